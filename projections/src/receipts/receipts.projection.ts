import { decodeEvent, eventTypesOf, LiveTopics, LotDeleted, metadataOf, ReceiptEvent, type SleeperMeasurement } from "@timber/contracts"
import { formatVolume, measurementTotals } from "@timber/domain/calculators/sleeper-volume"
import type { RecordedEvent } from "@timber/eventstore"
import { absurd, Schema } from "effect"
import type { ReadTrx } from "../database"
import type { Projection } from "../runner/projection"

/** What the receipt read models hear: receipt processing, and the LOT's deletion. */
const ReceiptModelEvent = Schema.Union(ReceiptEvent, LotDeleted)

const summary = (measurements: ReadonlyArray<SleeperMeasurement>) => {
  const totals = measurementTotals(measurements)
  return `${totals.pieces} sleeper(s), ${formatVolume(totals.volumeM3)} m³`
}

/** One history entry per draft save and submission (spec section 4), keyed by its event so a replay writes it once. */
const writeHistory = (
  trx: ReadTrx,
  event: RecordedEvent,
  e: { lotId: string; lotNumber: string },
  action: "CREATE" | "UPDATE" | "SUBMIT",
  userName: string,
  details: string
) =>
  trx
    .insertInto("receipt_history")
    .values({
      id: event.id,
      receipt_id: e.lotId,
      lot_number: e.lotNumber,
      user_id: metadataOf(event).userId,
      user_name: userName,
      action,
      timestamp: metadataOf(event).occurredAt,
      details
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute()

const writeDraft = (trx: ReadTrx, e: { lotId: string; lotNumber: string }, measurements: ReadonlyArray<SleeperMeasurement>, at: string, by: string | null) =>
  trx
    .insertInto("receipt_drafts")
    .values({ id: e.lotId, receipt_id: e.lotId, lot_number: e.lotNumber, measurements: JSON.stringify(measurements), updated_at: at, updated_by: by })
    .onConflict((oc) => oc.column("id").doUpdateSet({ measurements: JSON.stringify(measurements), updated_at: at, updated_by: by }))
    .execute()

/** Receipt processing's reads: each LOT's single draft, its history and its submitted items. */
export const receiptsProjection: Projection = {
  name: "receipt-processing",
  version: 1,
  eventTypes: eventTypesOf(ReceiptModelEvent),
  tables: ["receipt_drafts", "receipt_history", "receipt_items"],
  apply: async (trx, event) => {
    const e = decodeEvent(ReceiptModelEvent, event)
    const { occurredAt: at, userEmail } = metadataOf(event)
    switch (e._tag) {
      case "ReceiptDraftSaved":
        await writeDraft(trx, e, e.measurements, at, userEmail)
        await writeHistory(trx, event, e, e.action, e.savedByName, summary(e.measurements))
        return [LiveTopics.lot(e.lotId)]
      case "ReceiptDraftDeleted":
        await trx.deleteFrom("receipt_drafts").where("receipt_id", "=", e.lotId).execute()
        return [LiveTopics.lot(e.lotId)]
      case "ReceiptSubmitted":
        await trx.deleteFrom("receipt_drafts").where("receipt_id", "=", e.lotId).execute()
        await trx.deleteFrom("receipt_items").where("receipt_id", "=", e.lotId).execute()
        if (e.items.length > 0) {
          await trx
            .insertInto("receipt_items")
            .values(
              e.items.map((item, position) => ({
                id: `${e.lotId}|${item.itemId}|${position}`,
                receipt_id: e.lotId,
                lot_number: e.lotNumber,
                position,
                length: item.length,
                width: item.width,
                height: item.height,
                quantity: item.quantity,
                volume_m3: item.volumeM3,
                grade: item.grade,
                notes: item.notes
              }))
            )
            .execute()
        }
        await writeHistory(
          trx,
          event,
          e,
          "SUBMIT",
          e.submittedByName,
          `${e.actualPieces} sleeper(s), ${formatVolume(e.actualVolumeM3)} m³; ${e.status === "COMPLETED" ? "completed" : "sent for admin approval"}`
        )
        return [LiveTopics.lot(e.lotId)]
      case "ReceiptApproved":
        return [LiveTopics.lot(e.lotId)]
      case "ReceiptReturned":
        await trx.deleteFrom("receipt_items").where("receipt_id", "=", e.lotId).execute()
        await writeDraft(trx, e, e.measurements, at, userEmail)
        await writeHistory(trx, event, e, "UPDATE", userEmail ?? "approver", `Rejected by the approver: ${summary(e.measurements)} back in the draft`)
        return [LiveTopics.lot(e.lotId)]
      case "LotDeleted":
        await trx.deleteFrom("receipt_drafts").where("receipt_id", "=", e.lotId).execute()
        await trx.deleteFrom("receipt_history").where("receipt_id", "=", e.lotId).execute()
        return []
      default:
        return absurd(e)
    }
  },
  reset: async (trx) => {
    await trx.deleteFrom("receipt_drafts").execute()
    await trx.deleteFrom("receipt_history").execute()
    await trx.deleteFrom("receipt_items").execute()
  }
}
