import { SlicingMessages, type SlicingOperationCommand, type SlicingOperationEvent, ApprovalRequestId, SlicingOperationId, WoodTypeId } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { DeciderSpec } from "../testing/decider-spec"
import { expectAggregateAgreesWithMachine } from "../testing/machine-agreement"
import { SlicingOperationDecider, slicingOperationStream } from "./decider"
import { slicingLifecycle, type SlicingLifecycleEvent } from "./lifecycle.machine"

const spec = DeciderSpec(SlicingOperationDecider)
const figures = (startTime: string | null) => ({
  woodTypeId: WoodTypeId.make("wt"),
  woodTypeName: "Mvule",
  startTime,
  sleeperSizes: [{ sequence: 1, width: 20, height: 20, length: 2, quantity: 1 }],
  plankSizes: [{ sequence: 1, width: 8, height: 8, length: 2, quantity: 4, parentSequence: 1 }],
  sleeperVolume: 0.08,
  plankVolume: 0.0512,
  wastePercentage: 36,
  notes: null,
  autoCheckCompletion: false
})
const record = (startTime: string | null): SlicingOperationCommand => ({
  _tag: "RecordSlicingOperation",
  operationId: SlicingOperationId.make("op"),
  serialNumber: "WS-1",
  lotNumber: "LOT-1",
  sleeperNumber: 3,
  figures: figures(startTime)
})
const recorded = (startTime: string | null): SlicingOperationEvent => ({
  _tag: "SlicingOperationRecorded",
  operationId: SlicingOperationId.make("op"),
  serialNumber: "WS-1",
  lotNumber: "LOT-1",
  sleeperNumber: 3,
  ...figures(startTime)
})
const started = recorded("2026-11-22T08:00:00.000Z")
const required: SlicingOperationEvent = {
  _tag: "SlicingApprovalRequired",
  operationId: SlicingOperationId.make("op"),
  requestId: ApprovalRequestId.make("req"),
  wastePercentage: 36,
  limit: 10
}
const end: SlicingOperationCommand = { _tag: "EndSlicingOperation", operationId: SlicingOperationId.make("op") }

