import { ApprovalApproved, ApprovalRejected, SlicingApprovalRequired, SlicingOperationApproved, SlicingOperationRejected } from "@timber/contracts"
import { approvalRequestStream, slicingOperationStream } from "@timber/domain"
import { describe, it } from "vitest"
import { operationApprovalsProcess } from "./operation-approvals.process"
import { approval, approvalRequested, slicing, slicingRecorded } from "./testing/fixtures"
import { processSpec } from "./testing/process-spec"

const spec = processSpec(operationApprovalsProcess)

const OPERATION = slicingOperationStream("op-1")
const slicerRequest = (requestId: string) =>
  approvalRequested(requestId, {
    type: "WoodSlicer",
    ruleId: "rule-1",
    approverId: "u-boss",
    operation: { operationId: "op-1", serialNumber: "WS-op-1", wastePercentage: 36, woodTypeName: "Mvule" }
  })
const waitsFor = (requestId: string) => slicing(OPERATION, SlicingApprovalRequired.make({ operationId: "op-1", requestId, wastePercentage: 36, limit: 20 }))
const approved = (requestId: string) => approval(approvalRequestStream(requestId), ApprovalApproved.make({ requestId, notes: null, operationId: "op-1" }))
const rejected = (requestId: string) => approval(approvalRequestStream(requestId), ApprovalRejected.make({ requestId, notes: "too much waste" }))

/** An operation whose waste went above a rule: it waits for request-1. */
const waiting = [slicingRecorded("op-1", "LOT-1", 1), slicerRequest("request-1"), waitsFor("request-1")]

describe("operation approvals", () => {
  it("given a slicing operation waiting for its approval, when the approver approves, then the operation is approved (so it may end)", async () => {
    await spec
      .given(...waiting)
      .when(approved("request-1"))
      .then({ [OPERATION]: [SlicingOperationApproved.make({ operationId: "op-1", requestId: "request-1" })] })
  })

  it("given a slicing operation waiting for its approval, when the approver rejects, then the operation is rejected", async () => {
    await spec
      .given(...waiting)
      .when(rejected("request-1"))
      .then({ [OPERATION]: [SlicingOperationRejected.make({ operationId: "op-1", requestId: "request-1" })] })
  })

  it("given an operation that now waits for a newer request, when the older one is approved, then the operation is told and does not move", async () => {
    await spec
      .given(...waiting, slicerRequest("request-2"), waitsFor("request-2"))
      .when(approved("request-1"))
      .then({})
  })

  it("given a request raised, when it arrives, then nothing is issued until it is decided", async () => {
    await spec
      .given(slicingRecorded("op-1", "LOT-1", 1))
      .when(slicerRequest("request-1"))
      .thenNothing()
  })

  it("given requests about no slicing operation (a calculation's, a receipt's), when they are decided, then nothing is issued", async () => {
    const calculation = approvalRequested("request-3", {
      type: "WoodCalculator",
      ruleId: "rule-2",
      approverId: "u-boss",
      operation: { operationId: null, serialNumber: "CALC-1", wastePercentage: null, woodTypeName: "Mvule" }
    })
    const receipt = approvalRequested("request-4", {
      type: "WoodReceipt",
      ruleId: null,
      approverId: null,
      operation: { operationId: "lot-1", serialNumber: "LOT-1", wastePercentage: null, woodTypeName: null }
    })
    await spec.given(calculation, receipt).when(approved("request-3")).thenNothing()
    await spec.given(calculation, receipt).when(rejected("request-4")).thenNothing()
  })

  it("given a slicing operation waiting for its approval, when the approval is delivered again, then the operation is approved once", async () => {
    await spec
      .given(...waiting)
      .when(approved("request-1"))
      .thenRedeliveryRepeatsNothing()
  })
})
