import { WarehouseId, WoodTypeId } from "@timber/contracts"
import fc from "fast-check"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { DeciderSpec } from "../testing/decider-spec"
import { StockRowDecider, stockRowStream } from "./decider"
import { receiptStockMovements, stockThicknessOfCm } from "./receipt-stock"

const receipt = (heights: ReadonlyArray<number>) => ({
  lotId: "lot-1",
  lotNumber: "LOT-7",
  woodTypeId: WoodTypeId.make("teak"),
  warehouseId: WarehouseId.make("w1"),
  product: "SLEEPER" as const,
  items: heights.map((height) => ({ height, width: 20, length: 240, quantity: 1 }))
})

describe("a completed receipt into stock", () => {
  it("keys a legacy row (before issue 37) by the thickness in inches as text", () => {
    expect(stockThicknessOfCm(2.54)).toBe('1"')
    expect(stockThicknessOfCm(15.24)).toBe('6"')
    expect(stockThicknessOfCm(15)).toBe('5.91"')
    expect(stockThicknessOfCm(6.35)).toBe('2.5"')
  })

  it("puts the sleepers in as NOT_DRIED, one movement per row in nominal sizes, the LOT as the source document", () => {
    const movements = receiptStockMovements(receipt([15.24, 12.7, 15.24]))
    expect(movements.map((m) => [m.row.product, m.row.thickness, m.row.width, m.changes, m.source, m.sourceDocumentNumber])).toEqual([
      ["SLEEPER", '5"', '8"', { NOT_DRIED: 1 }, "RECEIPT_COMPLETED", "LOT-7"],
      ["SLEEPER", '6"', '8"', { NOT_DRIED: 2 }, "RECEIPT_COMPLETED", "LOT-7"]
    ])
  })

  it('given sleepers measured 15 cm and 16 cm (issue 37 item 5), then one 6" row holding both, with their measured m³ and sizes kept', () => {
    const [movement, ...others] = receiptStockMovements(receipt([15, 16]))
    expect(others).toEqual([])
    expect(movement!.row).toMatchObject({ product: "SLEEPER", thickness: '6"', width: '8"' })
    expect(movement!.volumes).toEqual({ NOT_DRIED: 0.1488 }) // (0.15 + 0.16) × 0.20 × 2.40
    expect(movement!.measured!.map((p) => [p.thicknessCm, p.widthCm, p.lengthCm, p.pieces])).toEqual([
      [15, 20, 240, 1],
      [16, 20, 240, 1]
    ])
    const row = fold(StockRowDecider, Effect.runSync(StockRowDecider.decide(movement!, StockRowDecider.initialState)))
    expect([row.quantities.NOT_DRIED, row.volumes.NOT_DRIED]).toEqual([2, 0.1488])
  })

  it("given the receipt already in its row, when it is applied again (a retry, the process after the handler), then nothing moves", () => {
    const [movement] = receiptStockMovements(receipt([15.24, 15.24]))
    expect(stockRowStream(movement!.row)).toBe('StockRow-w1~teak~SLEEPER~6"~8"')
    const first = Effect.runSync(StockRowDecider.decide(movement!, StockRowDecider.initialState))
    expect(fold(StockRowDecider, first).quantities.NOT_DRIED).toBe(2)
    DeciderSpec(StockRowDecider)
      .given(first)
      .when(receiptStockMovements(receipt([15.24, 15.24]))[0]!)
      .then([])
  })

  it("every measured sleeper lands in exactly one row: the rows' pieces add up to the receipt's", () =>
    fc.assert(
      fc.property(fc.array(fc.double({ min: 1.27, max: 45.72, noNaN: true }), { minLength: 1, maxLength: 60 }), (heights) => {
        const movements = receiptStockMovements(receipt(heights))
        expect(movements.reduce((sum, m) => sum + (m.changes.NOT_DRIED ?? 0), 0)).toBe(heights.length)
        expect(new Set(movements.map((m) => m.movementId)).size).toBe(movements.length)
      })
    ))
})
