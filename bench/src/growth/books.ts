import { EMPTY_STOCK, WoodTypeId, type StockQuantities, type StockRowKey } from "@timber/contracts"
import {
  STOCK_ROW_EVENTS_PER_BOOK,
  STOCK_ROW_STREAM_PREFIX,
  stockRowStream,
  WOOD_TYPE_USES_PER_PERIOD,
  WOOD_TYPE_USES_STREAM_PREFIX,
  woodTypeUsesStream
} from "@timber/domain"
import type { NewEvent, RecordedEvent } from "@timber/eventstore"
import { randomUUID } from "node:crypto"

/** A copied event and the stream it goes to. */
export interface Placed {
  readonly streamId: string
  readonly event: NewEvent
}

/** A stream the product keeps on books, as the copies have left it so far. */
interface Book {
  period: number
  /** Events in the current book (its opening included). */
  events: number
  /** Wood-type uses: the running count. */
  count: number
  /** Stock rows: the quantities (pieces and m³) and minimum a new book carries. */
  quantities: { -readonly [B in keyof StockQuantities]: number }
  volumes: { -readonly [B in keyof StockQuantities]: number }
  minimum: number | null
}

const USES_STREAM = new RegExp(`^${WOOD_TYPE_USES_STREAM_PREFIX}(.+)-(\\d+)$`)
/** A stock row's book 0 (the template's rows never turn a book: a business day is a few events). */
const ROW_STREAM = new RegExp(`^${STOCK_ROW_STREAM_PREFIX}([^@]+)$`)

const newBook = (period: number): Book => ({ period, events: 0, count: 0, quantities: { ...EMPTY_STOCK }, volumes: { ...EMPTY_STOCK }, minimum: null })

/** What one event does to its book. */
const count = (book: Book, type: string, data: Record<string, unknown>) => {
  book.events++
  if (type === "WoodTypeUsed") book.count++
  else if (type === "WoodTypeUseReleased") book.count = Math.max(0, book.count - 1)
  else if (type === "WoodTypeUsesOpened") book.count = data.count as number
  else if (type === "StockMoved")
    for (const change of data.changes as ReadonlyArray<{ bucket: keyof StockQuantities; after: number; m3After?: number }>) {
      book.quantities[change.bucket] = change.after
      if (change.m3After !== undefined) book.volumes[change.bucket] = change.m3After
    }
  else if (type === "StockMinimumSet") book.minimum = data.minimum as number | null
}

/**
 * The copies' events on streams the product keeps on books, rolled as the product rolls them:
 * a wood type's uses (domain wood-type/uses.ts) and a stock row's movements (domain
 * stock-row/books.ts). Every copy's event names the template's stream (period or book 0), so the
 * roller moves it to the current one and, when that is full, closes it and opens the next with
 * what it carries (the use count; the row's quantities and minimum), as the command that finds it
 * full does in the product. Without it, a filled store would hold one stream of 100,000 uses, or
 * of every movement of a row, that the product itself never writes.
 */
export const makeBookRoller = (template: ReadonlyArray<RecordedEvent>) => {
  const books = new Map<string, Book>()
  for (const event of template) {
    const uses = USES_STREAM.exec(event.streamId)
    const row = ROW_STREAM.exec(event.streamId)
    if (!uses && !row) continue
    const key = uses ? `uses:${uses[1]}` : `row:${row![1]}`
    let book = books.get(key)
    if (!book) books.set(key, (book = newBook(uses ? Number(uses[2]) : 0)))
    count(book, event.type, event.data as Record<string, unknown>)
  }
  const event = (type: string, data: object, metadata: NewEvent["metadata"]): NewEvent => ({ id: randomUUID(), type, data, metadata })

  /** The events that close a full book and open the next: on the product's own streams, with what the next book carries. */
  const turnOver = (placed: Placed, key: string, book: Book): ReadonlyArray<Placed> => {
    const { metadata } = placed.event
    const next = book.period + 1
    if (key.startsWith("uses:")) {
      const woodTypeId = WoodTypeId.make(key.slice("uses:".length))
      return [
        {
          streamId: woodTypeUsesStream(woodTypeId, book.period),
          event: event("WoodTypeUsesClosed", { woodTypeId, period: book.period, count: book.count, next }, metadata)
        },
        { streamId: woodTypeUsesStream(woodTypeId, next), event: event("WoodTypeUsesOpened", { woodTypeId, period: next, count: book.count }, metadata) }
      ]
    }
    const data = placed.event.data as StockRowKey & { readonly stockRowId: string }
    // a row in nominal sizes is named by its product and width too: its stream is not the legacy row's of that thickness
    const row = {
      stockRowId: data.stockRowId,
      warehouseId: data.warehouseId,
      woodTypeId: data.woodTypeId,
      thickness: data.thickness,
      ...(data.product === undefined ? {} : { product: data.product, width: data.width ?? null })
    }
    return [
      { streamId: stockRowStream(row, book.period), event: event("StockRowBookClosed", { ...row, period: book.period, next }, metadata) },
      {
        streamId: stockRowStream(row, next),
        event: event(
          "StockRowBookOpened",
          { ...row, period: next, quantities: { ...book.quantities }, volumes: { ...book.volumes }, minimum: book.minimum },
          metadata
        )
      }
    ]
  }

  /** The copied events with each on its stream's current book, and the turn-overs the full books need. */
  return (copied: ReadonlyArray<Placed>): Array<Placed> => {
    const out: Placed[] = []
    for (const placed of copied) {
      const uses = USES_STREAM.exec(placed.streamId)
      const row = uses ? null : ROW_STREAM.exec(placed.streamId)
      const key = uses ? `uses:${uses[1]}` : row ? `row:${row[1]}` : null
      if (key === null) {
        out.push(placed)
        continue
      }
      let book = books.get(key)
      if (!book) books.set(key, (book = newBook(0)))
      // only a full book turns over: a row's first events open its book 0 as they are
      if (book.events >= (uses ? WOOD_TYPE_USES_PER_PERIOD : STOCK_ROW_EVENTS_PER_BOOK)) {
        out.push(...turnOver(placed, key, book))
        Object.assign(book, { period: book.period + 1, events: 1 })
      }
      out.push({
        streamId: uses ? woodTypeUsesStream(WoodTypeId.make(uses[1]!), book.period) : stockRowStream(placed.event.data as StockRowKey, book.period),
        event: placed.event
      })
      count(book, placed.event.type, placed.event.data as Record<string, unknown>)
    }
    return out
  }
}
