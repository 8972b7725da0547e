import { ApprovalMessages, type ApprovalRequestCommand, type ApprovalRequestEvent, ApprovalRequestId, SlicingOperationId, UserId } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { DeciderSpec } from "../testing/decider-spec"
import { expectAggregateAgreesWithMachine } from "../testing/machine-agreement"
import { ApprovalRequestDecider, approvalRequestStream } from "./decider"
import { approvalRequestLifecycle, type ApprovalRequestLifecycleEvent } from "./lifecycle.machine"

const spec = DeciderSpec(ApprovalRequestDecider)
const subject = {
  _tag: "Operation" as const,
  operationId: SlicingOperationId.make("op-1"),
  serialNumber: "SL-0001",
  wastePercentage: 14.5,
  woodTypeName: "Mninga"
}
const requested: ApprovalRequestEvent = {
  _tag: "ApprovalRequested",
  requestId: ApprovalRequestId.make("r1"),
  type: "WoodSlicer",
  ruleId: "rule-1",
  approverId: UserId.make("u-admin"),
  requestorId: UserId.make("u-op"),
  requestorEmail: "op@timber.works",
  subject
}
const request: ApprovalRequestCommand = {
  _tag: "RequestApproval",
  requestId: ApprovalRequestId.make("r1"),
  type: "WoodSlicer",
  ruleId: "rule-1",
  approverId: UserId.make("u-admin"),
  requestorId: UserId.make("u-op"),
  requestorEmail: "op@timber.works",
  subject
}

