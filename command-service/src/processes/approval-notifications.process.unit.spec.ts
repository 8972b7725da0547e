import { ApprovalApproved, ApprovalRejected, ApprovalRequestId, LotId, SlicingOperationId, UserId } from "@timber/contracts"
import { approvalRequestStream } from "@timber/domain"
import { describe, it } from "vitest"
import { approvalNotificationsProcess } from "./approval-notifications.process"
import { approval, approvalRequested, MANAGER, notificationRaised } from "./testing/fixtures"
import { processSpec } from "./testing/process-spec"

const spec = processSpec(approvalNotificationsProcess)

const REQUEST_1 = ApprovalRequestId.make("request-1")
const REQUEST_2 = ApprovalRequestId.make("request-2")
const slicerRequest = approvalRequested(REQUEST_1, {
  type: "WoodSlicer",
  ruleId: "rule-1",
  approverId: UserId.make("u-boss"),
  subject: { _tag: "Operation", operationId: SlicingOperationId.make("op-1"), serialNumber: "WS-7", wastePercentage: 36, woodTypeName: "Mvule" }
})
const receiptRequest = approvalRequested(REQUEST_2, {
  type: "WoodReceipt",
  ruleId: null,
  approverId: null,
  subject: { _tag: "LotReceipt", lotId: LotId.make("lot-1"), lotNumber: "LOT-1" }
})
const approved = (requestId: ApprovalRequestId, notes: string | null) => approval(approvalRequestStream(requestId), ApprovalApproved.make({ requestId, notes }))
const rejected = (requestId: ApprovalRequestId, notes: string | null) => approval(approvalRequestStream(requestId), ApprovalRejected.make({ requestId, notes }))

describe("approval notifications", () => {
  it("when a request names its approver, then the approver is told who needs approval for what, with a link to the Approvals screen", async () => {
    await spec
      .given()
      .when(slicerRequest)
      .then(
        notificationRaised("u-boss", {
          type: "APPROVAL_REQUESTED",
          title: "Approval required",
          message: `${MANAGER.userEmail} needs approval: WoodSlicer · WS-7 · Mvule`,
          linkUrl: "/dashboard/management/approvals"
        })
      )
  })

  it("when a request names no approver (any approver may decide), then nobody in particular is told", async () => {
    await spec.given().when(receiptRequest).thenNothing()
  })

  it("given a slicing request, when it is approved, then the requestor hears it, with the approver's notes and a link to the Wood Slicer", async () => {
    await spec
      .given(slicerRequest)
      .when(approved(REQUEST_1, "keep the offcuts"))
      .then(
        notificationRaised(MANAGER.userId, {
          type: "APPROVAL_APPROVED",
          title: "Request approved",
          message: "Your request (WoodSlicer · WS-7 · Mvule) was approved. Notes: keep the offcuts",
          linkUrl: "/dashboard/factory/wood-slicer"
        })
      )
  })

  it("given a receipt request, when it is rejected, then the requestor hears it, with a link to the Approvals screen", async () => {
    await spec
      .given(receiptRequest)
      .when(rejected(REQUEST_2, null))
      .then(
        notificationRaised(MANAGER.userId, {
          type: "APPROVAL_REJECTED",
          title: "Request rejected",
          message: "Your request (WoodReceipt · LOT-1) was rejected.",
          linkUrl: "/dashboard/management/approvals"
        })
      )
  })

  it("given a request raised by nobody it knows of, when it is decided, then nobody is told", async () => {
    await spec
      .given(slicerRequest)
      .when(approved(ApprovalRequestId.make("request-9"), null))
      .thenNothing()
  })

  it("when a request is delivered again, then its approver is told once", async () => {
    await spec.given().when(slicerRequest).thenRedeliveryRepeatsNothing()
  })

  it("given a request, when its decision is delivered again, then its requestor is told once", async () => {
    await spec.given(slicerRequest).when(rejected(REQUEST_1, "too much waste")).thenRedeliveryRepeatsNothing()
  })
})
