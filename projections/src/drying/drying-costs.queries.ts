import type { DryingCost, DryingCostListParams, DryingCostSort, DryingProcess, PageRequest, PlankSize } from "@timber/contracts"
import { linesVolume } from "@timber/domain/calculators/slicing-waste"
import { dryingCost } from "@timber/domain/calculators/drying-cost"
import { sleeperOfItem, sleeperVolumeM3FromCm } from "@timber/domain/calculators/sleeper-volume"
import { stockThicknessOfCm } from "@timber/domain/calculators/stock-thickness"
import type { ReadDb } from "../database"
import type { CursorPosition } from "../paging/cursor"
import { keysetPage, type KeysetPage } from "../paging/keyset-page"
import { containsPattern } from "../paging/search"
import { readSettings } from "../settings/settings.queries"
import { withReadings } from "./drying.queries"
import { parseLukuSms } from "@timber/domain/calculators/luku-sms"
import { Either } from "effect"
import { rechargeBefore, rechargeRegisterOf } from "./electricity.queries"

type VolumeSource = NonNullable<DryingCost["volumeSource"]>

/** How many receipt items and completed slicing operations of a wood type its average piece is measured over: the latest. */
export const MEASURED_SAMPLE = 1_000

/**
 * The average m³ of one piece that entered stock, by wood type and stock thickness (as the stock
 * rows key them), over the given wood types only: sleepers as their receipts measured them (index
 * wood_receipts_wood_type), planks as the slicer sized them when its operation ended
 * (slicing-waste.ts `linesVolume`, by the row slicing put them in: index slicing_operations_wood_type).
 */
const measuredPieceVolumes = async (db: ReadDb, woodTypeIds: ReadonlyArray<string>) => {
  // per wood type, its latest MEASURED_SAMPLE receipt items and completed operations: every receipt of a species
  // read whole grew with the years (543 ms a page of kiln charges at 100k LOTs)
  const sampled = await Promise.all(
    woodTypeIds.map((woodTypeId) =>
      Promise.all([
        db
          .selectFrom("receipt_items")
          .innerJoin("wood_receipts", "wood_receipts.lot_number", "receipt_items.lot_number")
          .select(["wood_receipts.wood_type_id as woodTypeId", "receipt_items.height", "receipt_items.width", "receipt_items.length", "receipt_items.quantity"])
          .where("wood_receipts.wood_type_id", "=", woodTypeId)
          .orderBy("wood_receipts.lot_number", "desc")
          .limit(MEASURED_SAMPLE)
          .execute(),
        db
          .selectFrom("slicing_operations")
          .select(["wood_type_id as woodTypeId", "plank_sizes"])
          .where("wood_type_id", "=", woodTypeId)
          .where("status", "=", "completed")
          .orderBy("created_at", "desc")
          .limit(MEASURED_SAMPLE)
          .execute()
      ])
    )
  )
  const items = sampled.flatMap(([receiptItems]) => receiptItems)
  const operations = sampled.flatMap(([, completed]) => completed)
  const sums = new Map<string, { m3: number; pieces: number; sources: Set<"receipts" | "planks"> }>()
  const add = (woodTypeId: string, thickness: string, m3: number, pieces: number, source: "receipts" | "planks") => {
    const key = `${woodTypeId}~${thickness}`
    const sum = sums.get(key) ?? { m3: 0, pieces: 0, sources: new Set() }
    sums.set(key, { m3: sum.m3 + m3, pieces: sum.pieces + pieces, sources: sum.sources.add(source) })
  }
  for (const item of items) {
    const sleeper = sleeperOfItem({ height: Number(item.height), width: Number(item.width), length: Number(item.length), quantity: Number(item.quantity) })
    add(item.woodTypeId, stockThicknessOfCm(sleeper.thickness), sleeperVolumeM3FromCm(sleeper) * sleeper.qty, sleeper.qty, "receipts")
  }
  for (const operation of operations) {
    const planks = (typeof operation.plank_sizes === "string" ? JSON.parse(operation.plank_sizes) : (operation.plank_sizes ?? [])) as ReadonlyArray<PlankSize>
    for (const plank of planks) add(operation.woodTypeId, stockThicknessOfCm(plank.height), linesVolume([plank]), plank.quantity, "planks")
  }
  return (woodTypeId: string, thickness: string | null): { readonly perPiece: number; readonly source: VolumeSource } | null => {
    const sum = thickness === null ? undefined : sums.get(`${woodTypeId}~${thickness}`)
    if (sum === undefined || sum.pieces <= 0) return null
    const source: VolumeSource =
      sum.sources.size === 2 ? "measured receipts and sliced planks" : sum.sources.has("planks") ? "sliced planks" : "measured receipts"
    return { perPiece: sum.m3 / sum.pieces, source }
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
  // each batch's units on the meter at its start were bought at the recharge recorded before it: one indexed row per batch of the page
  // and the recharges pasted with their readings are charged as the register holds them now (corrected, or voided)
  const pastedTokens = completed.flatMap((p) =>
    p.readings.flatMap((r) => (r.lukuSms ? Either.match(parseLukuSms(r.lukuSms), { onLeft: () => [], onRight: (recharge) => [recharge.token] }) : []))
  )
  const [settings, rechargesBefore, register, pieceVolume] = await Promise.all([
    readSettings(db),
    Promise.all(completed.map((p) => rechargeBefore(db, p.startTime))),
    rechargeRegisterOf(db, pastedTokens),
    measuredPieceVolumes(db, woodTypeIds)
  ])
  return completed.map((p, i) => {
    const endTime = p.endTime!
    const volume = pieceVolume(p.woodTypeId, p.stockThickness)
    const cost = dryingCost({
      startTime: p.startTime,
      endTime,
      startingElectricityUnits: p.startingElectricityUnits,
      readings: p.readings,
      rechargeBeforeStart: rechargesBefore[i] ?? null,
      register,
      ovenPurchasePrice: settings.ovenPurchasePrice,
      ovenLifespanYears: settings.ovenLifespanYears,
      maintenanceCostPerYear: settings.maintenanceCostPerYear,
      laborCostPerHour: settings.laborCostPerHour,
      volumeM3: volume === null ? null : volume.perPiece * p.pieceCount,
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
      volumeSource: volume?.source ?? null,
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