describe("approval request", () => {
  it("is raised pending", () => spec.given([]).when(request).then([requested]))
  it("approves a pending request with notes", () =>
    spec
      .given([requested])
      .when({ _tag: "DecideApproval", requestId: ApprovalRequestId.make("r1"), decision: "approved", notes: "ok" })
      .then([{ _tag: "ApprovalApproved", requestId: ApprovalRequestId.make("r1"), notes: "ok" }]))
  it("given an approved request, when it is approved again (a double click, a second tab), then nothing is recorded and the first notes stand: no 'already approved'", () =>
    spec
      .given([requested, { _tag: "ApprovalApproved", requestId: ApprovalRequestId.make("r1"), notes: "ok" }])
      .when({ _tag: "DecideApproval", requestId: ApprovalRequestId.make("r1"), decision: "approved", notes: null })
      .then([]))
  it("given a rejected request, when it is rejected again, then nothing is recorded", () =>
    spec
      .given([requested, { _tag: "ApprovalRejected", requestId: ApprovalRequestId.make("r1"), notes: "too much waste" }])
      .when({ _tag: "DecideApproval", requestId: ApprovalRequestId.make("r1"), decision: "rejected", notes: "too much waste" })
      .then([]))
  it("given an approved request, when it is rejected, then the contradicting decision is refused in words", () =>
    spec
      .given([requested, { _tag: "ApprovalApproved", requestId: ApprovalRequestId.make("r1"), notes: null }])
      .when({ _tag: "DecideApproval", requestId: ApprovalRequestId.make("r1"), decision: "rejected", notes: null })
      .thenError("Conflict", ApprovalMessages.alreadyDecided("approved")))
  it("refuses to approve a rejected request", () =>
    spec
      .given([requested, { _tag: "ApprovalRejected", requestId: ApprovalRequestId.make("r1"), notes: null }])
      .when({ _tag: "DecideApproval", requestId: ApprovalRequestId.make("r1"), decision: "approved", notes: null })
      .thenError("Conflict", ApprovalMessages.alreadyDecided("rejected")))
  it("answers not found for an unknown request", () =>
    spec
      .given([])
      .when({ _tag: "DecideApproval", requestId: ApprovalRequestId.make("r1"), decision: "rejected", notes: null })
      .thenError("NotFound", ApprovalMessages.requestNotFound))

  it("given a pending request, when rejected with notes, then the rejection and its notes are recorded", () =>
    spec
      .given([requested])
      .when({ _tag: "DecideApproval", requestId: ApprovalRequestId.make("r1"), decision: "rejected", notes: "too much waste" })
      .then([{ _tag: "ApprovalRejected", requestId: ApprovalRequestId.make("r1"), notes: "too much waste" }]))

  it("given a raised request, when the same request is delivered again, then nothing new is recorded", () => spec.given([requested]).when(request).then([]))

  it("given a request approved with notes, then its answer shows what was asked, the decision and the notes", () => {
    const { _tag, ...fields } = requested
    expect(fold(ApprovalRequestDecider, [requested])).toEqual({ status: "pending", request: fields, notes: null })
    expect(fold(ApprovalRequestDecider, [requested, { _tag: "ApprovalApproved", requestId: ApprovalRequestId.make("r1"), notes: "ok" }])).toEqual({
      status: "approved",
      request: fields,
      notes: "ok"
    })
    expect(fold(ApprovalRequestDecider, [requested, { _tag: "ApprovalRejected", requestId: ApprovalRequestId.make("r1"), notes: "no" }])).toEqual({
      status: "rejected",
      request: fields,
      notes: "no"
    })
  })

  describe("follows the operation it is about (issue 37 item 3)", () => {
    const revisedSubject = { ...subject, wastePercentage: 17 }
    const trigger = { conditionType: "waste_percentage_above" as const, conditionValue: 10, measured: 17 }
    const revise: ApprovalRequestCommand = { _tag: "ReviseApprovalRequest", requestId: ApprovalRequestId.make("r1"), subject: revisedSubject, trigger }
    const revised: ApprovalRequestEvent = { _tag: "ApprovalRequestRevised", requestId: ApprovalRequestId.make("r1"), subject: revisedSubject, trigger }
    const withdraw: ApprovalRequestCommand = { _tag: "WithdrawApprovalRequest", requestId: ApprovalRequestId.make("r1"), reason: "revised under the limit" }
    const withdrawn: ApprovalRequestEvent = { _tag: "ApprovalWithdrawn", requestId: ApprovalRequestId.make("r1"), reason: "revised under the limit" }

    it("given a pending request, when its operation is revised, then the request shows the current revision (what the approver decides on)", () => {
      spec.given([requested]).when(revise).then([revised])
      expect(fold(ApprovalRequestDecider, [requested, revised]).request?.subject).toEqual(revisedSubject)
      expect(fold(ApprovalRequestDecider, [requested, revised]).request?.trigger).toEqual(trigger)
    })
    it("given a request already showing that revision, when the same revision comes again, then nothing is recorded", () =>
      spec.given([requested, revised]).when(revise).then([]))
    it("given a decided request, when its operation is revised, then it keeps what it was decided on", () =>
      spec
        .given([requested, { _tag: "ApprovalRejected", requestId: ApprovalRequestId.make("r1"), notes: "too much waste" }])
        .when(revise)
        .then([]))
    it("given a pending request, when it is no longer needed, then it is withdrawn once, and nobody decides it any more", () => {
      spec.given([requested]).when(withdraw).then([withdrawn])
      spec.given([requested, withdrawn]).when(withdraw).then([])
      spec
        .given([requested, withdrawn])
        .when({ _tag: "DecideApproval", requestId: ApprovalRequestId.make("r1"), decision: "approved", notes: null })
        .thenError("Conflict", ApprovalMessages.alreadyDecided("withdrawn"))
    })
    it("given an approved request, when a withdrawal arrives, then the approval stands", () =>
      spec
        .given([requested, { _tag: "ApprovalApproved", requestId: ApprovalRequestId.make("r1"), notes: null }])
        .when(withdraw)
        .then([]))
  })

  it("a request's events are kept in the stream ApprovalRequest-<id>", () =>
    expect(approvalRequestStream(ApprovalRequestId.make("r1"))).toBe("ApprovalRequest-r1"))

  it("a command or event of a kind it does not know is a defect, never silently ignored", () => {
    expect(() => ApprovalRequestDecider.decide({ _tag: "Unknown" } as never, fold(ApprovalRequestDecider, [requested]))).toThrow("Unhandled case")
    expect(() => ApprovalRequestDecider.evolve(fold(ApprovalRequestDecider, [requested]), { _tag: "Unknown" } as never)).toThrow("Unhandled case")
  })

  it("agrees with its lifecycle machine on every path", () =>
    expectAggregateAgreesWithMachine({
      machine: approvalRequestLifecycle,
      decider: ApprovalRequestDecider,
      events: [{ type: "REQUEST" }, { type: "APPROVE" }, { type: "REJECT" }, { type: "WITHDRAW" }] as ApprovalRequestLifecycleEvent[],
      commandFor: (e): ApprovalRequestCommand =>
        e.type === "REQUEST"
          ? request
          : e.type === "WITHDRAW"
            ? { _tag: "WithdrawApprovalRequest", requestId: ApprovalRequestId.make("r1"), reason: "no longer needed" }
            : { _tag: "DecideApproval", requestId: ApprovalRequestId.make("r1"), decision: e.type === "APPROVE" ? "approved" : "rejected", notes: null },
      stateOf: (s) => s.status
    }))
})
