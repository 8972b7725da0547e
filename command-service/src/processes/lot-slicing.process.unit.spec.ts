import { LotDeleted, LotId, LotSlicingStarted, SlicingOperationEnded, SlicingOperationId, SlicingOperationRevised } from "@timber/contracts"
import { lotStream, slicingOperationStream } from "@timber/domain"
import { describe, it } from "vitest"
import { lotSlicingProcess } from "./lot-slicing.process"
import { lot, lotCreated, receiptItem, receiptSubmitted, slicing, slicingFigures, slicingRecorded } from "./testing/fixtures"
import { at, processSpec } from "./testing/process-spec"

const spec = processSpec(lotSlicingProcess)

const ref = { lotId: LotId.make("lot-1"), lotNumber: "LOT-1" }
const OP_1 = SlicingOperationId.make("op-1")
const OP_2 = SlicingOperationId.make("op-2")
const LOT = lotStream(ref.lotId)
/** A SLEEPERS LOT whose receipt of two sleepers is complete (an admin's submission). */
const received = [lotCreated(ref.lotId, ref.lotNumber), receiptSubmitted(ref, [receiptItem("i1", 20, 2)], { by: "admin", confirmedAt: at(1) })]
const slicingStarted = (operationId: SlicingOperationId) => lot(LOT, LotSlicingStarted.make({ ...ref, status: "SLICING", operationId }))
const ended = (operationId: SlicingOperationId) => slicing(slicingOperationStream(operationId), SlicingOperationEnded.make({ operationId }))
/** The LOT is slicing: sleeper 1 (op-1) is done, sleeper 2 (op-2) under way. */
const halfSliced = [...received, slicingRecorded(OP_1, "LOT-1", 1), slicingStarted(OP_1), ended(OP_1), slicingRecorded(OP_2, "LOT-1", 2)]

describe("the LOT's slicing stage", () => {
  describe("when the slicer starts", () => {
    it("given a received SLEEPERS LOT, when an operation with a start time is recorded on it, then the LOT is SLICING", async () => {
      await spec
        .given(...received)
        .when(slicingRecorded(OP_1, "LOT-1", 1))
        .then({ [LOT]: [LotSlicingStarted.make({ ...ref, status: "SLICING", operationId: OP_1 })] })
    })

    it("given a received LOT, when the slicer names it as typed in lower case, then it is the same LOT", async () => {
      await spec
        .given(...received)
        .when(slicingRecorded(OP_1, " lot-1", 1))
        .then({ [LOT]: [LotSlicingStarted.make({ ...ref, status: "SLICING", operationId: OP_1 })] })
    })

    it("given a received LOT, when an operation is recorded as a draft (no start time), then nothing is issued", async () => {
      await spec
        .given(...received)
        .when(slicingRecorded(OP_1, "LOT-1", 1, { startTime: null }))
        .thenNothing()
    })

    it("given a draft operation, when it is revised with a start time, then the LOT is SLICING", async () => {
      await spec
        .given(...received, slicingRecorded(OP_1, "LOT-1", 1, { startTime: null }))
        .when(slicing(slicingOperationStream(OP_1), SlicingOperationRevised.make({ operationId: OP_1, ...slicingFigures, startTime: at(3) })))
        .then({ [LOT]: [LotSlicingStarted.make({ ...ref, status: "SLICING", operationId: OP_1 })] })
    })

    it("given a PLANKS LOT, when an operation starts on it, then the LOT is told and skips the slicing stage", async () => {
      await spec
        .given(lotCreated(ref.lotId, ref.lotNumber, "PLANKS"), receiptSubmitted(ref, [receiptItem("i1", 20, 2)], { by: "admin", confirmedAt: at(1) }))
        .when(slicingRecorded(OP_1, "LOT-1", 1))
        .then({})
    })

    it("given no LOT of that number, or one deleted, when an operation starts, then nothing is issued", async () => {
      await spec
        .given()
        .when(slicingRecorded(OP_1, "LOT-1", 1))
        .thenNothing()
      await spec
        .given(lotCreated(ref.lotId, ref.lotNumber), lot(LOT, LotDeleted.make(ref)))
        .when(slicingRecorded(OP_1, "LOT-1", 1))
        .thenNothing()
    })
  })

  describe("when operations end", () => {
    it("given one of two sleepers sliced, when the second one's operation ends, then nothing is issued: the end told its LOT in its own append", async () => {
      await spec
        .given(...halfSliced)
        .when(ended(OP_2))
        .thenNothing()
    })
  })

  it("given a received LOT, when the start is delivered again, then the LOT starts slicing once", async () => {
    await spec
      .given(...received)
      .when(slicingRecorded(OP_1, "LOT-1", 1))
      .thenRedeliveryRepeatsNothing()
  })
})
