import { decodeEvent, LiveTopics, metadataOf, STOCK_EVENT_TYPES, StockEvent, type StockBucket } from "@timber/contracts"
import { absurd } from "effect"
import { batched, type Projection } from "../runner/projection"
import { decodeOrPoison, RowWrites } from "../runner/row-writes"

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
  insertOnly: ["stock_ledger"],
  // the batch folded in memory: each stock row written once with its last figures, the ledger lines in one insert
  ...batched(async (trx, events) => {
    const rows = new RowWrites(trx, "stock_rows")
    const ledger = new RowWrites(trx, "stock_ledger", "keep")
    let touched = false
    for (const event of events) {
      const e = decodeOrPoison((recorded) => decodeEvent(StockEvent, recorded), event)
      const meta = metadataOf(event)
      const at = meta.occurredAt
      // a fall is the low-stock process's; a book's close and open carry the row's figures over unchanged
      if (e._tag === "StockFellBelowMinimum" || e._tag === "StockRowBookClosed" || e._tag === "StockRowBookOpened") continue
      rows.ensure(e.stockRowId, {
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
      })
      touched = true
      switch (e._tag) {
        case "StockMoved": {
          const set: Record<string, number | string> = { updated_at: at }
          for (const c of e.changes) set[BUCKET_COLUMNS[c.bucket]] = c.after
          rows.change(e.stockRowId, set)
          e.changes.forEach((c, line) =>
            ledger.insert(`${event.id}:${c.bucket}`, {
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
            })
          )
          break
        }
        case "StockMinimumSet":
          rows.change(e.stockRowId, { minimum_level: e.minimum, updated_at: at })
          break
        default:
          return absurd(e)
      }
    }
    await rows.flush()
    await ledger.flush()
    return touched ? [LiveTopics.stock, LiveTopics.warehouses] : []
  }),
  reset: async (trx) => {
    await trx.deleteFrom("stock_ledger").execute()
    await trx.deleteFrom("stock_rows").execute()
  }
}
