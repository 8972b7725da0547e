import { LotId, SlicingOperationId, WarehouseId, WoodTypeId, UserId } from "@timber/contracts"
import type { LotEvent } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { DeciderSpec } from "../testing/decider-spec"
import { LotDecider } from "./decider"
import { decideSlicingStage } from "./slicing-stage"

const spec = DeciderSpec(LotDecider)
const at = "2026-11-23T09:00:00.000Z"
const ref = { lotId: LotId.make("lot-1"), lotNumber: "LOT-001" }
const created = (woodFormat: "SLEEPERS" | "PLANKS" = "SLEEPERS"): LotEvent => ({
  _tag: "LotCreated",
  ...ref,
  woodTypeId: WoodTypeId.make("wt-1"),
  woodTypeName: "Teak",
  woodFormat,
  supplier: "Sao Hill",
  receiptDate: "2026-11-20",
  purchaseOrder: "PO-9",
  notes: null,
  estimatedVolumeM3: 1,
  estimatedPieces: 2,
  estimatedAmount: 0,
  status: "PENDING"
})
const item = (id: string) => ({ itemId: id, length: 300, width: 20, height: 15, quantity: 1, volumeM3: 0.09, grade: "A", notes: null })
const completed: LotEvent = {
  _tag: "ReceiptSubmitted",
  ...ref,
  status: "COMPLETED",
  items: [item("s1"), item("s2")],
  actualVolumeM3: 0.18,
  actualPieces: 2,
  submittedByName: "Admin",
  warehouseId: WarehouseId.make("w1"),
  woodTypeId: WoodTypeId.make("wt-1"),
  confirmedAt: at
}
const start = { _tag: "StartLotSlicing" as const, lotId: LotId.make("lot-1"), operationId: SlicingOperationId.make("op-1") }
const started: LotEvent = { _tag: "LotSlicingStarted", ...ref, status: "SLICING", operationId: SlicingOperationId.make("op-1") }
const sliced = (sleeperNumber: number) => ({
  operationId: SlicingOperationId.make(`op-${sleeperNumber}`),
  serialNumber: `WS-${sleeperNumber}`,
  sleeperNumber,
  sleeperVolumeM3: 0.09,
  plankVolumeM3: 0.08
})
const slice = (sleeperNumber: number) => ({ _tag: "RecordSleeperSliced" as const, lotId: LotId.make("lot-1"), ...sliced(sleeperNumber) })
const sleeperSliced = (sleeperNumber: number, status: "SLICING" | "COMPLETED" = "SLICING"): LotEvent => ({
  _tag: "LotSleeperSliced",
  ...ref,
  status,
  ...sliced(sleeperNumber)
})

describe("the LOT's slicing stage (platform spec section 4: SLEEPERS require slicing, PLANKS skip it)", () => {
  it("given a SLEEPERS LOT whose receipt completed, when the slicer starts on it, then it is SLICING", () =>
    spec.given([created(), completed]).when(start).then([started]))

  it("given a PLANKS LOT whose receipt completed, when an operation starts on it, then it stays COMPLETED", () =>
    spec
      .given([created("PLANKS"), completed])
      .when(start)
      .then([]))

  it("given a LOT not yet measured, when the slicer starts on it, then its stage does not move", () => spec.given([created()]).when(start).then([]))

  it("given a SLICING LOT, when a second operation starts, then nothing more happens", () => spec.given([created(), completed, started]).when(start).then([]))

  it("given a SLICING LOT of 2 sleepers, when 1 is sliced it stays SLICING, when both are it is COMPLETED", () => {
    spec
      .given([created(), completed, started])
      .when(slice(1))
      .then([sleeperSliced(1)])
    spec
      .given([created(), completed, started, sleeperSliced(1)])
      .when(slice(2))
      .then([sleeperSliced(2), { _tag: "LotSlicingFinished", ...ref, status: "COMPLETED", slicedSleepers: 2 }])
  })

  it("given a sleeper already recorded as sliced, when its end is recorded again, then nothing more happens", () =>
    spec
      .given([created(), completed, started, sleeperSliced(1)])
      .when(slice(1))
      .then([]))

  it("given a COMPLETED receipt not yet SLICING, when a sleeper's slicing is recorded alone, then nothing moves (the end starts the stage first)", () =>
    spec.given([created(), completed]).when(slice(1)).then([]))

  it("given a LOT whose every sleeper is sliced, when a late start of slicing arrives, then it stays COMPLETED", () =>
    spec
      .given([created(), completed, sleeperSliced(1), sleeperSliced(2), { _tag: "LotSlicingFinished", ...ref, status: "COMPLETED", slicedSleepers: 2 }])
      .when(start)
      .then([]))

  it("given a LOT whose every sleeper is sliced, then it is COMPLETED again: an admin may reopen it", () =>
    spec
      .given([created(), completed, started, { _tag: "LotSlicingFinished", ...ref, status: "COMPLETED", slicedSleepers: 2 }])
      .when({
        _tag: "ChangeLotStatus",
        lotId: LotId.make("lot-1"),
        status: "PENDING",
        actor: { userId: UserId.make("u1"), email: "admin@timber.works", role: "ADMIN" }
      })
      .then([{ _tag: "LotReopened", lotId: LotId.make("lot-1") }]))

  it("given a LOT locked without a measurement, when the slicer starts on it, then its stage does not move (no receipt counted its sleepers)", () =>
    spec
      .given([created(), { _tag: "LotLocked", lotId: LotId.make("lot-1"), previousStatus: "PENDING" }])
      .when(start)
      .then([]))

  it("given a slicer step of a kind it does not know, then it fails loudly naming it", () =>
    expect(() => decideSlicingStage({ _tag: "PauseLotSlicing" } as never, fold(LotDecider, [created(), completed]))).toThrow(
      'Unhandled case: {"_tag":"PauseLotSlicing"}'
    ))
})
