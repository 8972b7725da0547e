import { decodeEvent, eventTypesOf, LiveTopics, LotDeleted, metadataOf, ReceiptEvent, type SleeperMeasurement } from "@timber/contracts"
import { formatVolume, measurementTotals } from "@timber/domain/calculators/sleeper-volume"
import type { RecordedEvent } from "@timber/eventstore"
import { absurd, Schema } from "effect"
import type { Insertable } from "kysely"
import type { ReadModels, ReadTrx } from "../database"
import { batched, type Projection } from "../runner/projection"
import { decodeOrPoison, OwnedRows } from "../runner/row-writes"

/** What the receipt read models hear: receipt processing, and the LOT's deletion. */
const ReceiptModelEvent = Schema.Union(ReceiptEvent, LotDeleted)

const summary = (measurements: ReadonlyArray<SleeperMeasurement>) => {
  const totals = measurementTotals(measurements)
  return `${totals.pieces} sleeper(s), ${formatVolume(totals.volumeM3)} m³`
}

/** A LOT's draft row as the batch leaves it: its stored one dropped first, then this one written (or kept if stored, its draft columns changed). */
interface DraftFate {
  dropped: boolean
  row: Insertable<ReadModels["receipt_drafts"]> | null
}

/**
 * Each LOT's single draft, folded over a batch: one DELETE for every LOT whose draft went, then
 * one multi-row upsert of the drafts saved (a stored draft keeps its LOT columns and takes the
 * new measurements, as one upsert per save would).
 */
class DraftWrites {
  readonly #fates = new Map<string, DraftFate>()
  constructor(private readonly trx: ReadTrx) {}

  save(e: { lotId: string; lotNumber: string }, measurements: ReadonlyArray<SleeperMeasurement>, at: string, by: string | null) {
    const fate = this.#fates.get(e.lotId) ?? { dropped: false, row: null }
    const draft = { measurements: JSON.stringify(measurements), updated_at: at, updated_by: by }
    fate.row = fate.row ? { ...fate.row, ...draft } : { id: e.lotId, receipt_id: e.lotId, lot_number: e.lotNumber, ...draft }
    this.#fates.set(e.lotId, fate)
  }

  drop(lotId: string) {
    this.#fates.set(lotId, { dropped: true, row: null })
  }

  async flush() {
    const fates = [...this.#fates.entries()]
    this.#fates.clear()
    const dropped = fates.filter(([, fate]) => fate.dropped).map(([lotId]) => lotId)
    if (dropped.length > 0) await this.trx.deleteFrom("receipt_drafts").where("receipt_id", "in", dropped).execute()
    const rows = fates.flatMap(([, fate]) => (fate.row ? [fate.row] : []))
    if (rows.length === 0) return
    await this.trx
      .insertInto("receipt_drafts")
      .values(rows)
      .onConflict((oc) =>
        oc.column("id").doUpdateSet((eb) => ({
          measurements: eb.ref("excluded.measurements"),
          updated_at: eb.ref("excluded.updated_at"),
          updated_by: eb.ref("excluded.updated_by")
        }))
      )
      .execute()
  }
}

/**
 * Receipt processing's reads: each LOT's single draft, its history and its submitted items,
 * folded over a batch: a LOT's drafts, history lines and items each written in one statement
 * for the whole batch (the rows a LOT drops deleted first, in one statement per table).
 */
const applyBatch = async (trx: ReadTrx, events: ReadonlyArray<RecordedEvent>): Promise<ReadonlyArray<string>> => {
  const drafts = new DraftWrites(trx)
  // one history entry per draft save and submission (spec section 4), keyed by its event so a replay writes it once
  const history = new OwnedRows(trx, "receipt_history", "receipt_id", "keep")
  const items = new OwnedRows(trx, "receipt_items", "receipt_id")
  const topics = new Set<string>()
  for (const event of events) {
    const e = decodeOrPoison((recorded) => decodeEvent(ReceiptModelEvent, recorded), event)
    const { occurredAt: at, userEmail, userId } = metadataOf(event)
    const writeHistory = (action: "CREATE" | "UPDATE" | "SUBMIT", userName: string, details: string) =>
      history.add(e.lotId, {
        id: event.id,
        receipt_id: e.lotId,
        lot_number: e.lotNumber,
        user_id: userId,
        user_name: userName,
        action,
        timestamp: at,
        details
      })
    switch (e._tag) {
      case "ReceiptDraftSaved":
        drafts.save(e, e.measurements, at, userEmail)
        writeHistory(e.action, e.savedByName, summary(e.measurements))
        break
      case "ReceiptDraftDeleted":
        drafts.drop(e.lotId)
        break
      case "ReceiptSubmitted":
        drafts.drop(e.lotId)
        items.clear(e.lotId)
        e.items.forEach((item, position) =>
          items.add(e.lotId, {
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
          })
        )
        writeHistory(
          "SUBMIT",
          e.submittedByName,
          `${e.actualPieces} sleeper(s), ${formatVolume(e.actualVolumeM3)} m³; ${e.status === "COMPLETED" ? "completed" : "sent for admin approval"}`
        )
        break
      case "ReceiptApproved":
        break
      case "ReceiptReturned":
        items.clear(e.lotId)
        drafts.save(e, e.measurements, at, userEmail)
        writeHistory("UPDATE", userEmail ?? "approver", `Rejected by the approver: ${summary(e.measurements)} back in the draft`)
        break
      case "LotDeleted":
        drafts.drop(e.lotId)
        history.clear(e.lotId)
        continue
      default:
        return absurd(e)
    }
    topics.add(LiveTopics.lot(e.lotId))
  }
  await drafts.flush()
  await history.flush()
  await items.flush()
  return [...topics]
}

/** Receipt processing's reads: each LOT's single draft, its history and its submitted items. */
export const receiptsProjection: Projection = {
  name: "receipt-processing",
  version: 1,
  eventTypes: eventTypesOf(ReceiptModelEvent),
  tables: ["receipt_drafts", "receipt_history", "receipt_items"],
  ...batched(applyBatch),
  reset: async (trx) => {
    await trx.deleteFrom("receipt_drafts").execute()
    await trx.deleteFrom("receipt_history").execute()
    await trx.deleteFrom("receipt_items").execute()
  }
}
