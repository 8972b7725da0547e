import {
  LotId,
  SlicingMessages,
  SlicingOperationId,
  type LotEvent,
  type ReceiptItem,
  type SlicingOperationEvent,
  WarehouseId,
  WoodTypeId
} from "@timber/contracts"
import { Effect, Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { LotDecider } from "../lot/decider"
import { SlicingOperationDecider } from "./decider"
import { slicedStock } from "./sliced-stock"
import { receiptSleeper } from "../calculators/lot-volume-account"

const OP = SlicingOperationId.make("op-7")
const lotId = LotId.make("lot-1")
const item = (itemId: string, height: number, quantity = 1): ReceiptItem => ({
  itemId,
  length: 300,
  width: 20,
  height,
  quantity,
  volumeM3: 0.2 * (height / 100) * 3 * quantity,
  grade: "A",
  notes: null
})
const created = (woodFormat: "SLEEPERS" | "PLANKS" = "SLEEPERS"): LotEvent => ({
  _tag: "LotCreated",
  lotId,
  lotNumber: "LOT-9",
  woodTypeId: WoodTypeId.make("teak"),
  woodTypeName: "Teak",
  woodFormat,
  supplier: "Sao Hill",
  receiptDate: "2026-11-20",
  purchaseOrder: "PO-9",
  notes: null,
  estimatedVolumeM3: 1,
  estimatedPieces: 3,
  estimatedAmount: 0,
  status: "PENDING"
})
const submitted: LotEvent = {
  _tag: "ReceiptSubmitted",
  lotId,
  lotNumber: "LOT-9",
  status: "COMPLETED",
  // sleepers 1-2 are 15.24 cm (6") thick, sleeper 3 is 10 cm
  items: [item("a", 15.24, 2), item("b", 10)],
  actualVolumeM3: 0.24,
  actualPieces: 3,
  submittedByName: "Admin",
  warehouseId: WarehouseId.make("yard"),
  woodTypeId: WoodTypeId.make("teak"),
  confirmedAt: "2026-11-21T08:00:00.000Z"
}
const operation = (sleeperNumber: number): SlicingOperationEvent => ({
  _tag: "SlicingOperationRecorded",
  operationId: OP,
  serialNumber: "WS-ABC",
  lotNumber: "LOT-9",
  sleeperNumber,
  woodTypeId: WoodTypeId.make("teak"),
  woodTypeName: "Teak",
  startTime: "2026-11-22T08:00:00.000Z",
  sleeperSizes: [{ sequence: 1, width: 20, height: 15.24, length: 3, quantity: 1 }],
  // two 2.54 cm (1") planks and three 5.08 cm (2") ones, in two lines of 1"
  plankSizes: [
    { sequence: 1, width: 10, height: 2.54, length: 3, quantity: 1, parentSequence: 1 },
    { sequence: 2, width: 10, height: 5.08, length: 3, quantity: 3, parentSequence: 1 },
    { sequence: 3, width: 8, height: 2.54, length: 3, quantity: 1, parentSequence: 1 }
  ],
  sleeperVolume: 0.09144,
  plankVolume: 0.0,
  wastePercentage: 0,
  notes: null,
  autoCheckCompletion: false
})
const decide = (lot: ReadonlyArray<LotEvent>, sleeper: number) =>
  Effect.runSync(Effect.either(slicedStock(OP, fold(SlicingOperationDecider, [operation(sleeper)]), fold(LotDecider, lot))))
const refusal = (lot: ReadonlyArray<LotEvent>, sleeper: number) => {
  const result = decide(lot, sleeper)
  return Either.isLeft(result) ? result.left.message : "moved"
}

describe("ending a slicing operation moves its sleeper and planks (issue 25 item 4)", () => {
  it('given a received LOT, when sleeper 2 is sliced, then it leaves its 6" NOT_DRIED row and the planks enter by thickness, the ledger naming the operation and the LOT', () => {
    const result = decide([created(), submitted], 2)
    if (Either.isLeft(result)) throw result.left
    const { movements, sleeperRow, lot } = result.right
    expect(sleeperRow).toEqual({ warehouseId: WarehouseId.make("yard"), woodTypeId: WoodTypeId.make("teak"), thickness: '6"' })
    expect(movements.map((m) => [m.row.thickness, m.changes.NOT_DRIED])).toEqual([
      ['6"', -1],
      ['1"', 2],
      ['2"', 3]
    ])
    expect(new Set(movements.map((m) => m.sourceDocumentNumber))).toEqual(new Set(["WS-ABC"]))
    expect(movements.map((m) => m.reason)).toEqual([
      "Sliced: sleeper #2 of LOT LOT-9",
      "Planks from sleeper #2 of LOT LOT-9",
      "Planks from sleeper #2 of LOT LOT-9"
    ])
    expect(lot).toMatchObject({ _tag: "RecordSleeperSliced", lotId, sleeperNumber: 2, serialNumber: "WS-ABC" })
    expect(lot.sleeperVolumeM3).toBeCloseTo(0.2 * 0.1524 * 3, 10)
    expect(lot.plankVolumeM3).toBeCloseTo(0.1 * 0.0254 * 3 + 3 * 0.1 * 0.0508 * 3 + 0.08 * 0.0254 * 3, 10)
  })

  it("given sleeper 3 of another thickness, then it leaves the row its receipt put it in", () => {
    const result = decide([created(), submitted], 3)
    expect(Either.isRight(result) && result.right.sleeperRow.thickness).toBe('3.94"')
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
