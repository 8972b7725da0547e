import { ApprovalMessages, ApprovalRequestId, SELF_DECISION_MESSAGE, type ApprovalRequestEvent, type ApprovalSubject, UserId } from "@timber/contracts"
import { describe, it } from "vitest"
import { DeciderSpec } from "../testing/decider-spec"
import { approvalRequestDeciderFor } from "./decider"

/** Issue 24 item 11: segregation of duties, for every kind of request. */

const requestId = ApprovalRequestId.make("r1")
const raised = (type: string, requestorId: string | null, subject: ApprovalSubject): ApprovalRequestEvent => ({
  _tag: "ApprovalRequested",
  requestId,
  type,
  ruleId: "rule-1",
  approverId: UserId.make("u-manager"),
  requestorId: requestorId === null ? null : UserId.make(requestorId),
  requestorEmail: "someone@timber.works",
  subject
})
const operation = { _tag: "Operation", operationId: "op-1", serialNumber: "WS-1", wastePercentage: 36, woodTypeName: "Mninga" } as unknown as ApprovalSubject

const manager = { userId: UserId.make("u-manager"), role: "MANAGER" }
const admin = { userId: UserId.make("u-admin"), role: "ADMIN" }

describe("nobody decides a request raised by their own action", () => {
  for (const type of ["WoodSlicer", "WoodCalculator", "WoodReceipt"]) {
    for (const decision of ["approved", "rejected"] as const) {
      it(`given a ${type} request raised by u-manager, when u-manager ${decision === "approved" ? "approves" : "rejects"} it, then refused saying why`, () =>
        DeciderSpec(approvalRequestDeciderFor(manager))
          .given([raised(type, "u-manager", operation)])
          .when({ _tag: "DecideApproval", requestId, decision, notes: null })
          .thenError("BusinessRuleViolation", SELF_DECISION_MESSAGE))
    }
    it(`given a ${type} request raised by someone else, then an admin decides it`, () =>
      DeciderSpec(approvalRequestDeciderFor(admin))
        .given([raised(type, "u-operator", operation)])
        .when({ _tag: "DecideApproval", requestId, decision: "approved", notes: "ok" })
        .then([{ _tag: "ApprovalApproved", requestId, notes: "ok" }]))
  }

  it("given a request with no known requestor, then it is decided as before", () =>
    DeciderSpec(approvalRequestDeciderFor(manager))
      .given([raised("WoodSlicer", null, operation)])
      .when({ _tag: "DecideApproval", requestId, decision: "rejected", notes: null })
      .then([{ _tag: "ApprovalRejected", requestId, notes: null }]))

  it("given a request someone else raised and this manager approved, when the manager approves it again (a double click), then nothing is recorded and no 'already approved'", () =>
    DeciderSpec(approvalRequestDeciderFor(manager))
      .given([raised("WoodSlicer", "u-operator", operation), { _tag: "ApprovalApproved", requestId, notes: null }])
      .when({ _tag: "DecideApproval", requestId, decision: "approved", notes: null })
      .then([]))

  it("given a decided request, then deciding it again is still a conflict, not a self-decision", () =>
    DeciderSpec(approvalRequestDeciderFor(manager))
      .given([raised("WoodSlicer", "u-manager", operation), { _tag: "ApprovalApproved", requestId, notes: null }])
      .when({ _tag: "DecideApproval", requestId, decision: "approved", notes: null })
      .thenError("Conflict", ApprovalMessages.alreadyDecided("approved")))
})

describe("who decides which kind of request", () => {
  it("given a slicing or calculation request raised by someone else, then a MANAGER decides it", () =>
    DeciderSpec(approvalRequestDeciderFor(manager))
      .given([raised("WoodCalculator", "u-operator", operation)])
      .when({ _tag: "DecideApproval", requestId, decision: "rejected", notes: null })
      .then([{ _tag: "ApprovalRejected", requestId, notes: null }]))

  for (const decision of ["approved", "rejected"] as const) {
    it(`given a receipt submission's request, when a MANAGER ${decision === "approved" ? "approves" : "rejects"} it, then refused: it waits for an admin`, () =>
      DeciderSpec(approvalRequestDeciderFor(manager))
        .given([raised("WoodReceipt", "u-operator", { _tag: "LotReceipt", lotId: "lot-1", lotNumber: "LOT-1" } as unknown as ApprovalSubject)])
        .when({ _tag: "DecideApproval", requestId, decision, notes: null })
        .thenError("Forbidden", ApprovalMessages.receiptsForAdmins))
  }
})
