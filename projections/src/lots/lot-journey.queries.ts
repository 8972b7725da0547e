import { normalThickness, stockSizeText, type LotJourney, type StockProduct } from "@timber/contracts"
import { roundVolume } from "@timber/domain/calculators/sleeper-volume"
import { linesVolume } from "@timber/domain/calculators/slicing-waste"
import { nominalOfCm, nominalOfThicknessText } from "@timber/domain/calculators/nominal-size"
import type { ReadDb } from "../database"
import { lotRecovery } from "../slicing/lot-recovery.queries"
import { listSlicingOperations } from "../slicing/slicing-operations.queries"

/** numeric and bigint columns come back as text from pg */
const count = (value: number | string | null | undefined) => Number(value ?? 0)
/**
 * How many ledger lines of a stock row, from the LOT's planks' arrival on, the journey reads: the kiln batches and
 * transfers that took from the row soon after the planks came (a row's later life belongs to the LOTs that came later).
 */
export const JOURNEY_WINDOW = 200

const positionOf = (value: number | string | bigint) => BigInt(String(value))

/** The statuses a transfer takes pieces out of (its approval moves them to IN_TRANSIT_OUT). */
const WOOD_BUCKETS = new Set(["NOT_DRIED", "UNDER_DRYING", "DRIED", "DAMAGED"])

interface PlankRow {
  readonly warehouseId: string
  readonly thickness: string
  /** the row as the inventory names it: `Plank 1" × 8"` (a legacy row: its thickness) */
  readonly size: string
  readonly width: string | null
  pieces: number
  /** the m³ the ledger says the LOT's planks brought (null: lines from before m³ were kept) */
  m3: number | null
  otherPieces: number
  /** the ledger position of the LOT's first planks in the row: what the row gave out before is not theirs */
  since: bigint
}

/** The size a ledger line's row has, as the inventory names it. */
const sizeOfLine = (line: { thickness: string; product: string | null; width: string | null }) =>
  stockSizeText({ thickness: line.thickness, ...(line.product === null ? {} : { product: line.product as StockProduct, width: line.width }) })

/**
 * The rows a LOT's completed receipt put its sleepers into, by its ledger lines (the receipt's document is the LOT;
 * its number is the LOT number): pieces, and the m³ the lines moved (null when a line kept none).
 */
const sleepersIntoStock = async (db: ReadDb, lotNumber: string) => {
  const lot = await db.selectFrom("wood_receipts").select("id").where("lot_number", "=", lotNumber).executeTakeFirst()
  if (!lot) return []
  const lines = await db
    .selectFrom("stock_ledger")
    .select(["stock_row_id", "warehouse_id", "thickness", "product", "width", "change", "m3_change"])
    .where("source_document_id", "=", lot.id)
    .where("source", "=", "RECEIPT_COMPLETED")
    .where("bucket", "=", "NOT_DRIED")
    .orderBy("position")
    .execute()
  const rows = new Map<string, { warehouseId: string; thickness: string; size: string; pieces: number; m3: number | null }>()
  for (const line of lines) {
    const row = rows.get(line.stock_row_id) ?? { warehouseId: line.warehouse_id, thickness: line.thickness, size: sizeOfLine(line), pieces: 0, m3: 0 }
    row.pieces += count(line.change)
    row.m3 = row.m3 === null || line.m3_change === null ? null : row.m3 + Number(line.m3_change)
    rows.set(line.stock_row_id, row)
  }
  if (rows.size === 0) return []
  const codes = new Map(
    (
      await db
        .selectFrom("warehouses")
        .select(["id", "code"])
        .where("id", "in", [...new Set([...rows.values()].map((r) => r.warehouseId))])
        .execute()
    ).map((w) => [w.id, w.code])
  )
  return [...rows.values()].map(({ warehouseId, ...step }) => ({ warehouse: codes.get(warehouseId) ?? warehouseId, ...step }))
}

