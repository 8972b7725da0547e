import { SlicingMessages, type LotEvent, type SlicingOperationEvent, WarehouseId, WoodTypeId } from "@timber/contracts"
import { Effect, Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { LotDecider } from "../lot/decider"
import { SlicingOperationDecider } from "./decider"
import { slicedStock } from "./sliced-stock"
import { receiptSleeper } from "../calculators/lot-volume-account"
import { created, item, lotId, OP, operation, submitted } from "../testing/slicing-fixtures"

const decide = (lot: ReadonlyArray<LotEvent>, sleeper: number) =>
  Effect.runSync(Effect.either(slicedStock(OP, fold(SlicingOperationDecider, [operation(sleeper)]), fold(LotDecider, lot))))
const refusal = (lot: ReadonlyArray<LotEvent>, sleeper: number) => {
  const result = decide(lot, sleeper)
  return Either.isLeft(result) ? result.left.message : "moved"
}

describe("ending a slicing operation moves its sleeper and planks (issue 25 item 4)", () => {
  it('given a received LOT, when sleeper 2 is sliced, then it leaves its 6" × 8" sleeper row and the planks enter their nominal rows with the m³ the slicer cut, the ledger naming the operation and the LOT', () => {
    const result = decide([created(), submitted], 2)
    if (Either.isLeft(result)) throw result.left
    const { movements, sleeperRow, lot } = result.right
    expect(sleeperRow).toEqual({ warehouseId: WarehouseId.make("yard"), woodTypeId: WoodTypeId.make("teak"), product: "SLEEPER", thickness: '6"', width: '8"' })
    // planks 10 cm wide are 4", 8 cm wide 3" (issue 37 item 5: nominal thickness × width)
    expect(movements.map((m) => [m.row.product, m.row.thickness, m.row.width, m.changes.NOT_DRIED, m.volumes?.NOT_DRIED])).toEqual([
      ["SLEEPER", '6"', '8"', -1, undefined],
      ["PLANK", '1"', '3"', 1, 0.006096], // 0.08 × 0.0254 × 3
      ["PLANK", '1"', '4"', 1, 0.00762], // 0.10 × 0.0254 × 3
      ["PLANK", '2"', '4"', 3, 0.04572] // 3 × 0.10 × 0.0508 × 3
    ])
    expect(movements[3]!.measured).toEqual([{ thicknessCm: 5.08, widthCm: 10, lengthCm: 300, pieces: 3, m3: 0.04572 }])
    expect(new Set(movements.map((m) => m.sourceDocumentNumber))).toEqual(new Set(["WS-ABC"]))
    expect(movements.map((m) => m.reason)).toEqual([
      "Sliced: sleeper #2 of LOT LOT-9",
      "Planks from sleeper #2 of LOT LOT-9",
      "Planks from sleeper #2 of LOT LOT-9",
      "Planks from sleeper #2 of LOT LOT-9"
    ])
    expect(lot).toMatchObject({ _tag: "RecordSleeperSliced", lotId, sleeperNumber: 2, serialNumber: "WS-ABC" })
    expect(lot.sleeperVolumeM3).toBeCloseTo(0.2 * 0.1524 * 3, 10)
    expect(lot.plankVolumeM3).toBeCloseTo(0.1 * 0.0254 * 3 + 3 * 0.1 * 0.0508 * 3 + 0.08 * 0.0254 * 3, 10)
  })

  it('given sleeper 3 of another thickness (10 cm), then it leaves the nominal row its receipt put it in (4")', () => {
    const result = decide([created(), submitted], 3)
    expect(Either.isRight(result) && result.right.sleeperRow.thickness).toBe('4"')
  })

  it("refuses, with nothing moved, a LOT not received, one of planks, and a sleeper its receipt did not count", () => {
    expect(refusal([], 1)).toBe(SlicingMessages.lotNotInStock("LOT-9"))
    expect(refusal([created()], 1)).toBe(SlicingMessages.lotNotInStock("LOT-9"))
    expect(refusal([created("PLANKS"), submitted], 1)).toBe(SlicingMessages.lotOfPlanks("LOT-9"))
    expect(refusal([created(), submitted], 4)).toBe(SlicingMessages.sleeperNotInLot(4, "LOT-9", 3))
  })

  it("given planks holding more wood than the sleeper as its receipt measured it (whatever size the slicer typed), then ending is refused naming both m³, so the LOT's recovery never passes 100 % plus the tolerance", () => {
    const recorded = operation(3)
    if (recorded._tag !== "SlicingOperationRecorded") throw new Error("the fixture records an operation")
    const oversized: SlicingOperationEvent = { ...recorded, plankSizes: [{ sequence: 1, width: 20, height: 10, length: 3, quantity: 2, parentSequence: 1 }] }
    const result = Effect.runSync(Effect.either(slicedStock(OP, fold(SlicingOperationDecider, [oversized]), fold(LotDecider, [created(), submitted]))))
    expect(Either.isLeft(result) && result.left.message).toBe(SlicingMessages.planksExceedSleeper(3, 0.2 * 0.1 * 3, 2 * 0.2 * 0.1 * 3, 2))
  })

  it("sleeper N is the N-th sleeper the receipt counted, items counted by their quantity", () =>
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 8 }), fc.integer({ min: -2, max: 50 }), (quantities, n) => {
        const items = quantities.map((quantity, i) => item(`i${i}`, 10 + i, quantity))
        const total = quantities.reduce((a, b) => a + b, 0)
        const found = receiptSleeper(items, n)
        if (n < 1 || n > total) return found === null
        const expanded = items.flatMap((it) => Array.from({ length: it.quantity }, () => it))
        return found === expanded[n - 1]
      })
    ))
})
