import { StockMoved, StockRowId, WarehouseId, WoodTypeId } from "@timber/contracts"
import type { RecordedEvent } from "@timber/eventstore"
import { describe, expect, it } from "vitest"
import { stockCarryOverProcess } from "./stock-carry-over.process"

const moved = (size: { readonly thickness: string; readonly product?: "SLEEPER" | "PLANK"; readonly width?: string | null }, movementId: string) =>
  StockMoved.make({
    stockRowId: StockRowId.make(size.product === undefined ? `yard~teak~${size.thickness}` : `yard~teak~${size.product}~${size.thickness}~${size.width}`),
    warehouseId: WarehouseId.make("yard"),
    woodTypeId: WoodTypeId.make("teak"),
    ...size,
    movementId,
    source: "RECEIPT_COMPLETED",
    sourceDocumentId: "lot-1",
    sourceDocumentNumber: "LOT-1",
    reason: "Receipt completed",
    notes: null,
    changes: [{ bucket: "NOT_DRIED", before: 0, after: 2, change: 2 }]
  })
const recorded = {} as RecordedEvent
const { initialState, evolve, react } = stockCarryOverProcess

describe("the stock-carry-over process (issue 37 item 5)", () => {
  it("given a legacy row's movement, then it asks to carry that row over, once: the row's later movements ask nothing", () => {
    const first = moved({ thickness: '5.91"' }, "m1")
    expect(react(initialState, first, recorded).map((r) => r.streamId)).toEqual(['StockRow-yard~teak~5.91"'])
    const asked = evolve(initialState, first, recorded)
    expect(react(asked, moved({ thickness: '5.91"' }, "m2"), recorded)).toEqual([])
    expect(react(asked, moved({ thickness: '6.3"' }, "m3"), recorded)).toHaveLength(1)
  })

  it("given a movement of a row in nominal sizes, then it asks nothing", () => {
    expect(react(initialState, moved({ product: "SLEEPER", thickness: '6"', width: '9"' }, "m4"), recorded)).toEqual([])
  })
})
