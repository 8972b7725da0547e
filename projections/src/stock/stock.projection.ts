import { decodeEvent, LiveTopics, metadataOf, STOCK_EVENT_TYPES, StockEvent, type StockBucket } from "@timber/contracts"
import { absurd } from "effect"
import type { Projection } from "../runner/projection"

/** The column of each quantity. */
export const BUCKET_COLUMNS = {
  NOT_DRIED: "not_dried",
  UNDER_DRYING: "under_drying",
  DRIED: "dried",
  DAMAGED: "damaged",
  IN_TRANSIT_OUT: "in_transit_out",
  IN_TRANSIT_IN: "in_transit_in"
} as const satisfies Record<StockBucket, string>

/**
 * Stock rows and the stock ledger, in one projection so they can never disagree: each
 * StockMoved sets the row's quantities to the event's "after" figures and writes one ledger
 * line per quantity it changed.
 */
export const stockProjection: Projection = {
  name: "stock",
  version: 1,
  eventTypes: STOCK_EVENT_TYPES,
  tables: ["stock_rows", "stock_ledger"],
  apply: async (trx, event) => {
    const e = decodeEvent(StockEvent, event)
    const meta = metadataOf(event)
    const at = meta.occurredAt
    if (e._tag === "StockFellBelowMinimum") return []
    const row = {
      id: e.stockRowId,
      warehouse_id: e.warehouseId,
      wood_type_id: e.woodTypeId,
      thickness: e.thickness,
      not_dried: 0,
      under_drying: 0,
      dried: 0,
      damaged: 0,
      in_transit_out: 0,
      in_transit_in: 0,
      minimum_level: null,
      updated_at: at
    }
    await trx
      .insertInto("stock_rows")
      .values(row)
      .onConflict((oc) => oc.column("id").doNothing())
      .execute()
    switch (e._tag) {
      case "StockMoved": {
        const set: Record<string, number | string> = { updated_at: at }
        for (const c of e.changes) set[BUCKET_COLUMNS[c.bucket]] = c.after
        await trx.updateTable("stock_rows").set(set).where("id", "=", e.stockRowId).execute()
        await trx
          .insertInto("stock_ledger")
          .values(
            e.changes.map((c, line) => ({
              id: `${event.id}:${c.bucket}`,
              position: event.position.toString(),
              line,
              occurred_at: at,
              actor_id: meta.userId,
              actor_email: meta.userEmail,
              stock_row_id: e.stockRowId,
              warehouse_id: e.warehouseId,
              wood_type_id: e.woodTypeId,
              thickness: e.thickness,
              bucket: c.bucket,
              before: c.before,
              after: c.after,
              change: c.change,
              reason: e.reason,
              source: e.source,
              source_document_id: e.sourceDocumentId,
              source_document_number: e.sourceDocumentNumber,
              notes: e.notes,
              movement_id: e.movementId
            }))
          )
          .onConflict((oc) => oc.column("id").doNothing())
          .execute()
        break
      }
      case "StockMinimumSet":
        await trx.updateTable("stock_rows").set({ minimum_level: e.minimum, updated_at: at }).where("id", "=", e.stockRowId).execute()
        break
      default:
        return absurd(e)
    }
    return [LiveTopics.stock, LiveTopics.warehouses]
  },
  reset: async (trx) => {
    await trx.deleteFrom("stock_ledger").execute()
    await trx.deleteFrom("stock_rows").execute()
  }
}
