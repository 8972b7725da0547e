import { decodeEvent, eventTypesOf, LiveTopics, LotEvent, metadataOf, WoodTypeUpdated } from "@timber/contracts"
import type { RecordedEvent } from "@timber/eventstore"
import { absurd, Schema } from "effect"
import type { ReadTrx } from "../database"
import { batched, type Projection } from "../runner/projection"
import { decodeOrPoison, RowWrites } from "../runner/row-writes"
import { LotStatusTotals } from "./lot-status-totals"

/** What a LOT row hears: its own events, and renames of its wood type. */
const LotRowEvent = Schema.Union(LotEvent, WoodTypeUpdated)

const touched = (lotId: string) => [LiveTopics.lots, LiveTopics.lot(lotId), LiveTopics.dashboard]

/** The receipt columns a create and an update both carry. */
const receiptColumns = (e: Extract<LotEvent, { _tag: "LotCreated" | "LotUpdated" }>) => ({
  wood_type_id: e.woodTypeId,
  wood_type_name: e.woodTypeName,
  supplier: e.supplier,
  receipt_date: e.receiptDate,
  purchase_order: e.purchaseOrder,
  wood_format: e.woodFormat,
  notes: e.notes,
  estimated_volume_m3: e.estimatedVolumeM3,
  estimated_pieces: e.estimatedPieces,
  estimated_amount: e.estimatedAmount
})

/**
 * The batch folded in memory: each LOT row it touches is written once (new ones in one
 * multi-row insert). A wood type rename reaches rows not in memory, so what is folded is
 * written first, then the rename, in the events' order. The status totals move by what the
 * rows it wrote count for after the batch against before it.
 */
const applyBatch = async (trx: ReadTrx, events: ReadonlyArray<RecordedEvent>): Promise<ReadonlyArray<string>> => {
  const rows = new RowWrites(trx, "wood_receipts")
  const totals = new LotStatusTotals(trx)
  const topics = new Set<string>()
  /** The LOTs touched since the rows were last written: their totals are remembered before each write. */
  const unwritten = new Set<string>()
  const flush = async () => {
    await totals.remember(unwritten)
    unwritten.clear()
    await rows.flush()
  }
  const touch = (lotId: string) => {
    unwritten.add(lotId)
    touched(lotId).forEach((topic) => topics.add(topic))
  }
  for (const event of events) {
    const e = decodeOrPoison((recorded) => decodeEvent(LotRowEvent, recorded), event)
    const { occurredAt: at, userEmail } = metadataOf(event)
    // every event of a LOT's stream moves its version (a rename of its wood type is on another stream)
    const worked = { updated_at: at, last_worked_by: userEmail, last_worked_at: at, version: event.revision.toString() }
    switch (e._tag) {
      case "WoodTypeUpdated": {
        await flush()
        const result = await trx.updateTable("wood_receipts").set({ wood_type_name: e.name }).where("wood_type_id", "=", e.woodTypeId).executeTakeFirst()
        if (Number(result.numUpdatedRows) > 0) topics.add(LiveTopics.lots)
        continue
      }
      case "LotCreated":
        rows.insert(e.lotId, {
          id: e.lotId,
          lot_number: e.lotNumber,
          ...receiptColumns(e),
          status: e.status,
          actual_volume_m3: null,
          actual_pieces: null,
          receipt_confirmed_at: null,
          created_at: at,
          ...worked
        })
        break
      case "LotUpdated":
        rows.change(e.lotId, { ...receiptColumns(e), ...worked })
        break
      case "LotLocked":
        rows.change(e.lotId, { status: "COMPLETED", ...worked })
        break
      case "LotReopened":
        rows.change(e.lotId, { status: "PENDING", ...worked })
        break
      case "LotDeleted":
        rows.remove(e.lotId)
        break
      // receipt processing and the slicer move the LOT through its stages
      case "LotSlicingStarted":
      case "LotSleeperSliced":
      case "LotSlicingFinished":
      case "ReceiptDraftSaved":
      case "ReceiptDraftDeleted":
        rows.change(e.lotId, { status: e.status, ...worked })
        break
      case "ReceiptSubmitted":
        rows.change(e.lotId, {
          status: e.status,
          actual_volume_m3: e.actualVolumeM3,
          actual_pieces: e.actualPieces,
          receipt_confirmed_at: e.confirmedAt,
          ...worked
        })
        break
      case "ReceiptApproved":
        rows.change(e.lotId, { status: e.status, receipt_confirmed_at: e.confirmedAt, ...worked })
        break
      case "ReceiptReturned":
        rows.change(e.lotId, { status: e.status, actual_volume_m3: null, actual_pieces: null, receipt_confirmed_at: null, ...worked })
        break
      default:
        return absurd(e)
    }
    touch(e.lotId)
  }
  await flush()
  await totals.write()
  return [...topics]
}

/** LOT rows for the LOT screen, the dashboard and traceability; wood type renames flow into them. */
export const lotsProjection: Projection = {
  // The name and the table are storage (ARCHITECTURE.md, glossary): the name keys this projection's checkpoint and its
  // ProjectionOperations stream, whose recorded skips a new name would no longer honour.
  name: "wood-receipts",
  // 2: receipt processing's stages and actual figures; 3: each row's version (migration 0100)
  version: 3,
  eventTypes: eventTypesOf(LotRowEvent),
  tables: ["wood_receipts", "lot_status_totals"],
  ...batched(applyBatch),
  reset: async (trx) => {
    await trx.deleteFrom("wood_receipts").execute()
    await trx.deleteFrom("lot_status_totals").execute()
  }
}
