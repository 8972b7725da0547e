import { EMPTY_STOCK, StockMessages, WarehouseId, WoodTypeId, type StockEvent, type StockRowKey } from "@timber/contracts"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { carriedOverRow, carryOverCommands, legacyM3PerPiece, legacyProduct, legacyWidth, rowNamedByThickness } from "./carry-over"
import { StockRowDecider, type StockRowState } from "./decider"

const legacy = (thickness: string): StockRowKey => ({ warehouseId: WarehouseId.make("yard"), woodTypeId: WoodTypeId.make("teak"), thickness })
const put = (source: "RECEIPT_COMPLETED" | "SLICING_COMPLETED" | "ADJUSTMENT", pieces: number) => ({
  source,
  changes: [{ bucket: "NOT_DRIED" as const, before: 0, after: pieces, change: pieces }]
})
const apply = (state: StockRowState, events: ReadonlyArray<StockEvent>) => events.reduce(StockRowDecider.evolve, state)
const decide = (state: StockRowState, command: Parameters<typeof StockRowDecider.decide>[0]) => Effect.runSync(StockRowDecider.decide(command, state))

describe("legacy rows are carried over to nominal sizes (issue 37 item 5)", () => {
  it("given a row's movements, then its product comes from what brought pieces in: receipts → sleeper, slicing → plank, mixed → the more pieces", () => {
    expect(legacyProduct('5.91"', [put("RECEIPT_COMPLETED", 4)])).toBe("SLEEPER")
    expect(legacyProduct('2"', [put("SLICING_COMPLETED", 9)])).toBe("PLANK")
    expect(legacyProduct('6"', [put("RECEIPT_COMPLETED", 2), put("SLICING_COMPLETED", 5)])).toBe("PLANK")
    expect(legacyProduct('6"', [put("ADJUSTMENT", 5)])).toBe("SLEEPER")
    expect(legacyProduct('3"', [put("ADJUSTMENT", 5)])).toBe("PLANK")
  })

  it('given legacy rows of 5.91" and 6.3", then both go to the 6" row of their product, width not recorded', () => {
    expect(carriedOverRow(legacy('5.91"'), "SLEEPER")).toEqual({ ...legacy('6"'), product: "SLEEPER", width: null })
    expect(carriedOverRow(legacy('6.3"'), "SLEEPER")).toEqual({ ...legacy('6"'), product: "SLEEPER", width: null })
    expect(rowNamedByThickness(legacy('2"'))).toEqual({ ...legacy('2"'), product: "PLANK", width: null })
  })

  it("given the receipts that brought pieces in, then the m³ per piece is what they measured for that thickness", () => {
    const receipt = {
      measured: [
        { thicknessCm: 15, widthCm: 20, lengthCm: 300, pieces: 2 }, // 5.91": 0.09 m³ each
        { thicknessCm: 16, widthCm: 20, lengthCm: 300, pieces: 1 } // 6.3": another row
      ]
    }
    expect(legacyM3PerPiece('5.91"', [receipt])).toBeCloseTo(0.09, 10)
    expect(legacyM3PerPiece('2"', [receipt])).toBe(0)
  })

  it("given a legacy row of 3 not dried and 1 under drying, when it is carried over, then it empties into the nominal row with the pieces and their m³, once", () => {
    const from = legacy('5.91"')
    const to = carriedOverRow(from, "SLEEPER")
    const held = apply(StockRowDecider.initialState, [
      {
        _tag: "StockMoved",
        stockRowId: 'yard~teak~5.91"' as never,
        warehouseId: from.warehouseId,
        woodTypeId: from.woodTypeId,
        thickness: '5.91"',
        movementId: "RECEIPT_COMPLETED:lot-1:x",
        source: "RECEIPT_COMPLETED",
        sourceDocumentId: "lot-1",
        sourceDocumentNumber: "LOT-1",
        reason: "Receipt completed",
        notes: null,
        changes: [
          { bucket: "NOT_DRIED", before: 0, after: 3, change: 3 },
          { bucket: "UNDER_DRYING", before: 0, after: 1, change: 1 }
        ]
      }
    ])
    const [out, arrive] = carryOverCommands(from, held, to, StockRowDecider.initialState, 0.09)
    const outEvents = decide(held, out!.command)
    expect(outEvents.map((e) => e._tag)).toEqual(["StockMoved", "StockRowCarriedOver"])
    expect(outEvents[0]).toMatchObject({ source: "CARRIED_OVER", reason: StockMessages.carriedOver })
    const emptied = apply(held, outEvents)
    expect(emptied.quantities).toEqual(EMPTY_STOCK)
    expect(emptied.carriedTo).toEqual(to)
    const nominal = apply(StockRowDecider.initialState, decide(StockRowDecider.initialState, arrive!.command))
    expect(nominal.quantities).toMatchObject({ NOT_DRIED: 3, UNDER_DRYING: 1 })
    expect(nominal.volumes).toMatchObject({ NOT_DRIED: 0.27, UNDER_DRYING: 0.09 })
    // carried: nothing more to carry, and the decider decides nothing again
    expect(carryOverCommands(from, emptied, to, nominal, 0.09)).toEqual([])
    expect(decide(emptied, out!.command)).toEqual([])
  })
})

describe("a legacy row's width comes from what its documents measured, never guessed (issue 37)", () => {
  const sleepers = (...pieces: ReadonlyArray<[thicknessCm: number, widthCm: number, count: number]>) => ({
    measured: pieces.map(([thicknessCm, widthCm, count]) => ({ thicknessCm, widthCm, lengthCm: 300, pieces: count }))
  })

  it("given every piece of the row's thickness measured one nominal width (23 and 22.5 cm are both 9\"), then the row is carried to that width", () => {
    expect(legacyWidth('5.91"', [sleepers([15, 23, 2]), sleepers([15, 22.5, 1], [16, 30, 4])])).toBe('9"')
    expect(carriedOverRow(legacy('5.91"'), "SLEEPER", legacyWidth('5.91"', [sleepers([15, 23, 2])]))).toEqual({
      ...legacy('6"'),
      product: "SLEEPER",
      width: '9"'
    })
  })

  it("given pieces of the row's thickness measured in several nominal widths, then which are left is not known and the width is not recorded (—)", () => {
    expect(legacyWidth('5.91"', [sleepers([15, 20, 2], [15, 23, 1])])).toBeNull()
  })

  it("given no document measured a piece of the row's thickness (a count or a transfer filled it), then the width is not recorded (—)", () => {
    expect(legacyWidth('2"', [])).toBeNull()
    expect(legacyWidth('2"', [sleepers([15, 23, 2])])).toBeNull()
  })
})
