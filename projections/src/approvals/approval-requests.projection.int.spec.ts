import {
  ApprovalApproved,
  ApprovalRejected,
  ApprovalRequested,
  ApprovalRequestEvent,
  ApprovalRequestId,
  CalculationId,
  LotId,
  SlicingOperationId,
  UserId
} from "@timber/contracts"
import { it } from "vitest"
import { at, describeProjection, eventsOf } from "../testing/projection-spec"
import { approvalRequestsProjection } from "./approval-requests.projection"

const request = eventsOf(ApprovalRequestEvent)
const approver = { userId: UserId.make("u-boss"), userEmail: "boss@timber.test" }
const requested = (requestId: string) =>
  request(
    ApprovalRequested.make({
      requestId: ApprovalRequestId.make(requestId),
      type: "WoodSlicer",
      ruleId: "rule-1",
      approverId: UserId.make("u-boss"),
      requestorId: UserId.make("u-1"),
      requestorEmail: "slicer@timber.test",
      subject: { _tag: "Operation", operationId: SlicingOperationId.make("op-1"), serialNumber: "WS-1", wastePercentage: 36.5, woodTypeName: "Mvule" }
    })
  )
const sleeper = { lotNumber: "LOT-9", sleeperNumber: 3, plankCount: 4, sleeperVolumeM3: 0.08, plankVolumeM3: 0.0512 }
const receipt = { woodTypeName: "Teak", sleeperCount: 12, volumeM3: 1.2345, warehouseName: "Main Yard", submittedBy: "Clerk One" }
const calculation = {
  _tag: "Calculation" as const,
  calculationId: CalculationId.make("calc-1"),
  serialNumber: "CALC-CALC-1",
  woodTypeName: "Mninga",
  thickness: 2,
  width: 6,
  length: 10,
  pricePerPlank: 95000,
  taxPercentage: 18,
  planksPerM3: 108.3,
  pricePerM3: 10288500
}
const asked = { ruleId: null, approverId: null, requestorId: UserId.make("u-2"), requestorEmail: "clerk@timber.test" }

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
          decided_by: null,
          subject: { _tag: "Operation", operationId: "op-1", serialNumber: "WS-1", wastePercentage: 36.5, woodTypeName: "Mvule" },
          rule_trigger: null
        }
      ]
    })
  })

  it("given a slicing request with its sleeper and the rule it went above, then the row carries both", async () => {
    const subject = {
      _tag: "Operation" as const,
      operationId: SlicingOperationId.make("op-2"),
      serialNumber: "WS-2",
      wastePercentage: 36,
      woodTypeName: "Mvule",
      sleeper
    }
    const trigger = { conditionType: "waste_percentage_above" as const, conditionValue: 10, measured: 36 }
    await spec
      .given(request(ApprovalRequested.make({ requestId: ApprovalRequestId.make("req-2"), type: "WoodSlicer", ...asked, subject, trigger })))
      .then({ approval_requests: [{ id: "req-2", serial_number: "WS-2", waste_percentage: 36, subject: { ...subject }, rule_trigger: trigger }] })
  })

  it("given a receipt's request with what was submitted, then the row carries its wood type, sleepers, volume, warehouse and submitter", async () => {
    const subject = { _tag: "LotReceipt" as const, lotId: LotId.make("lot-9"), lotNumber: "LOT-9", receipt }
    await spec.given(request(ApprovalRequested.make({ requestId: ApprovalRequestId.make("req-3"), type: "WoodReceipt", ...asked, subject }))).then({
      approval_requests: [
        {
          id: "req-3",
          operation_id: "lot-9",
          serial_number: "LOT-9",
          waste_percentage: null,
          wood_type_name: "Teak",
          subject: { ...subject },
          rule_trigger: null
        }
      ]
    })
  })

  it("given a calculation's request, then the row carries its plank and prices", async () => {
    const trigger = { conditionType: "cost_above" as const, conditionValue: 50000, measured: 95000 }
    await spec
      .given(request(ApprovalRequested.make({ requestId: ApprovalRequestId.make("req-4"), type: "WoodCalculator", ...asked, subject: calculation, trigger })))
      .then({
        approval_requests: [
          {
            id: "req-4",
            operation_id: null,
            serial_number: "CALC-CALC-1",
            waste_percentage: null,
            wood_type_name: "Mninga",
            subject: { ...calculation },
            rule_trigger: trigger
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
