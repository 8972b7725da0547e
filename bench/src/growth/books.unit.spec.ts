import { WOOD_TYPE_USES_PER_PERIOD } from "@timber/domain"
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
