import { STOCK_ROW_EVENTS_PER_BOOK, WOOD_TYPE_USES_PER_PERIOD } from "@timber/domain"
import type { RecordedEvent } from "@timber/eventstore"
import { describe, expect, it } from "vitest"
import { makeBookRoller } from "./books"

const WOOD_TYPE = "7cbf5f6f-1b6d-4049-99c8-f70109cfe2f1"
const PERIOD_0 = `WoodTypeUses-${WOOD_TYPE}-0`
const metadata = { userId: "u-admin", occurredAt: "2026-12-06T20:00:00.000Z" }

let position = 0n
const recorded = (type: string, data: object): RecordedEvent => ({
  id: `e-${++position}`,
  streamId: PERIOD_0,
  revision: position,
  position,
  type,
  data,
  metadata,
  recordedAt: new Date()
})
const use = (n: number) => ({
  streamId: PERIOD_0,
  event: { id: `copy-${n}`, type: "WoodTypeUsed", data: { woodTypeId: WOOD_TYPE, usedBy: `Lot-${n}` }, metadata }
})

describe("the growth bench's copies keep a wood type's uses on books, as the product does", () => {
  it("given a template period one use short of full, the first copy's use fills it and the next closes it, opens period 1 with the count carried, and lands there", () => {
    const template = [
      recorded("WoodTypeUsesOpened", { woodTypeId: WOOD_TYPE, period: 0, count: 0 }),
      ...Array.from({ length: WOOD_TYPE_USES_PER_PERIOD - 2 }, (_, i) => recorded("WoodTypeUsed", { woodTypeId: WOOD_TYPE, usedBy: `Lot-t${i}` }))
    ]
    const roll = makeBookRoller(template)
    expect(roll([use(1)]).map((placed) => [placed.streamId, placed.event.type])).toEqual([[PERIOD_0, "WoodTypeUsed"]])
    const second = roll([use(2)])
    expect(second.map((placed) => [placed.streamId, placed.event.type, placed.event.data])).toEqual([
      [PERIOD_0, "WoodTypeUsesClosed", { woodTypeId: WOOD_TYPE, period: 0, count: WOOD_TYPE_USES_PER_PERIOD - 1, next: 1 }],
      [`WoodTypeUses-${WOOD_TYPE}-1`, "WoodTypeUsesOpened", { woodTypeId: WOOD_TYPE, period: 1, count: WOOD_TYPE_USES_PER_PERIOD - 1 }],
      [`WoodTypeUses-${WOOD_TYPE}-1`, "WoodTypeUsed", { woodTypeId: WOOD_TYPE, usedBy: "Lot-2" }]
    ])
  })

  it("given events of other streams, they pass as they are", () => {
    const roll = makeBookRoller([])
    const other = { streamId: "Lot-1", event: { id: "x", type: "LotCreated", data: {}, metadata } }
    expect(roll([other])).toEqual([other])
  })
})

describe("the growth bench's copies keep a stock row's movements on books, as the product does", () => {
  const WAREHOUSE = "0b8e1f4c-5d7a-4c2e-9f1a-3b6d8e2c4a10"
  const ROW_ID = `${WAREHOUSE}~${WOOD_TYPE}~2"`
  const row = { stockRowId: ROW_ID, warehouseId: WAREHOUSE, woodTypeId: WOOD_TYPE, thickness: '2"' }
  const moved = (n: number, before: number) => ({
    streamId: `StockRow-${ROW_ID}`,
    event: {
      id: `move-${n}`,
      type: "StockMoved",
      data: { ...row, movementId: `m-${n}`, changes: [{ bucket: "NOT_DRIED", before, after: before + 1, change: 1 }] },
      metadata
    }
  })

  it("given a row's book 0 one event short of full, the next movement fills it and the one after opens book 1 with the quantities carried", () => {
    const roll = makeBookRoller([])
    const first = roll(Array.from({ length: STOCK_ROW_EVENTS_PER_BOOK }, (_, i) => moved(i, i)))
    expect(new Set(first.map((placed) => placed.streamId))).toEqual(new Set([`StockRow-${ROW_ID}`]))
    const next = roll([moved(STOCK_ROW_EVENTS_PER_BOOK, STOCK_ROW_EVENTS_PER_BOOK)])
    expect(next.map((placed) => [placed.streamId, placed.event.type])).toEqual([
      [`StockRow-${ROW_ID}`, "StockRowBookClosed"],
      [`StockRow-${ROW_ID}@book-1`, "StockRowBookOpened"],
      [`StockRow-${ROW_ID}@book-1`, "StockMoved"]
    ])
    expect(next[1]!.event.data).toMatchObject({ period: 1, minimum: null, quantities: { NOT_DRIED: STOCK_ROW_EVENTS_PER_BOOK, DRIED: 0 } })
  })
})

describe("the growth bench's copies turn a nominal row's book on that row's own stream", () => {
  const WAREHOUSE = "0b8e1f4c-5d7a-4c2e-9f1a-3b6d8e2c4a10"
  const ROW_ID = `${WAREHOUSE}~${WOOD_TYPE}~PLANK~1"~4"`
  const row = { stockRowId: ROW_ID, warehouseId: WAREHOUSE, woodTypeId: WOOD_TYPE, thickness: '1"', product: "PLANK", width: '4"' }
  const moved = (n: number) => ({
    streamId: `StockRow-${ROW_ID}`,
    event: {
      id: `move-${n}`,
      type: "StockMoved",
      data: {
        ...row,
        movementId: `m-${n}`,
        changes: [{ bucket: "NOT_DRIED", before: n, after: n + 1, change: 1, m3Before: n / 100, m3After: (n + 1) / 100, m3Change: 0.01 }]
      },
      metadata
    }
  })

  it('given a full book of planks 1" × 4", then the next movement closes it and opens book 1 of planks 1" × 4" (never the legacy 1" row) with the pieces and m³ carried', () => {
    const roll = makeBookRoller([])
    roll(Array.from({ length: STOCK_ROW_EVENTS_PER_BOOK }, (_, i) => moved(i)))
    const next = roll([moved(STOCK_ROW_EVENTS_PER_BOOK)])
    expect(next.map((placed) => [placed.streamId, placed.event.type])).toEqual([
      [`StockRow-${ROW_ID}`, "StockRowBookClosed"],
      [`StockRow-${ROW_ID}@book-1`, "StockRowBookOpened"],
      [`StockRow-${ROW_ID}@book-1`, "StockMoved"]
    ])
    expect(next[1]!.event.data).toMatchObject({
      product: "PLANK",
      width: '4"',
      quantities: { NOT_DRIED: STOCK_ROW_EVENTS_PER_BOOK },
      volumes: { NOT_DRIED: STOCK_ROW_EVENTS_PER_BOOK / 100 }
    })
  })
})
