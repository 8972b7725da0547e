import {
  ApprovalApproved,
  ApprovalRejected,
  ApprovalRequestId,
  LotId,
  SlicingApprovalRequired,
  SlicingOperationApproved,
  SlicingOperationId,
  SlicingOperationRejected,
  UserId
} from "@timber/contracts"
import { approvalRequestStream, slicingOperationStream } from "@timber/domain"
import { describe, it } from "vitest"
import { operationApprovalsProcess } from "./operation-approvals.process"
import { approval, approvalRequested, slicing, slicingRecorded } from "./testing/fixtures"
import { processSpec } from "./testing/process-spec"

const spec = processSpec(operationApprovalsProcess)

const OP_1 = SlicingOperationId.make("op-1")
const OPERATION = slicingOperationStream(OP_1)
const REQUEST_1 = ApprovalRequestId.make("request-1")
const REQUEST_2 = ApprovalRequestId.make("request-2")
const slicerRequest = (requestId: ApprovalRequestId) =>
  approvalRequested(requestId, {
    type: "WoodSlicer",
    ruleId: "rule-1",
    approverId: UserId.make("u-boss"),
    subject: { _tag: "Operation", operationId: OP_1, serialNumber: "WS-op-1", wastePercentage: 36, woodTypeName: "Mvule" }
  })
const waitsFor = (requestId: ApprovalRequestId) =>
  slicing(OPERATION, SlicingApprovalRequired.make({ operationId: OP_1, requestId, wastePercentage: 36, limit: 20 }))
const approved = (requestId: ApprovalRequestId) => approval(approvalRequestStream(requestId), ApprovalApproved.make({ requestId, notes: null }))
const rejected = (requestId: ApprovalRequestId) => approval(approvalRequestStream(requestId), ApprovalRejected.make({ requestId, notes: "too much waste" }))

/** An operation whose waste went above a rule: it waits for request-1. */
const waiting = [slicingRecorded(OP_1, "LOT-1", 1), slicerRequest(REQUEST_1), waitsFor(REQUEST_1)]

describe("operation approvals", () => {
  it("given a slicing operation waiting for its approval, when the approver approves, then the operation is approved (so it may end)", async () => {
    await spec
      .given(...waiting)
      .when(approved(REQUEST_1))
      .then({ [OPERATION]: [SlicingOperationApproved.make({ operationId: OP_1, requestId: REQUEST_1 })] })
  })

  it("given a slicing operation waiting for its approval, when the approver rejects, then the operation is rejected", async () => {
    await spec
      .given(...waiting)
      .when(rejected(REQUEST_1))
      .then({ [OPERATION]: [SlicingOperationRejected.make({ operationId: OP_1, requestId: REQUEST_1 })] })
  })

  it("given an operation that now waits for a newer request, when the older one is approved, then the operation is told and does not move", async () => {
    await spec
      .given(...waiting, slicerRequest(REQUEST_2), waitsFor(REQUEST_2))
      .when(approved(REQUEST_1))
      .then({})
  })

  it("given a request raised, when it arrives, then nothing is issued until it is decided", async () => {
    await spec
      .given(slicingRecorded(OP_1, "LOT-1", 1))
      .when(slicerRequest(REQUEST_1))
      .thenNothing()
  })

  it("given requests about no slicing operation (a calculation's, a receipt's), when they are decided, then nothing is issued", async () => {
    const calculationRequest = ApprovalRequestId.make("request-3")
    const receiptRequest = ApprovalRequestId.make("request-4")
    const calculation = approvalRequested(calculationRequest, {
      type: "WoodCalculator",
      ruleId: "rule-2",
      approverId: UserId.make("u-boss"),
      subject: { _tag: "Operation", operationId: null, serialNumber: "CALC-1", wastePercentage: null, woodTypeName: "Mvule" }
    })
    const receipt = approvalRequested(receiptRequest, {
      type: "WoodReceipt",
      ruleId: null,
      approverId: null,
      subject: { _tag: "LotReceipt", lotId: LotId.make("lot-1"), lotNumber: "LOT-1" }
    })
    await spec.given(calculation, receipt).when(approved(calculationRequest)).thenNothing()
    await spec.given(calculation, receipt).when(rejected(receiptRequest)).thenNothing()
  })

  it("given a slicing operation waiting for its approval, when the approval is delivered again, then the operation is approved once", async () => {
    await spec
      .given(...waiting)
      .when(approved(REQUEST_1))
      .thenRedeliveryRepeatsNothing()
  })
})