/**
 * Where completed transfers landed their pieces: each transfer's arrival lines (TRANSFER_COMPLETED, into a wood
 * status at the destination), found by the ledger's `(source_document_id, position)` index, JOURNEY_WINDOW at most.
 */
const arrivalsOf = (db: ReadDb, transferIds: ReadonlyArray<string>) =>
  transferIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom("stock_ledger")
        .select(["stock_row_id", "warehouse_id", "thickness", "product", "width", "bucket", "change"])
        .where("source_document_id", "in", transferIds)
        .where("source", "=", "TRANSFER_COMPLETED")
        .where("bucket", "in", [...WOOD_BUCKETS])
        .where("change", ">", 0)
        .orderBy("position")
        .limit(JOURNEY_WINDOW)
        .execute()

/**
 * A LOT's wood after the slicer, from the stock ledger, in one read: the rows its
 * ended operations' planks entered (pieces, and m³ as the slicer cut them), the kiln batches and
 * transfers that took pieces out of those rows after the LOT's planks came in, and what those rows
 * hold now, each with the m³ of the LOT's own planks of that thickness. Decided: a stock row is
 * shared by every LOT of its wood type and thickness and pieces carry no LOT, so the trace follows
 * the rows, and a completed transfer one hop further into its destination's row (present stock there too), and
 * says how many pieces other documents put in the same rows, rather than guessing which pieces were whose.
 */
