import { DryingMessages, StockMessages, WarehouseId, WarehouseMessages, WoodTypeId, type StockRowKey } from "@timber/contracts"
import { Effect, Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { DryingDecider } from "../../drying-batch/decider"
import { StockMovements } from "../../stock-row/movements"
import {
  archivedYard,
  batchOf,
  doc,
  dryingId,
  mainYard,
  mvule,
  noWarehouse,
  noWoodType,
  NOW,
  row,
  setupFields,
  startedFrom,
  yardWithoutStock
} from "../../testing/drying-steps"
import { StepSpec } from "../../testing/decider-spec"
import { dryingStockAsked, startDrying, type DryingStockAsked, type StartDryingGiven, type StartDryingIntent } from "./decide"

const spec = StepSpec(startDrying)
const fresh = DryingDecider.initialState

/** Start 30 pieces of 2" Mvule from the main yard's stock. */
const intent = (change: Partial<StartDryingIntent> = {}): StartDryingIntent => ({
  dryingId,
  batchNumber: "DB-2026-0001",
  setup: { woodTypeId: "wt", thickness: 50.8, pieceCount: 30, startingHumidity: 42, startingElectricityUnits: 1000, startTime: setupFields.startTime },
  stock: { warehouseId: " w1 ", stockThickness: '2"' },
  createdByName: "Asha",
  now: NOW,
  ...change
})
const fromStock = (change: Partial<StartDryingGiven> = {}): StartDryingGiven => ({
  batch: fresh,
  woodType: mvule,
  stock: { row, warehouse: mainYard },
  ...change
})

describe("starting a drying batch", () => {
  it("given the row holds the stock, when a batch starts from it, then the batch records it took its pieces and they go NOT_DRIED → UNDER_DRYING", () =>
    spec
      .given(fromStock())
      .when(intent())
      .then({
        batch: [startedFrom(true)],
        stock: StockMovements.startDrying(doc, row, 30),
        usesWoodType: WoodTypeId.make("wt")
      }))

  it("given a start that says not to use stock, when it starts, then nothing moves and the batch keeps the thickness it named", () =>
    spec
      .given(fromStock({ stock: null }))
      .when(intent({ stock: { warehouseId: "w1", stockThickness: '2"', useStock: false } }))
      .then((decided) => {
        expect(decided.stock).toEqual([])
        expect(decided.batch).toEqual([startedFrom(false)])
      }))

  it("given no warehouse named, when a batch starts, then it takes no stock", () =>
    spec
      .given(fromStock({ stock: null }))
      .when(intent({ stock: { stockThickness: '2"' } }))
      .then((decided) => {
        expect(decided.stock).toEqual([])
        expect(decided.batch).toEqual([{ ...startedFrom(false), warehouseId: null }])
      }))

  it("given a start naming no stock thickness, when it starts, then it takes no stock and records none", () =>
    spec
      .given(fromStock({ stock: null }))
      .when(intent({ stock: { warehouseId: "w1" } }))
      .then((decided) => {
        expect(decided.stock).toEqual([])
        expect(decided.batch[0]).toMatchObject({ warehouseId: "w1", stockThickness: null, stockTaken: false })
      }))

  it("given a start that says not to use stock, when it is decided with the row read all the same, then nothing moves", () =>
    spec
      .given(fromStock())
      .when(intent({ stock: { warehouseId: "w1", stockThickness: '2"', useStock: false } }))
      .then((decided) => {
        expect(decided.stock).toEqual([])
        expect(decided.batch).toEqual([startedFrom(false)])
      }))

  it("given a start that asks for stock, when it is decided without the row that holds it, then it is a defect, never a batch recorded as taking no stock", () =>
    expect(() => Effect.runSync(startDrying(fromStock({ stock: null }), intent()))).toThrow("decided on the row that holds it"))

  it("given blank notes, when a batch starts, then it has none", () =>
    spec
      .given(fromStock())
      .when(intent({ setup: { ...intent().setup, notes: "   " } }))
      .then((decided) => expect(decided.batch[0]).toMatchObject({ notes: null })))

  it("given a thickness in inches, when a batch starts, then its thickness is recorded in mm", () =>
    spec
      .given(fromStock())
      .when(intent({ setup: { ...intent().setup, thickness: 2, thicknessUnit: "inch" } }))
      .then((decided) => expect(decided.batch[0]).toMatchObject({ thicknessMm: 50.8 })))

  it("given a legacy row carried over to nominal sizes, when a batch names it, then the batch and its movement name the row that holds the stock", () => {
    const held: StockRowKey = { ...row, product: "PLANK", width: '8"' }
    spec
      .given(fromStock({ stock: { row: held, warehouse: mainYard } }))
      .when(intent())
      .then((decided) => {
        expect(decided.batch[0]).toMatchObject({ stockThickness: '2"', stockProduct: "PLANK", stockWidth: '8"', stockTaken: true })
        expect(decided.stock).toEqual(StockMovements.startDrying(doc, held, 30))
      })
  })

  it("given the batch was stored by a try that died before answering, when the start is decided again, then it records and moves nothing", () =>
    spec
      .given(fromStock({ batch: batchOf(startedFrom(true)) }))
      .when(intent())
      .then({ batch: [], stock: [], usesWoodType: WoodTypeId.make("wt") }))

  it("given no such wood type, when a batch starts, then it is refused: Please select a wood type", () =>
    spec
      .given(fromStock({ woodType: noWoodType }))
      .when(intent())
      .thenError("ValidationError", DryingMessages.woodTypeRequired))

  it("given a stock thickness that names no thickness, when a batch starts, then the thickness is refused before anything else", () =>
    spec
      .given(fromStock({ woodType: noWoodType }))
      .when(intent({ stock: { warehouseId: "w1", stockThickness: "thick" } }))
      .thenError("ValidationError", StockMessages.thicknessInvalid))

  it("given a refused wood type or stock thickness, then the refusal names the form's field, so the form shows it there", () => {
    const refusal = (given: StartDryingGiven, start: StartDryingIntent) => Effect.runSync(Effect.flip(startDrying(given, start))).details
    expect(refusal(fromStock({ woodType: noWoodType }), intent())).toEqual({ fields: [{ path: "woodTypeId", message: DryingMessages.woodTypeRequired }] })
    expect(refusal(fromStock(), intent({ stock: { warehouseId: "w1", stockThickness: "thick" } }))).toEqual({
      fields: [{ path: "stockThickness", message: StockMessages.thicknessInvalid }]
    })
  })

  it("given the stock's warehouse is archived, when a batch starts from it, then it is refused in the warehouse's words", () =>
    spec
      .given(fromStock({ stock: { row, warehouse: archivedYard } }))
      .when(intent())
      .thenError("BusinessRuleViolation", WarehouseMessages.archivedReadOnly))

  it("given the warehouse keeps no stock, when a batch starts from it, then it is refused", () =>
    spec
      .given(fromStock({ stock: { row, warehouse: yardWithoutStock } }))
      .when(intent())
      .thenError("BusinessRuleViolation", StockMessages.warehouseNotStockControlled))

  it("given no such warehouse, when a batch starts from it, then it is not found", () =>
    spec
      .given(fromStock({ stock: { row: { ...row, warehouseId: WarehouseId.make("w9") }, warehouse: noWarehouse } }))
      .when(intent())
      .thenError("NotFound"))

  it("given a start more than a day ahead of now, when it starts, then the batch's own physics refuse it", () =>
    spec
      .given(fromStock())
      .when(intent({ setup: { ...intent().setup, startTime: "2026-11-25T06:00:00.000Z" } }))
      .thenError("BusinessRuleViolation"))

  it("whatever the piece count, a start takes from NOT_DRIED exactly the pieces it puts UNDER_DRYING: no piece appears or vanishes", () =>
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (pieces) =>
        spec
          .given(fromStock())
          .when(intent({ setup: { ...intent().setup, pieceCount: pieces } }))
          .then((decided) => {
            expect(decided.stock.map((movement) => movement.changes)).toEqual([{ NOT_DRIED: -pieces, UNDER_DRYING: pieces }])
            expect(decided.batch[0]).toMatchObject({ pieceCount: pieces })
          })
      )
    ))
})

