import type { DryingCost, DryingCostFigures, DryingCostListParams, DryingCostSort, PageRequest, PlankSize, StockProduct } from "@timber/contracts"
import { linesVolume } from "@timber/domain/calculators/slicing-waste"
import { dryingCost } from "@timber/domain/calculators/drying-cost"
import { sleeperOfItem, sleeperVolumeM3FromCm } from "@timber/domain/calculators/sleeper-volume"
import { nominalOfCm, nominalOfThicknessText } from "@timber/domain/calculators/nominal-size"
import type { ReadDb } from "../database"
import type { CursorPosition } from "../paging/cursor"
import { keysetPage, type KeysetPage } from "../paging/keyset-page"
import { containsPattern } from "../paging/search"
import { readSettings } from "../settings/settings.queries"
import { withReadings } from "./drying.queries"
import type { DryingBatchesTable } from "./drying.table"
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
    add(item.woodTypeId, nominalOfCm(sleeper.thickness), sleeperVolumeM3FromCm(sleeper) * sleeper.qty, sleeper.qty, "receipts")
  }
  for (const operation of operations) {
    const planks = (typeof operation.plank_sizes === "string" ? JSON.parse(operation.plank_sizes) : (operation.plank_sizes ?? [])) as ReadonlyArray<PlankSize>
    for (const plank of planks) add(operation.woodTypeId, nominalOfCm(plank.height), linesVolume([plank]), plank.quantity, "planks")
  }
  return (woodTypeId: string, thickness: string | null): { readonly perPiece: number; readonly source: VolumeSource } | null => {
    // measured pieces and a batch's row meet on the nominal thickness: a legacy row's 5.91" is 6" too
    const sum = thickness === null ? undefined : sums.get(`${woodTypeId}~${nominalOfThicknessText(thickness) ?? thickness}`)
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

const jsonOf = <T>(value: unknown): T | null => (value === null || value === undefined ? null : ((typeof value === "string" ? JSON.parse(value) : value) as T))

/** Per m³ of wood dried: a batch's figures divided by the volume the read side measures (the write side knows none). */
const perM3 = (cost: { readonly kwhUsed: number; readonly totalCost: number }, volumeM3: number | null) => {
  const volume = volumeM3 !== null && volumeM3 > 0 ? volumeM3 : null
  return { volumeM3: volume, kwhPerM3: volume === null ? null : cost.kwhUsed / volume, costPerM3: volume === null ? null : cost.totalCost / volume }
}

/**
 * Completed batches' costs. A batch's cost is frozen just after its completion (
 * DryingCostRecorded, or an admin's DryingCostCorrected) and read from its row as recorded, with
 * no tariff query; only a batch whose cost is not recorded yet (the moment after its completion)
 * is priced as it is read, by the same calculator (domain calculators/drying-cost.ts). Per m³
 * divides by the volume measured from the pieces that entered stock (the volume source in
 * contracts' DryingCost).
 */
const costsOf = async (db: ReadDb, rows: ReadonlyArray<DryingBatchesTable>): Promise<DryingCost[]> => {
  if (rows.length === 0) return []
  // only the wood types whose volume a row can have: a batch without a stock thickness has none
  const woodTypeIds = [...new Set(rows.filter((p) => p.stock_thickness !== null).map((p) => p.wood_type_id))]
  const unfrozen = rows.filter((row) => jsonOf(row.cost) === null)
  const [pieceVolume, livePrices] = await Promise.all([measuredPieceVolumes(db, woodTypeIds), priceAsRead(db, unfrozen)])
  return rows.map((row) => {
    const endTime = new Date(row.end_time!).toISOString()
    const volume = pieceVolume(row.wood_type_id, row.stock_thickness)
    const volumeM3 = volume === null ? null : volume.perPiece * Number(row.piece_count)
    const frozen = jsonOf<DryingCostFigures>(row.cost)
    const figures = frozen ?? livePrices.get(row.id)!
    return {
      id: row.id,
      batchNumber: row.batch_number,
      woodType: row.wood_type_name,
      stockThickness: row.stock_thickness,
      ...(row.stock_product === null ? {} : { stockProduct: row.stock_product as StockProduct, stockWidth: row.stock_width }),
      pieceCount: Number(row.piece_count),
      startTime: new Date(row.start_time).toISOString(),
      endTime,
      volumeSource: volume?.source ?? null,
      ...figures,
      ...perM3(figures, volumeM3),
      frozen: frozen !== null,
      correction: jsonOf<NonNullable<DryingCost["correction"]>>(row.cost_correction)
    }
  })
}

/**
 * The batches whose cost is not frozen yet, priced as they are read: the register and settings
 * now, and the recharge recorded last before each one's start (one indexed row per such batch;
 * a page of frozen batches reads none).
 */
const priceAsRead = async (db: ReadDb, rows: ReadonlyArray<DryingBatchesTable>): Promise<ReadonlyMap<string, DryingCostFigures>> => {
  if (rows.length === 0) return new Map()
  const completed = await withReadings(db, rows)
  // the recharges pasted with their readings are charged as the register holds them now (corrected, or voided)
  const pastedTokens = completed.flatMap((p) =>
    p.readings.flatMap((r) => (r.lukuSms ? Either.match(parseLukuSms(r.lukuSms), { onLeft: () => [], onRight: (recharge) => [recharge.token] }) : []))
  )
  const [settings, rechargesBefore, register] = await Promise.all([
    readSettings(db),
    Promise.all(completed.map((p) => rechargeBefore(db, p.startTime))),
    rechargeRegisterOf(db, pastedTokens)
  ])
  return new Map(
    completed.map((p, i) => {
      const { volumeM3, kwhPerM3, costPerM3, ...figures } = dryingCost({
        startTime: p.startTime,
        endTime: p.endTime!,
        startingElectricityUnits: p.startingElectricityUnits,
        readings: p.readings,
        rechargeBeforeStart: rechargesBefore[i] ?? null,
        register,
        ovenPurchasePrice: settings.ovenPurchasePrice,
        ovenLifespanYears: settings.ovenLifespanYears,
        maintenanceCostPerYear: settings.maintenanceCostPerYear,
        laborCostPerHour: settings.laborCostPerHour,
        volumeM3: null,
        asOf: p.endTime!
      })
      return [p.id, figures]
    })
  )
}

/**
 * One page of the kiln charges: completed batches, sorted and searched on the server, each with its
 * cost frozen at completion (priced as read only until it is recorded); only the page's batches,
 * their wood types' receipts and, for a batch not frozen yet, its readings are read.
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
  return { ...page, items: await costsOf(db, page.items) }
}