describe("slicing operation", () => {
  it("is recorded as a draft without a start time, in progress with one", () => {
    spec
      .given([])
      .when(record(null))
      .then([recorded(null)])
    spec.given([]).when(record("2026-11-22T08:00:00.000Z")).then([started])
  })
  it("ends once started, and cannot be changed after", () => {
    spec
      .given([started])
      .when(end)
      .then([{ _tag: "SlicingOperationEnded", operationId: SlicingOperationId.make("op") }])
    spec
      .given([recorded(null)])
      .when(end)
      .thenError("BusinessRuleViolation", SlicingMessages.notStarted)
    spec
      .given([started, { _tag: "SlicingOperationEnded", operationId: SlicingOperationId.make("op") }])
      .when({ _tag: "ReviseSlicingOperation", operationId: SlicingOperationId.make("op"), lotNumber: "LOT-1", sleeperNumber: 3, figures: figures(null) })
      .thenError("BusinessRuleViolation", SlicingMessages.ended)
  })
  it("waits for the approver when its waste went above a rule: ending says 'Approval required'", () =>
    spec.given([started, required]).when(end).thenError("BusinessRuleViolation", SlicingMessages.approvalRequired(36, 10)))
  it("ends once the approver approved, and stays refused after a rejection", () => {
    const approved: SlicingOperationEvent = {
      _tag: "SlicingOperationApproved",
      operationId: SlicingOperationId.make("op"),
      requestId: ApprovalRequestId.make("req")
    }
    spec
      .given([started, required, approved])
      .when(end)
      .then([{ _tag: "SlicingOperationEnded", operationId: SlicingOperationId.make("op") }])
    spec
      .given([started, required, { _tag: "SlicingOperationRejected", operationId: SlicingOperationId.make("op"), requestId: ApprovalRequestId.make("req") }])
      .when(end)
      .thenError("BusinessRuleViolation", SlicingMessages.approvalRejected)
  })
  it("takes the approval of its current request once; the console's own PATCH after it changes nothing", () => {
    spec
      .given([started, required])
      .when({ _tag: "DecideSlicingApproval", operationId: SlicingOperationId.make("op"), requestId: ApprovalRequestId.make("req"), decision: "approved" })
      .then([{ _tag: "SlicingOperationApproved", operationId: SlicingOperationId.make("op"), requestId: ApprovalRequestId.make("req") }])
    spec
      .given([started, required, { _tag: "SlicingOperationApproved", operationId: SlicingOperationId.make("op"), requestId: ApprovalRequestId.make("req") }])
      .when({ _tag: "DecideSlicingApproval", operationId: SlicingOperationId.make("op"), requestId: null, decision: "approved" })
      .then([])
  })
  describe("wood that obeys physics (issue 37 item 2)", () => {
    // the issue's case: a 6" x 9" x 8' sleeper (0.085 m³) "sliced" into three 8" x 12" planks (0.453 m³)
    const sleeper = { sequence: 1, width: 22.86, height: 15.24, length: 2.4384, quantity: 1 }
    const phantom = { sequence: 1, width: 30.48, height: 20.32, length: 2.4384, quantity: 3, parentSequence: 1 }
    const oversized = { ...figures("2026-11-22T08:00:00.000Z"), sleeperSizes: [sleeper], plankSizes: [phantom] }
    const emptyRow = { ...figures("2026-11-22T08:00:00.000Z"), plankSizes: [{ sequence: 1, width: 0, height: 0, length: 2, quantity: 1, parentSequence: 1 }] }
    const recordOf = (f: ReturnType<typeof figures>): SlicingOperationCommand => ({
      _tag: "RecordSlicingOperation",
      operationId: SlicingOperationId.make("op"),
      serialNumber: "WS-1",
      lotNumber: "LOT-1",
      sleeperNumber: 3,
      figures: f
    })

    it("given no operation, when planks larger than the sleeper are recorded, then it is refused naming the sleeper and both volumes, and nothing is recorded", () =>
      spec
        .given([])
        .when(recordOf(oversized))
        .thenError("ValidationError", SlicingMessages.planksExceedSleeper(3, (22.86 * 15.24 * 2.4384) / 10_000, (30.48 * 20.32 * 2.4384 * 3) / 10_000, 2)))
    it("given an operation in progress, when a revision makes its planks larger than the sleeper, then the revision is refused", () =>
      spec
        .given([started])
        .when({ _tag: "ReviseSlicingOperation", operationId: SlicingOperationId.make("op"), lotNumber: "LOT-1", sleeperNumber: 3, figures: oversized })
        .thenError("ValidationError", SlicingMessages.planksExceedSleeper(3, (22.86 * 15.24 * 2.4384) / 10_000, (30.48 * 20.32 * 2.4384 * 3) / 10_000, 2)))
    it("given the slicer's default empty plank row only, when saved or revised, then the spec's message answers", () => {
      spec.given([]).when(recordOf(emptyRow)).thenError("ValidationError", SlicingMessages.planksRequired)
      spec
        .given([started])
        .when({ _tag: "ReviseSlicingOperation", operationId: SlicingOperationId.make("op"), lotNumber: "LOT-1", sleeperNumber: 3, figures: emptyRow })
        .thenError("ValidationError", SlicingMessages.planksRequired)
    })
    it("given an operation recorded before these rules with planks larger than its sleeper, then it still folds", () =>
      expect(fold(SlicingOperationDecider, [{ ...started, ...oversized }]).status).toBe("in_progress"))
  })

  describe("approvals follow the operation (issue 37 item 3)", () => {
    const op = SlicingOperationId.make("op")
    const rejected: SlicingOperationEvent = { _tag: "SlicingOperationRejected", operationId: op, requestId: ApprovalRequestId.make("req") }
    const clear: SlicingOperationCommand = { _tag: "ClearSlicingApproval", operationId: op }
    const cleared: SlicingOperationEvent = { _tag: "SlicingApprovalCleared", operationId: op, requestId: ApprovalRequestId.make("req") }

    it("given an operation waiting for approval, when its current revision goes above no rule, then the wait is cleared and it ends", () => {
      spec.given([started, required]).when(clear).then([cleared])
      spec
        .given([started, required, cleared])
        .when(end)
        .then([{ _tag: "SlicingOperationEnded", operationId: op }])
    })
    it("given a rejected operation, when a revision goes above no rule, then the rejection no longer blocks its end", () => {
      spec.given([started, required, rejected]).when(clear).then([cleared])
      spec
        .given([started, required, rejected, cleared])
        .when(end)
        .then([{ _tag: "SlicingOperationEnded", operationId: op }])
    })
    it("given a rejected operation, when its revision raises a new request, then it waits for that one", () => {
      const again: SlicingOperationEvent = { ...required, requestId: ApprovalRequestId.make("req-2"), wastePercentage: 30 }
      spec
        .given([started, required, rejected])
        .when({ _tag: "RequireSlicingApproval", operationId: op, requestId: ApprovalRequestId.make("req-2"), wastePercentage: 30, limit: 10 })
        .then([again])
      expect(fold(SlicingOperationDecider, [started, required, rejected, again]).approval).toBe("pending")
    })
    it("given nothing to clear (never asked, or approved), when a clearing arrives, then nothing is recorded and an approval stands", () => {
      spec.given([started]).when(clear).then([])
      spec
        .given([started, required, { _tag: "SlicingOperationApproved", operationId: op, requestId: ApprovalRequestId.make("req") }])
        .when(clear)
        .then([])
    })
    it("given a wait on a request, when a revision still above the rule changes the waste, then the same request again records nothing and ending names the current waste", () => {
      const revised: SlicingOperationEvent = { _tag: "SlicingOperationRevised", operationId: op, ...figures("2026-11-22T08:00:00.000Z"), wastePercentage: 30 }
      spec
        .given([started, required, revised])
        .when({ _tag: "RequireSlicingApproval", operationId: op, requestId: ApprovalRequestId.make("req"), wastePercentage: 30, limit: 10 })
        .then([])
      spec.given([started, required, revised]).when(end).thenError("BusinessRuleViolation", SlicingMessages.approvalRequired(30, 10))
    })
    it("given a cleared wait, when a later revision goes above the rule again under the same request, then the operation waits again", () =>
      spec
        .given([started, required, cleared])
        .when({ _tag: "RequireSlicingApproval", operationId: op, requestId: ApprovalRequestId.make("req"), wastePercentage: 36, limit: 10 })
        .then([required]))
  })

  it("keeps its LOT and sleeper", () =>
    spec
      .given([started])
      .when({ _tag: "ReviseSlicingOperation", operationId: SlicingOperationId.make("op"), lotNumber: "LOT-1", sleeperNumber: 4, figures: figures(null) })
      .thenError("ValidationError", SlicingMessages.sourceFixed))

  it("keeps its LOT too: given an operation, when a revision names another LOT, then it is refused", () =>
    spec
      .given([started])
      .when({ _tag: "ReviseSlicingOperation", operationId: SlicingOperationId.make("op"), lotNumber: "LOT-2", sleeperNumber: 3, figures: figures(null) })
      .thenError("ValidationError", SlicingMessages.sourceFixed))

  it("given an ended operation, when a revision arrives (even one naming another sleeper), then it is refused as ended", () =>
    spec
      .given([started, { _tag: "SlicingOperationEnded", operationId: SlicingOperationId.make("op") }])
      .when({ _tag: "ReviseSlicingOperation", operationId: SlicingOperationId.make("op"), lotNumber: "LOT-1", sleeperNumber: 4, figures: figures(null) })
      .thenError("BusinessRuleViolation", SlicingMessages.ended))

  it("given an operation in progress, when a revision leaves out the start time, then the revision keeps the start time it had", () =>
    spec
      .given([started])
      .when({
        _tag: "ReviseSlicingOperation",
        operationId: SlicingOperationId.make("op"),
        lotNumber: "LOT-1",
        sleeperNumber: 3,
        figures: { ...figures(null), notes: "re-cut" }
      })
      .then([{ _tag: "SlicingOperationRevised", operationId: SlicingOperationId.make("op"), ...figures("2026-11-22T08:00:00.000Z"), notes: "re-cut" }]))

  it("given an ended operation, when it is ended again (a retry), then nothing is recorded", () =>
    spec
      .given([started, { _tag: "SlicingOperationEnded", operationId: SlicingOperationId.make("op") }])
      .when(end)
      .then([]))

  it("given no operation, or a deleted one, when it is revised, ended, sent for approval, decided or deleted, then 'Slicing operation not found'", () => {
    const deleted: SlicingOperationEvent = { _tag: "SlicingOperationDeleted", operationId: SlicingOperationId.make("op"), lotNumber: "LOT-1", sleeperNumber: 3 }
    for (const history of [[], [recorded(null), deleted], [started, required, deleted]]) {
      for (const command of [
        { _tag: "ReviseSlicingOperation", operationId: SlicingOperationId.make("op"), lotNumber: "LOT-1", sleeperNumber: 3, figures: figures(null) } as const,
        end,
        {
          _tag: "RequireSlicingApproval",
          operationId: SlicingOperationId.make("op"),
          requestId: ApprovalRequestId.make("req-2"),
          wastePercentage: 36,
          limit: 10
        } as const,
        { _tag: "DecideSlicingApproval", operationId: SlicingOperationId.make("op"), requestId: ApprovalRequestId.make("req"), decision: "approved" } as const,
        { _tag: "DeleteSlicingOperation", operationId: SlicingOperationId.make("op") } as const
      ]) {
        spec.given(history).when(command).thenError("NotFound", SlicingMessages.notFound)
      }
    }
  })

  it("given an unfinished operation, when it is deleted, then the deletion names its LOT and sleeper (freeing the sleeper); an ended one cannot be deleted", () => {
    spec
      .given([recorded(null)])
      .when({ _tag: "DeleteSlicingOperation", operationId: SlicingOperationId.make("op") })
      .then([{ _tag: "SlicingOperationDeleted", operationId: SlicingOperationId.make("op"), lotNumber: "LOT-1", sleeperNumber: 3 }])
    spec
      .given([started, { _tag: "SlicingOperationEnded", operationId: SlicingOperationId.make("op") }])
      .when({ _tag: "DeleteSlicingOperation", operationId: SlicingOperationId.make("op") })
      .thenError("BusinessRuleViolation", SlicingMessages.ended)
  })

  it("given a started operation, when its waste goes above a rule, then it records the request and the limit; the same request again does nothing", () => {
    const require: SlicingOperationCommand = {
      _tag: "RequireSlicingApproval",
      operationId: SlicingOperationId.make("op"),
      requestId: ApprovalRequestId.make("req"),
      wastePercentage: 36,
      limit: 10
    }
    spec.given([started]).when(require).then([required])
    spec.given([started, required]).when(require).then([])
    spec
      .given([started, required])
      .when({ ...require, requestId: ApprovalRequestId.make("req-2"), limit: 20 })
      .then([{ ...required, requestId: ApprovalRequestId.make("req-2"), limit: 20 }])
  })

  it("given an approval request, when the approver rejects it, then the rejection is recorded once; the console's own PATCH (no request id) names the waiting request", () => {
    spec
      .given([started, required])
      .when({ _tag: "DecideSlicingApproval", operationId: SlicingOperationId.make("op"), requestId: ApprovalRequestId.make("req"), decision: "rejected" })
      .then([{ _tag: "SlicingOperationRejected", operationId: SlicingOperationId.make("op"), requestId: ApprovalRequestId.make("req") }])
    spec
      .given([started, required])
      .when({ _tag: "DecideSlicingApproval", operationId: SlicingOperationId.make("op"), requestId: null, decision: "approved" })
      .then([{ _tag: "SlicingOperationApproved", operationId: SlicingOperationId.make("op"), requestId: ApprovalRequestId.make("req") }])
    spec
      .given([started, required, { _tag: "SlicingOperationRejected", operationId: SlicingOperationId.make("op"), requestId: ApprovalRequestId.make("req") }])
      .when({ _tag: "DecideSlicingApproval", operationId: SlicingOperationId.make("op"), requestId: ApprovalRequestId.make("req"), decision: "rejected" })
      .then([])
  })

  it("given no approval asked, or a decision about an older request, when a decision arrives, then nothing is recorded", () => {
    spec
      .given([started])
      .when({ _tag: "DecideSlicingApproval", operationId: SlicingOperationId.make("op"), requestId: null, decision: "approved" })
      .then([])
    spec
      .given([started])
      .when({ _tag: "DecideSlicingApproval", operationId: SlicingOperationId.make("op"), requestId: ApprovalRequestId.make("req"), decision: "rejected" })
      .then([])
    spec
      .given([started, required])
      .when({ _tag: "DecideSlicingApproval", operationId: SlicingOperationId.make("op"), requestId: ApprovalRequestId.make("req-old"), decision: "rejected" })
      .then([])
  })

  it("given an operation recorded, revised and sent for approval, then its state holds what the slicer recorded last, its waste and the request's limit", () => {
    const revised: SlicingOperationEvent = {
      _tag: "SlicingOperationRevised",
      operationId: SlicingOperationId.make("op"),
      ...figures("2026-11-22T09:00:00.000Z"),
      wastePercentage: 40
    }
    expect(fold(SlicingOperationDecider, [recorded(null)])).toEqual({
      status: "draft",
      serialNumber: "WS-1",
      figures: figures(null),
      lotNumber: "LOT-1",
      sleeperNumber: 3,
      startTime: null,
      wastePercentage: 36,
      approval: "not_required",
      requestId: null,
      limit: null
    })
    expect(fold(SlicingOperationDecider, [recorded(null), revised, { ...required, wastePercentage: 40 }])).toEqual({
      status: "in_progress",
      serialNumber: "WS-1",
      figures: { ...figures("2026-11-22T09:00:00.000Z"), wastePercentage: 40 },
      lotNumber: "LOT-1",
      sleeperNumber: 3,
      startTime: "2026-11-22T09:00:00.000Z",
      wastePercentage: 40,
      approval: "pending",
      requestId: ApprovalRequestId.make("req"),
      limit: 10
    })
  })

  it("given an operation in progress, when it is revised with a new start time, then the revision records it; when it is deleted, then the deletion is recorded", () => {
    spec
      .given([started])
      .when({
        _tag: "ReviseSlicingOperation",
        operationId: SlicingOperationId.make("op"),
        lotNumber: "LOT-1",
        sleeperNumber: 3,
        figures: figures("2026-11-22T09:00:00.000Z")
      })
      .then([{ _tag: "SlicingOperationRevised", operationId: SlicingOperationId.make("op"), ...figures("2026-11-22T09:00:00.000Z") }])
    spec
      .given([started])
      .when({ _tag: "DeleteSlicingOperation", operationId: SlicingOperationId.make("op") })
      .then([{ _tag: "SlicingOperationDeleted", operationId: SlicingOperationId.make("op"), lotNumber: "LOT-1", sleeperNumber: 3 }])
  })

  it("given a draft revised without a start time, then it is still a draft (ending says it has not started); its events live in SlicingOperation-<id>", () => {
    const revisedDraft: SlicingOperationEvent = {
      _tag: "SlicingOperationRevised",
      operationId: SlicingOperationId.make("op"),
      ...figures(null),
      notes: "re-cut"
    }
    expect(fold(SlicingOperationDecider, [recorded(null), revisedDraft]).status).toBe("draft")
    spec
      .given([recorded(null), revisedDraft])
      .when(end)
      .thenError("BusinessRuleViolation", SlicingMessages.notStarted)
    expect(slicingOperationStream(SlicingOperationId.make("op"))).toBe("SlicingOperation-op")
  })

  it("agrees with its lifecycle machine on every path", () =>
    expectAggregateAgreesWithMachine({
      machine: slicingLifecycle,
      decider: SlicingOperationDecider,
      events: [
        { type: "RECORD_DRAFT" },
        { type: "RECORD_STARTED" },
        { type: "REVISE_DRAFT" },
        { type: "REVISE_STARTED" },
        { type: "END" },
        { type: "DELETE" }
      ] as SlicingLifecycleEvent[],
      commandFor: (e): SlicingOperationCommand => {
        switch (e.type) {
          case "RECORD_DRAFT":
            return record(null)
          case "RECORD_STARTED":
            return record("2026-11-22T08:00:00.000Z")
          case "REVISE_DRAFT":
            return { _tag: "ReviseSlicingOperation", operationId: SlicingOperationId.make("op"), lotNumber: "LOT-1", sleeperNumber: 3, figures: figures(null) }
          case "REVISE_STARTED":
            return {
              _tag: "ReviseSlicingOperation",
              operationId: SlicingOperationId.make("op"),
              lotNumber: "LOT-1",
              sleeperNumber: 3,
              figures: figures("2026-11-22T09:00:00.000Z")
            }
          case "END":
            return end
          case "DELETE":
            return { _tag: "DeleteSlicingOperation", operationId: SlicingOperationId.make("op") }
        }
      },
      stateOf: (s) => s.status
    }))
})

describe("slicing operation needs planks", () => {
  it("refuses to save without any plank, with the slicer's message", () => {
    const bare = record(null) as Extract<SlicingOperationCommand, { _tag: "RecordSlicingOperation" }>
    spec
      .given([])
      .when({ ...bare, figures: { ...bare.figures, plankSizes: [] } })
      .thenError("ValidationError", SlicingMessages.planksRequired)
  })
})
