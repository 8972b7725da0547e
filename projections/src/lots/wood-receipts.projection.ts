import { decodeEvent, eventTypesOf, LiveTopics, LotEvent, metadataOf, WoodTypeUpdated } from "@timber/contracts"
import type { RecordedEvent } from "@timber/eventstore"
import { absurd, Schema } from "effect"
import type { ReadTrx } from "../database"
import type { Projection } from "../runner/projection"

/** What a LOT row hears: its own events, and renames of its wood type. */
const WoodReceiptEvent = Schema.Union(LotEvent, WoodTypeUpdated)

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

const apply = async (trx: ReadTrx, event: RecordedEvent): Promise<ReadonlyArray<string>> => {
  const e = decodeEvent(WoodReceiptEvent, event)
  const { occurredAt: at, userEmail } = metadataOf(event)
  const worked = { updated_at: at, last_worked_by: userEmail, last_worked_at: at }
  switch (e._tag) {
    case "WoodTypeUpdated": {
      const result = await trx.updateTable("wood_receipts").set({ wood_type_name: e.name }).where("wood_type_id", "=", e.woodTypeId).executeTakeFirst()
      return Number(result.numUpdatedRows) > 0 ? [LiveTopics.lots] : []
    }
    case "LotCreated":
      await trx
        .insertInto("wood_receipts")
        .values({
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
        .execute()
      return touched(e.lotId)
    case "LotUpdated":
      await trx
        .updateTable("wood_receipts")
        .set({ ...receiptColumns(e), ...worked })
        .where("id", "=", e.lotId)
        .execute()
      return touched(e.lotId)
    case "LotLocked":
      await trx
        .updateTable("wood_receipts")
        .set({ status: "COMPLETED", ...worked })
        .where("id", "=", e.lotId)
        .execute()
      return touched(e.lotId)
    case "LotReopened":
      await trx
        .updateTable("wood_receipts")
        .set({ status: "PENDING", ...worked })
        .where("id", "=", e.lotId)
        .execute()
      return touched(e.lotId)
    case "LotDeleted":
      await trx.deleteFrom("wood_receipts").where("id", "=", e.lotId).execute()
      return touched(e.lotId)
    // receipt processing moves the LOT through its stages and measures it
    case "ReceiptDraftSaved":
    case "ReceiptDraftDeleted":
      await trx
        .updateTable("wood_receipts")
        .set({ status: e.status, ...worked })
        .where("id", "=", e.lotId)
        .execute()
      return touched(e.lotId)
    case "ReceiptSubmitted":
      await trx
        .updateTable("wood_receipts")
        .set({ status: e.status, actual_volume_m3: e.actualVolumeM3, actual_pieces: e.actualPieces, receipt_confirmed_at: e.confirmedAt, ...worked })
        .where("id", "=", e.lotId)
        .execute()
      return touched(e.lotId)
    case "ReceiptApproved":
      await trx
        .updateTable("wood_receipts")
        .set({ status: e.status, receipt_confirmed_at: e.confirmedAt, ...worked })
        .where("id", "=", e.lotId)
        .execute()
      return touched(e.lotId)
    case "ReceiptReturned":
      await trx
        .updateTable("wood_receipts")
        .set({ status: e.status, actual_volume_m3: null, actual_pieces: null, receipt_confirmed_at: null, ...worked })
        .where("id", "=", e.lotId)
        .execute()
      return touched(e.lotId)
    default:
      return absurd(e)
  }
}

/** LOT rows for the LOT screen, the dashboard and traceability; wood type renames flow into them. */
export const woodReceiptsProjection: Projection = {
  name: "wood-receipts",
  // 2: receipt processing's stages and actual figures
  version: 2,
  eventTypes: eventTypesOf(WoodReceiptEvent),
  tables: ["wood_receipts"],
  apply,
  reset: async (trx) => {
    await trx.deleteFrom("wood_receipts").execute()
  }
}
