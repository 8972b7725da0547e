import { SlicingMessages, WarehouseId, WoodTypeId, type LotEvent, type SlicingOperationEvent, type StockRowKey } from "@timber/contracts"
import { Effect, Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { fold } from "../../decider/decider"
import { LotDecider } from "../../lot/decider"
import { initialLotState } from "../../lot/state"
import { SlicingOperationDecider } from "../../slicing-operation/decider"
import { slicedStock } from "../../slicing-operation/sliced-stock"
import { heldStockOf } from "../../stock-row/held-stock"
import { StepSpec } from "../../testing/decider-spec"
import { rowHolding } from "../../testing/held-rows"
import { created, lotId, OP, operation, submitted } from "../../testing/slicing-fixtures"
import { endSlicing, endSlicingRows } from "./decide"

const spec = StepSpec(endSlicing)
const end = { _tag: "EndSlicingOperation", operationId: OP } as const
const ended: SlicingOperationEvent = { _tag: "SlicingOperationEnded", operationId: OP }

/** Sleeper 2 of LOT-9 is 15.24 cm × 20 cm: received into the yard's 6" × 8" sleeper row. */
const sleeperRow: StockRowKey = { warehouseId: WarehouseId.make("yard"), woodTypeId: WoodTypeId.make("teak"), product: "SLEEPER", thickness: '6"', width: '8"' }
/** The row a legacy 6" row was carried over to: its width never kept. */
const carriedRow: StockRowKey = { ...sleeperRow, width: null }

const operationOf = (events: ReadonlyArray<SlicingOperationEvent>) => fold(SlicingOperationDecider, events)
const lotOf = (events: ReadonlyArray<LotEvent>) => fold(LotDecider, events)
const stock = (own: number, carried: number) => heldStockOf([rowHolding(sleeperRow, { NOT_DRIED: own }), rowHolding(carriedRow, { NOT_DRIED: carried })])
const given = (own: number, carried = 0) => ({ operation: operationOf([operation(2)]), lot: lotOf([created(), submitted]), stock: stock(own, carried) })

/** What the operation's end moves and records, as slicing-operation/sliced-stock.ts decides it. */
const sliced = Effect.runSync(slicedStock(OP, operationOf([operation(2), ended]), lotOf([created(), submitted])))
const { _tag, lotId: _lot, ...sleeper } = sliced.lot
const lotRecords: ReadonlyArray<LotEvent> = [
  { _tag: "LotSlicingStarted", lotId, lotNumber: "LOT-9", status: "SLICING", operationId: OP },
  { _tag: "LotSleeperSliced", lotId, lotNumber: "LOT-9", status: "SLICING", ...sleeper }
]

describe("ending a slicing operation", () => {
  it("given a received LOT whose sleeper lies in its row, when the operation ends, then it ends, the LOT starts slicing and records the sleeper, and the sleeper leaves its row as its planks enter theirs", () =>
    spec
      .given(given(1))
      .when(end)
      .then({ operation: [ended], lot: lotRecords, stock: sliced.movements }))

  it("given a sleeper received before nominal sizes (its row holds none, the row its legacy row was carried over to holds it), then it leaves the carried row", () =>
    spec
      .given(given(0, 1))
      .when(end)
      .then({ operation: [ended], lot: lotRecords, stock: sliced.movements.map((m, i) => (i === 0 ? { ...m, row: carriedRow } : m)) }))

  it("given its sleeper no longer in stock (dried, transferred, sliced under another operation), then the end is refused in words that say so", () =>
    spec
      .given(given(0, 0))
      .when(end)
      .thenError(
        "BusinessRuleViolation",
        `Sleeper #2 of LOT LOT-9 is not in stock: its warehouse has no Not Dried Sleeper 6" × 8" pieces of this wood left (gone to drying or another warehouse?)`
      ))

  it("given an operation ended before (a double click), then nothing is decided again: no event, no stock moved twice", () =>
    spec
      .given({ ...given(1), operation: operationOf([operation(2), ended]) })
      .when(end)
      .then({ operation: [], lot: [], stock: [] }))

  it("given no LOT holds the operation's number, then the end is refused: its sleepers are not in stock", () =>
    spec
      .given({ ...given(1), lot: initialLotState })
      .when(end)
      .thenError("BusinessRuleViolation", SlicingMessages.lotNotInStock("LOT-9")))

  it("given an operation that does not exist, then it is not found", () =>
    spec
      .given({ ...given(1), operation: SlicingOperationDecider.initialState })
      .when(end)
      .thenError("NotFound", "Slicing operation not found"))

  it("names the rows it reads: the sleeper's own row, and the row its legacy row was carried over to only once the own row is read holding none; none for a LOT not received", () => {
    const [op, lot] = [operationOf([operation(2)]), lotOf([created(), submitted])]
    expect(endSlicingRows(op, lot)).toEqual([sleeperRow])
    expect(endSlicingRows(op, lot, stock(1, 0))).toEqual([sleeperRow])
    expect(endSlicingRows(op, lot, stock(0, 0))).toEqual([sleeperRow, carriedRow])
    expect(endSlicingRows(op, lotOf([created()]))).toEqual([])
  })

  it("a sleeper leaves stock only from a row that holds it: whatever the two rows hold, the end takes exactly one Not Dried piece from a row holding one (its own first), or is refused and moves nothing", () =>
    fc.assert(
      fc.property(fc.nat(3), fc.nat(3), (own, carried) => {
        const result = Effect.runSync(Effect.either(endSlicing(given(own, carried), end)))
        expect(Either.isLeft(result)).toBe(own === 0 && carried === 0)
        if (Either.isLeft(result)) return
        const out = result.right.stock.filter((m) => (m.changes.NOT_DRIED ?? 0) < 0)
        expect(out).toHaveLength(1)
        expect(out[0]!.changes).toEqual({ NOT_DRIED: -1 })
        expect(out[0]!.row).toEqual(own > 0 ? sleeperRow : carriedRow)
      })
    ))
})
