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

/** The m³ column beside each quantity. */
export const BUCKET_M3_COLUMNS = {
  NOT_DRIED: "not_dried_m3",
  UNDER_DRYING: "under_drying_m3",
  DRIED: "dried_m3",
  DAMAGED: "damaged_m3",
  IN_TRANSIT_OUT: "in_transit_out_m3",
  IN_TRANSIT_IN: "in_transit_in_m3"
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
      if (e._tag === "StockRowCarriedOver") {
        // a legacy row carried over to nominal sizes holds nothing any more and names no size people use: Inventory lists
        // the row it went to (its ledger stays, ending with the carry-over)
        rows.remove(e.stockRowId)
        touched = true
        continue
      }
      if (e._tag === "StockFellBelowMinimum" || e._tag === "StockRowBookClosed" || e._tag === "StockRowBookOpened") continue
      rows.ensure(e.stockRowId, {
        id: e.stockRowId,
        warehouse_id: e.warehouseId,
        wood_type_id: e.woodTypeId,
        thickness: e.thickness,
        product: e.product ?? null,
        width: e.width ?? null,
        not_dried: 0,
        under_drying: 0,
        dried: 0,
        damaged: 0,
        in_transit_out: 0,
        in_transit_in: 0,
        minimum_level: null,
        not_dried_m3: 0,
        under_drying_m3: 0,
        dried_m3: 0,
        damaged_m3: 0,
        in_transit_out_m3: 0,
        in_transit_in_m3: 0,
        updated_at: at
      })
      touched = true
      switch (e._tag) {
        case "StockMoved": {
          const set: Record<string, number | string> = { updated_at: at }
          for (const c of e.changes) {
            set[BUCKET_COLUMNS[c.bucket]] = c.after
            // a line recorded before nominal sizes moved no m³: the quantity keeps its m³ unless it emptied (the decider's rule)
            if (c.m3After !== undefined) set[BUCKET_M3_COLUMNS[c.bucket]] = c.m3After
            else if (c.after === 0) set[BUCKET_M3_COLUMNS[c.bucket]] = 0
          }
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
              product: e.product ?? null,
              width: e.width ?? null,
              bucket: c.bucket,
              before: c.before,
              after: c.after,
              change: c.change,
              m3_change: c.m3Change ?? null,
              m3_after: c.m3After ?? null,
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
