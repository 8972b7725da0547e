import { normalThickness, type LotJourney } from "@timber/contracts"
import { roundVolume } from "@timber/domain/calculators/sleeper-volume"
import { linesVolume } from "@timber/domain/calculators/slicing-waste"
import { stockThicknessOfCm } from "@timber/domain/calculators/stock-thickness"
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
  pieces: number
  otherPieces: number
  /** the ledger position of the LOT's first planks in the row: what the row gave out before is not theirs */
  since: bigint
}

/**
 * A LOT's wood after the slicer (issue 37 item 6), from the stock ledger, in one read: the rows its
 * ended operations' planks entered (pieces, and m³ as the slicer cut them), the kiln batches and
 * transfers that took pieces out of those rows after the LOT's planks came in, and what those rows
 * hold now, each with the m³ of the LOT's own planks of that thickness. Decided: a stock row is
 * shared by every LOT of its wood type and thickness and pieces carry no LOT, so the trace follows
 * the rows (one hop: a transfer's destination is named, not followed) and says how many pieces
 * other documents put in the same rows, rather than guessing which pieces were whose.
 */
export const lotJourney = async (db: ReadDb, lotNumber: string): Promise<LotJourney> => {
  const [account, operations] = await Promise.all([lotRecovery(db, lotNumber), listSlicingOperations(db, lotNumber)])
  const ended = operations.filter((op) => op.status === "completed")
  const figures = {
    receivedM3: account.received_m3,
    receivedPieces: account.counted_sleepers,
    slicedSleepers: account.sliced_sleepers,
    slicedSleeperM3: account.sliced_sleeper_m3,
    plankM3: account.plank_m3,
    wasteM3: account.waste_m3
  }
  const nothingYet: LotJourney = { ...figures, planks: [], kilnBatches: [], transfers: [], stock: [] }
  if (ended.length === 0) return nothingYet

  // the LOT's planks by stock thickness (the key slicing put them in by): pieces and m³ as cut
  const cut = new Map<string, { pieces: number; m3: number }>()
  for (const op of ended)
    for (const line of op.plank_sizes) {
      const thickness = normalThickness(stockThicknessOfCm(line.height))
      const known = cut.get(thickness) ?? { pieces: 0, m3: 0 }
      cut.set(thickness, { pieces: known.pieces + line.quantity, m3: known.m3 + linesVolume([line]) })
    }
  const m3Of = (thickness: string, pieces: number) => {
    const size = cut.get(normalThickness(thickness))
    return size && size.pieces > 0 ? roundVolume((size.m3 / size.pieces) * pieces) : 0
  }

  const operationIds = ended.map((op) => op.id)
  const sliced = await db
    .selectFrom("stock_ledger")
    .select(["stock_row_id", "warehouse_id", "thickness", "change", "position"])
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
      pieces: 0,
      otherPieces: 0,
      since: positionOf(line.position)
    }
    row.pieces += count(line.change)
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
          .select(["stock_row_id", "source", "source_document_id", "source_document_number", "bucket", "change", "position"])
          .where("stock_row_id", "=", rowId)
          .where("position", ">=", row.since.toString())
          .orderBy("position")
          .limit(JOURNEY_WINDOW)
          .execute()
      )
    )
  ).flat()
  const ours = new Set(operationIds)
  const kiln = new Map<string, { number: string; rowId: string; pieces: number }>()
  const transfers = new Map<string, { number: string; rowId: string; pieces: number }>()
  const took = (into: typeof kiln, line: (typeof lines)[number]) => {
    const key = `${line.source_document_id}|${line.stock_row_id}`
    const step = into.get(key) ?? { number: line.source_document_number ?? line.source_document_id ?? "", rowId: line.stock_row_id, pieces: 0 }
    step.pieces -= count(line.change)
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
  const transferIds = [...transfers.keys()].map((key) => key.split("|")[0]!)
  const [batches, transferRows, stockRows] = await Promise.all([
    batchIds.length === 0 ? [] : db.selectFrom("drying_processes").select(["id", "status"]).where("id", "in", batchIds).execute(),
    transferIds.length === 0 ? [] : db.selectFrom("transfers").select(["id", "status", "to_warehouse_id"]).where("id", "in", transferIds).execute(),
    db.selectFrom("stock_rows").selectAll().where("id", "in", rowIds).execute()
  ])
  const warehouseIds = [...new Set([...[...rows.values()].map((r) => r.warehouseId), ...transferRows.map((t) => t.to_warehouse_id)])]
  const codes = new Map((await db.selectFrom("warehouses").select(["id", "code"]).where("id", "in", warehouseIds).execute()).map((w) => [w.id, w.code]))
  const codeOf = (warehouseId: string) => codes.get(warehouseId) ?? warehouseId
  const batchStatus = new Map(batches.map((b) => [b.id, b.status]))
  const transferOf = new Map(transferRows.map((t) => [t.id, t]))
  const rowOf = (rowId: string) => rows.get(rowId)!

  return {
    ...figures,
    planks: [...rows.values()].map((row) => ({
      warehouse: codeOf(row.warehouseId),
      thickness: row.thickness,
      pieces: row.pieces,
      m3: m3Of(row.thickness, row.pieces),
      otherPieces: row.otherPieces
    })),
    kilnBatches: [...kiln.entries()].map(([key, step]) => ({
      batchNumber: step.number,
      status: batchStatus.get(key.split("|")[0]!) ?? null,
      warehouse: codeOf(rowOf(step.rowId).warehouseId),
      thickness: rowOf(step.rowId).thickness,
      pieces: step.pieces,
      m3: m3Of(rowOf(step.rowId).thickness, step.pieces)
    })),
    transfers: [...transfers.entries()].map(([key, step]) => {
      const transfer = transferOf.get(key.split("|")[0]!)
      return {
        transferNumber: step.number,
        status: transfer?.status ?? null,
        from: codeOf(rowOf(step.rowId).warehouseId),
        to: transfer ? codeOf(transfer.to_warehouse_id) : null,
        thickness: rowOf(step.rowId).thickness,
        pieces: step.pieces,
        m3: m3Of(rowOf(step.rowId).thickness, step.pieces)
      }
    }),
    stock: stockRows.map((row) => {
      const held = count(row.not_dried) + count(row.under_drying) + count(row.dried) + count(row.damaged)
      return {
        warehouse: codeOf(row.warehouse_id),
        thickness: row.thickness,
        notDried: count(row.not_dried),
        underDrying: count(row.under_drying),
        dried: count(row.dried),
        damaged: count(row.damaged),
        inTransit: count(row.in_transit_out) + count(row.in_transit_in),
        m3: m3Of(row.thickness, held)
      }
    })
  }
}
