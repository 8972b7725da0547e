import type { DryingCost, DryingCostListParams, DryingCostSort, DryingProcess, PageRequest } from "@timber/contracts"
import { dryingCost } from "@timber/domain/calculators/drying-cost"
import { sleeperOfItem, sleeperVolumeM3FromCm } from "@timber/domain/calculators/sleeper-volume"
import { stockThicknessOfCm } from "@timber/domain/calculators/stock-thickness"
import type { ReadDb } from "../database"
import type { CursorPosition } from "../paging/cursor"
import { keysetPage, type KeysetPage } from "../paging/keyset-page"
import { containsPattern } from "../paging/search"
import { readSettings } from "../settings/settings.queries"
import { withReadings } from "./drying.queries"
import { latestRecharge } from "./electricity.queries"

/**
 * The average measured m³ of one piece received, by wood type and stock thickness (as the receipt's
 * stock rows key them), over the receipts of the given wood types only (index wood_receipts_wood_type).
 */
const measuredPieceVolumes = async (db: ReadDb, woodTypeIds: ReadonlyArray<string>) => {
  const items =
    woodTypeIds.length === 0
      ? []
      : await db
          .selectFrom("receipt_items")
          .innerJoin("wood_receipts", "wood_receipts.lot_number", "receipt_items.lot_number")
          .select(["wood_receipts.wood_type_id as woodTypeId", "receipt_items.height", "receipt_items.width", "receipt_items.length", "receipt_items.quantity"])
          .where("wood_receipts.wood_type_id", "in", woodTypeIds)
          .execute()
  const sums = new Map<string, { m3: number; pieces: number }>()
  for (const item of items) {
    const sleeper = sleeperOfItem({ height: Number(item.height), width: Number(item.width), length: Number(item.length), quantity: Number(item.quantity) })
    const key = `${item.woodTypeId}~${stockThicknessOfCm(sleeper.thickness)}`
    const sum = sums.get(key) ?? { m3: 0, pieces: 0 }
    sums.set(key, { m3: sum.m3 + sleeperVolumeM3FromCm(sleeper) * sleeper.qty, pieces: sum.pieces + sleeper.qty })
  }
  return (woodTypeId: string, thickness: string | null) => {
    const sum = thickness === null ? undefined : sums.get(`${woodTypeId}~${thickness}`)
    return sum && sum.pieces > 0 ? sum.m3 / sum.pieces : null
  }
}

/** The column each kiln charge sort reads; each has an index ending in the id (migrations 20261206_0601, 20261207_0713). */
const DRYING_COST_SORT_COLUMNS: Record<DryingCostSort, string> = {
  endTime: "end_time",
  batchNumber: "batch_number"
}

/** Completed batches' costs (domain calculators/drying-cost.ts; the volume source in contracts' DryingCost). */
const costsOf = async (db: ReadDb, completed: ReadonlyArray<DryingProcess>): Promise<DryingCost[]> => {
  if (completed.length === 0) return []
  // only the wood types whose volume a row can have: a batch without a stock thickness has none
  const woodTypeIds = [...new Set(completed.filter((p) => p.stockThickness !== null).map((p) => p.woodTypeId))]
  const [settings, recharge, pieceVolume] = await Promise.all([readSettings(db), latestRecharge(db), measuredPieceVolumes(db, woodTypeIds)])
  return completed.map((p) => {
    const endTime = p.endTime!
    const perPiece = pieceVolume(p.woodTypeId, p.stockThickness)
    const cost = dryingCost({
      startTime: p.startTime,
      endTime,
      startingElectricityUnits: p.startingElectricityUnits,
      readings: p.readings,
      latestRecharge: recharge,
      ovenPurchasePrice: settings.ovenPurchasePrice,
      ovenLifespanYears: settings.ovenLifespanYears,
      volumeM3: perPiece === null ? null : perPiece * p.pieceCount,
      asOf: endTime
    })
    return {
      id: p.id,
      batchNumber: p.batchNumber,
      woodType: p.woodType?.name ?? null,
      stockThickness: p.stockThickness,
      pieceCount: p.pieceCount,
      startTime: p.startTime,
      endTime,
      volumeSource: perPiece === null ? null : ("measured receipts" as const),
      ...cost
    }
  })
}

/**
 * One page of the kiln charges: completed batches, sorted and searched on the server, each costed
 * as it is read; only the page's batches, their readings and their wood types' receipts are read.
 */
export const pageDryingCosts = async (
  db: ReadDb,
  request: PageRequest<DryingCostSort>,
  after: CursorPosition | null,
  filters: Pick<DryingCostListParams, "id"> = {}
): Promise<KeysetPage<DryingCost>> => {
  let query = db.selectFrom("drying_processes").selectAll().where("status", "=", "COMPLETED").where("end_time", "is not", null)
  if (filters.id !== undefined) query = query.where("id", "=", filters.id)
  if (request.q) {
    const pattern = containsPattern(request.q)
    query = query.where((eb) => eb.or([eb("batch_number", "ilike", pattern), eb("wood_type_name", "ilike", pattern)]))
  }
  const page = await keysetPage(query, request, after, { column: DRYING_COST_SORT_COLUMNS[request.sort], idColumn: "id" })
  return { ...page, items: await costsOf(db, await withReadings(db, page.items)) }
}