describe("the stock a drying start names (the row the command service reads before the step)", () => {
  const asked = (stock: DryingStockAsked) => Either.getOrThrow(Effect.runSync(Effect.either(dryingStockAsked(stock, "wt"))))

  it("given a warehouse and a thickness, then the row is that thickness of the wood type in that warehouse, its id trimmed", () =>
    expect(asked({ warehouseId: " w1 ", stockThickness: '2"' })).toEqual({ warehouseId: "w1", thickness: '2"', row }))

  it("given a product and a nominal width, then the row is that product's, of that width", () =>
    expect(asked({ warehouseId: "w1", stockThickness: '2"', stockProduct: "PLANK", stockWidth: ' 8" ' }).row).toEqual({
      ...row,
      product: "PLANK",
      width: '8"'
    }))

  it("given a product with a blank width, then the row is that product's with no width", () =>
    expect(asked({ warehouseId: "w1", stockThickness: '2"', stockProduct: "SLEEPER", stockWidth: "  " }).row).toEqual({
      ...row,
      product: "SLEEPER",
      width: null
    }))

  it("given a blank warehouse, a blank thickness or none, then no row is read", () => {
    expect(asked({ warehouseId: "  ", stockThickness: '2"' })).toEqual({ warehouseId: null, thickness: '2"', row: null })
    expect(asked({ warehouseId: "w1", stockThickness: "  " })).toEqual({ warehouseId: "w1", thickness: null, row: null })
    expect(asked({})).toEqual({ warehouseId: null, thickness: null, row: null })
  })
})