export const lotJourney = async (db: ReadDb, lotNumber: string): Promise<LotJourney> => {
  const [account, operations, sleepers] = await Promise.all([
    lotRecovery(db, lotNumber),
    listSlicingOperations(db, lotNumber),
    sleepersIntoStock(db, lotNumber)
  ])
  const ended = operations.filter((op) => op.status === "completed")
  const figures = {
    receivedM3: account.received_m3,
    receivedPieces: account.counted_sleepers,
    slicedSleepers: account.sliced_sleepers,
    slicedSleeperM3: account.sliced_sleeper_m3,
    plankM3: account.plank_m3,
    wasteM3: account.waste_m3
  }
  // a receipt from before m³ were kept on the ledger: its sleepers at the LOT's average measured sleeper
  const perSleeper = account.counted_sleepers > 0 ? account.received_m3 / account.counted_sleepers : 0
  const sleeperSteps = sleepers.map((step) => ({ ...step, m3: roundVolume(step.m3 ?? perSleeper * step.pieces) }))
  const nothingYet: LotJourney = { ...figures, sleepers: sleeperSteps, planks: [], kilnBatches: [], transfers: [], stock: [] }
  if (ended.length === 0) return nothingYet

  // the LOT's planks by nominal thickness, and by thickness × width (the key slicing puts them in by since nominal sizes):
  // pieces and m³ as cut, for the steps whose ledger lines kept no m³
  const cut = new Map<string, { pieces: number; m3: number }>()
  const addCut = (key: string, pieces: number, m3: number) => {
    const known = cut.get(key) ?? { pieces: 0, m3: 0 }
    cut.set(key, { pieces: known.pieces + pieces, m3: known.m3 + m3 })
  }
  for (const op of ended)
    for (const line of op.plank_sizes) {
      const thickness = nominalOfCm(line.height)
      addCut(thickness, line.quantity, linesVolume([line]))
      addCut(`${thickness}~${nominalOfCm(line.width)}`, line.quantity, linesVolume([line]))
    }
  const m3Of = (row: { readonly thickness: string; readonly width: string | null }, pieces: number) => {
    const thickness = nominalOfThicknessText(row.thickness) ?? normalThickness(row.thickness)
    const size = cut.get(row.width === null ? thickness : `${thickness}~${row.width}`) ?? cut.get(thickness)
    return size && size.pieces > 0 ? roundVolume((size.m3 / size.pieces) * pieces) : 0
  }
  /** A step's m³: what its ledger lines moved when they all kept it, else the LOT's own planks of the row's size. */
  const stepM3 = (row: PlankRow, pieces: number, moved: number | null) => (moved === null ? m3Of(row, pieces) : roundVolume(moved))

  const operationIds = ended.map((op) => op.id)
  const sliced = await db
    .selectFrom("stock_ledger")
    .select(["stock_row_id", "warehouse_id", "thickness", "product", "width", "change", "m3_change", "position"])
    .where("source", "=", "SLICING_COMPLETED")
    .where("bucket", "=", "NOT_DRIED")
    .where("source_document_id", "in", operationIds)
    .execute()
  const rows = new Map<string, PlankRow>()
  for (const line of sliced) {
    if (count(line.change) <= 0) continue // the sleeper going out
    const row = rows.get(line.stock_row_id) ?? {
      warehouseId: line.warehouse_id,
      thickness: line.thickness,
      size: sizeOfLine(line),
      width: line.width,
      pieces: 0,
      m3: 0,
      otherPieces: 0,
      since: positionOf(line.position)
    }
    row.pieces += count(line.change)
    row.m3 = row.m3 === null || line.m3_change === null ? null : row.m3 + Number(line.m3_change)
    if (positionOf(line.position) < row.since) row.since = positionOf(line.position)
    rows.set(line.stock_row_id, row)
  }
  const rowIds = [...rows.keys()]
  if (rowIds.length === 0) return nothingYet

  // a row is shared by every LOT of its wood and size, so its whole ledger grows with the business (1.5 s a trace at
  // 100k LOTs): each row is read from the LOT's planks' arrival on, JOURNEY_WINDOW lines at most, by (row, position)
  const lines = (
    await Promise.all(
      [...rows.entries()].map(([rowId, row]) =>
        db
          .selectFrom("stock_ledger")
          .select(["stock_row_id", "source", "source_document_id", "source_document_number", "bucket", "change", "m3_change", "position"])
          .where("stock_row_id", "=", rowId)
          .where("position", ">=", row.since.toString())
          .orderBy("position")
          .limit(JOURNEY_WINDOW)
          .execute()
      )
    )
  ).flat()
  const ours = new Set(operationIds)
  const kiln = new Map<string, { number: string; rowId: string; pieces: number; m3: number | null }>()
  const transfers = new Map<string, { number: string; rowId: string; pieces: number; m3: number | null }>()
  const took = (into: typeof kiln, line: (typeof lines)[number]) => {
    const key = `${line.source_document_id}|${line.stock_row_id}`
    const step = into.get(key) ?? { number: line.source_document_number ?? line.source_document_id ?? "", rowId: line.stock_row_id, pieces: 0, m3: 0 }
    step.pieces -= count(line.change)
    step.m3 = step.m3 === null || line.m3_change === null ? null : step.m3 - Number(line.m3_change)
    into.set(key, step)
  }
  for (const line of lines) {
    const row = rows.get(line.stock_row_id)!
    const change = count(line.change)
    if (change > 0 && line.bucket === "NOT_DRIED" && !ours.has(line.source_document_id ?? "")) row.otherPieces += change
    if (change >= 0 || positionOf(line.position) <= row.since) continue
    if (line.source === "DRYING_STARTED" && line.bucket === "NOT_DRIED") took(kiln, line)
    if (line.source === "TRANSFER_APPROVED" && WOOD_BUCKETS.has(line.bucket)) took(transfers, line)
  }

  const batchIds = [...kiln.keys()].map((key) => key.split("|")[0]!)
  const transferIds = [...new Set([...transfers.keys()].map((key) => key.split("|")[0]!))]
  const [batches, transferRows, arrivals] = await Promise.all([
    batchIds.length === 0 ? [] : db.selectFrom("drying_processes").select(["id", "status"]).where("id", "in", batchIds).execute(),
    transferIds.length === 0 ? [] : db.selectFrom("transfers").select(["id", "status", "to_warehouse_id"]).where("id", "in", transferIds).execute(),
    arrivalsOf(db, transferIds)
  ])
  // one more hop: the rows a completed transfer landed the pieces in, at its destination, are present stock too
  const destinations = new Map<string, { warehouseId: string; thickness: string; size: string; width: string | null }>()
  for (const line of arrivals)
    if (!rows.has(line.stock_row_id))
      destinations.set(line.stock_row_id, { warehouseId: line.warehouse_id, thickness: line.thickness, size: sizeOfLine(line), width: line.width })
  const stockRowIds = [...rowIds, ...destinations.keys()]
  const warehouseIds = [
    ...new Set([
      ...[...rows.values()].map((r) => r.warehouseId),
      ...transferRows.map((t) => t.to_warehouse_id),
      ...[...destinations.values()].map((d) => d.warehouseId)
    ])
  ]
  const [stockRows, warehouses] = await Promise.all([
    db.selectFrom("stock_rows").selectAll().where("id", "in", stockRowIds).execute(),
    db.selectFrom("warehouses").select(["id", "code"]).where("id", "in", warehouseIds).execute()
  ])
  const codes = new Map(warehouses.map((w) => [w.id, w.code]))
  const codeOf = (warehouseId: string) => codes.get(warehouseId) ?? warehouseId
  const batchStatus = new Map(batches.map((b) => [b.id, b.status]))
  const transferOf = new Map(transferRows.map((t) => [t.id, t]))
  const rowOf = (rowId: string) => rows.get(rowId)!
  /** A row of present stock: one the LOT's planks entered, or one a completed transfer took them to. */
  const stockRowOf = (rowId: string) => rows.get(rowId) ?? destinations.get(rowId)!
  const heldNow = new Map(stockRows.map((row) => [row.id, row]))

  return {
    ...figures,
    sleepers: sleeperSteps,
    planks: [...rows.values()].map((row) => ({
      warehouse: codeOf(row.warehouseId),
      thickness: row.thickness,
      size: row.size,
      pieces: row.pieces,
      m3: stepM3(row, row.pieces, row.m3),
      otherPieces: row.otherPieces
    })),
    kilnBatches: [...kiln.entries()].map(([key, step]) => ({
      batchNumber: step.number,
      status: batchStatus.get(key.split("|")[0]!) ?? null,
      warehouse: codeOf(rowOf(step.rowId).warehouseId),
      thickness: rowOf(step.rowId).thickness,
      size: rowOf(step.rowId).size,
      pieces: step.pieces,
      m3: stepM3(rowOf(step.rowId), step.pieces, step.m3)
    })),
    transfers: [...transfers.entries()].map(([key, step]) => {
      const transfer = transferOf.get(key.split("|")[0]!)
      return {
        transferNumber: step.number,
        status: transfer?.status ?? null,
        from: codeOf(rowOf(step.rowId).warehouseId),
        to: transfer ? codeOf(transfer.to_warehouse_id) : null,
        thickness: rowOf(step.rowId).thickness,
        size: rowOf(step.rowId).size,
        pieces: step.pieces,
        m3: stepM3(rowOf(step.rowId), step.pieces, step.m3)
      }
    }),
    // in the order the journey met them: the rows the planks entered, then the transfers' destinations
    stock: stockRowIds.flatMap((rowId) => {
      const row = heldNow.get(rowId)
      if (row === undefined) return []
      const held = count(row.not_dried) + count(row.under_drying) + count(row.dried) + count(row.damaged)
      const heldM3 = Number(row.not_dried_m3) + Number(row.under_drying_m3) + Number(row.dried_m3) + Number(row.damaged_m3)
      return [
        {
          warehouse: codeOf(row.warehouse_id),
          thickness: row.thickness,
          size: stockRowOf(row.id).size,
          notDried: count(row.not_dried),
          underDrying: count(row.under_drying),
          dried: count(row.dried),
          damaged: count(row.damaged),
          inTransit: count(row.in_transit_out) + count(row.in_transit_in),
          // a row in nominal sizes keeps its m³; a legacy row kept none: its pieces at the LOT's own plank sizes
          m3: row.product === null ? m3Of(stockRowOf(row.id), held) : roundVolume(heldM3)
        }
      ]
    })
  }
}
