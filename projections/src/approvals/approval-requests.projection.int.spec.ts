import { ApprovalApproved, ApprovalRejected, ApprovalRequested, ApprovalRequestEvent, ApprovalRequestId, SlicingOperationId } from "@timber/contracts"
import { it } from "vitest"
import { at, describeProjection, eventsOf } from "../testing/projection-spec"
import { approvalRequestsProjection } from "./approval-requests.projection"

const request = eventsOf(ApprovalRequestEvent)
const approver = { userId: "u-boss", userEmail: "boss@timber.test" }
const requested = (requestId: string) =>
  request(
    ApprovalRequested.make({
      requestId: ApprovalRequestId.make(requestId),
      type: "WoodSlicer",
      ruleId: "rule-1",
      approverId: "u-boss",
      requestorId: "u-1",
      requestorEmail: "slicer@timber.test",
      subject: { _tag: "Operation", operationId: SlicingOperationId.make("op-1"), serialNumber: "WS-1", wastePercentage: 36.5, woodTypeName: "Mvule" }
    })
  )

describeProjection(approvalRequestsProjection, (spec) => {
  it("given an approval requested, then it is pending with the operation it is about", async () => {
    await spec.given(requested("req-1")).then({
      approval_requests: [
        {
          id: "req-1",
          type: "WoodSlicer",
          status: "pending",
          rule_id: "rule-1",
          approver_id: "u-boss",
          requestor_id: "u-1",
          requestor_email: "slicer@timber.test",
          operation_id: "op-1",
          serial_number: "WS-1",
          waste_percentage: 36.5,
          wood_type_name: "Mvule",
          notes: null,
          created_at: at(0),
          decided_at: null,
          decided_by: null
        }
      ]
    })
  })

  it("given it approved, then it says so, with the notes, when and by whom (the event's user)", async () => {
    await spec
      .given(requested("req-1"), request(ApprovalApproved.make({ requestId: ApprovalRequestId.make("req-1"), notes: "fine" }), { by: approver }))
      .then({ approval_requests: [{ id: "req-1", status: "approved", notes: "fine", decided_at: at(1), decided_by: "boss@timber.test" }] })
  })

  it("given it rejected, then it says so", async () => {
    await spec
      .given(requested("req-1"), request(ApprovalRejected.make({ requestId: ApprovalRequestId.make("req-1"), notes: "too much waste" }), { by: approver }))
      .then({ approval_requests: [{ id: "req-1", status: "rejected", notes: "too much waste", decided_by: "boss@timber.test" }] })
  })

  it("given the request raised again after its decision (a redelivered reaction), then the decision stands", async () => {
    await spec
      .given(requested("req-1"), request(ApprovalApproved.make({ requestId: ApprovalRequestId.make("req-1"), notes: null })), requested("req-1"))
      .then({ approval_requests: [{ id: "req-1", status: "approved", created_at: at(0) }] })
  })
})
