import { describe, expect, it } from "vitest"
import { decodeEvent } from "../shared/stored-event"
import { ApprovalRequestEvent } from "./events"
import { approvalRequestViewOf, toApprovalRequest } from "./view"

const stored = (data: object) => ({ type: "ApprovalRequested", data, metadata: {}, recordedAt: new Date("2026-01-01T00:00:00Z") })
const asked = { requestId: "r1", ruleId: null, approverId: null, requestorId: "u1", requestorEmail: "clerk@timber.works" }
const times = { createdAt: "2026-01-01T00:00:00.000Z", decided: null }

describe("an approval request's subject", () => {
  it("given a receipt's request stored before subjects (the LOT's id in operationId), then it reads as a LOT receipt", () => {
    const event = decodeEvent(
      ApprovalRequestEvent,
      stored({ ...asked, type: "WoodReceipt", operation: { operationId: "lot-1", serialNumber: "LOT-7", wastePercentage: null, woodTypeName: null } })
    )
    expect(event).toEqual({ _tag: "ApprovalRequested", ...asked, type: "WoodReceipt", subject: { _tag: "LotReceipt", lotId: "lot-1", lotNumber: "LOT-7" } })
  })

  it("given a slicing or calculation request stored before subjects, then it reads as the operation it was about", () => {
    const operation = { operationId: "op-1", serialNumber: "WS-1", wastePercentage: 36, woodTypeName: "Mvule" }
    expect(decodeEvent(ApprovalRequestEvent, stored({ ...asked, type: "WoodSlicer", operation }))).toMatchObject({
      subject: { _tag: "Operation", ...operation }
    })
    const calculation = { operationId: null, serialNumber: "CALC-1", wastePercentage: null, woodTypeName: "Teak" }
    expect(decodeEvent(ApprovalRequestEvent, stored({ ...asked, type: "WoodCalculator", operation: calculation }))).toMatchObject({
      subject: { _tag: "Operation", ...calculation }
    })
  })

  it("given a request written now, then it reads back as written", () => {
    const subject = { _tag: "LotReceipt", lotId: "lot-1", lotNumber: "LOT-7" }
    expect(decodeEvent(ApprovalRequestEvent, stored({ ...asked, type: "WoodReceipt", subject }))).toMatchObject({ subject })
  })

  it("shows the Approvals screen the same wire for a receipt's request, stored before or written now", () => {
    const before = decodeEvent(
      ApprovalRequestEvent,
      stored({ ...asked, type: "WoodReceipt", operation: { operationId: "lot-1", serialNumber: "LOT-7", wastePercentage: null, woodTypeName: null } })
    )
    const now = decodeEvent(
      ApprovalRequestEvent,
      stored({ ...asked, type: "WoodReceipt", subject: { _tag: "LotReceipt", lotId: "lot-1", lotNumber: "LOT-7" } })
    )
    if (before._tag !== "ApprovalRequested" || now._tag !== "ApprovalRequested") throw new Error("not a request")
    const wire = (e: typeof before & { _tag: "ApprovalRequested" }) => {
      const { _tag, ...fields } = e
      return toApprovalRequest(approvalRequestViewOf(fields, "pending", null), times)
    }
    expect(wire(before)).toEqual(wire(now))
    expect(wire(now)).toMatchObject({ operation_id: "lot-1", operation: { serial_number: "LOT-7", waste_percentage: null, wood_type: null } })
  })
})
