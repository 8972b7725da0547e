import { ApprovalMessages, type ApprovalRuleCommand, ApprovalRuleId, UserId } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { DeciderSpec } from "../testing/decider-spec"
import { expectAggregateAgreesWithMachine } from "../testing/machine-agreement"
import { ApprovalRuleDecider, approvalRuleStream } from "./decider"
import { approvalRuleLifecycle, type ApprovalRuleLifecycleEvent } from "./lifecycle.machine"

const spec = DeciderSpec(ApprovalRuleDecider)
const admin = { userId: UserId.make("a"), email: "a@x.tz", role: "ADMIN" }
const create: ApprovalRuleCommand = {
  _tag: "CreateApprovalRule",
  ruleId: ApprovalRuleId.make("rule-1"),
  module: "WoodSlicer",
  conditionType: "waste_percentage_above",
  conditionValue: 10,
  approverId: UserId.make("a"),
  isActive: true,
  actor: admin
}
const created = {
  _tag: "ApprovalRuleCreated" as const,
  ruleId: ApprovalRuleId.make("rule-1"),
  module: "WoodSlicer" as const,
  conditionType: "waste_percentage_above" as const,
  conditionValue: 10,
  approverId: UserId.make("a")
}

describe("approval rule", () => {
  it("is created active by an ADMIN", () => spec.given([]).when(create).then([created]))
  it("is refused to a MANAGER with the reason", () =>
    spec
      .given([])
      .when({ ...create, actor: { ...admin, role: "MANAGER" } })
      .thenError("Forbidden", ApprovalMessages.onlyAdminsCreateRules))
  it("refuses a condition of another module", () =>
    spec
      .given([])
      .when({ ...create, conditionType: "cost_above" })
      .thenError("ValidationError", ApprovalMessages.conditionNotInModule("WoodSlicer", "cost_above")))
  it("refuses a rule without an approver", () =>
    spec
      .given([])
      .when({ ...create, approverId: UserId.make(" ") })
      .thenError("ValidationError", ApprovalMessages.requiredFields))
  it("deactivates and activates", () => {
    spec
      .given([created])
      .when({ _tag: "SetApprovalRuleActive", ruleId: ApprovalRuleId.make("rule-1"), isActive: false })
      .then([{ _tag: "ApprovalRuleDeactivated", ruleId: ApprovalRuleId.make("rule-1") }])
    spec
      .given([created, { _tag: "ApprovalRuleDeactivated", ruleId: ApprovalRuleId.make("rule-1") }])
      .when({ _tag: "SetApprovalRuleActive", ruleId: ApprovalRuleId.make("rule-1"), isActive: true })
      .then([{ _tag: "ApprovalRuleActivated", ruleId: ApprovalRuleId.make("rule-1") }])
  })

  it("given no rule, when the condition value is not a number, then 'The condition value must be a number'", () => {
    for (const conditionValue of [Number.NaN, Number.POSITIVE_INFINITY]) {
      spec
        .given([])
        .when({ ...create, conditionValue })
        .thenError("ValidationError", ApprovalMessages.conditionValueNumeric)
    }
  })

  it("given a rule created inactive, then it is recorded created and deactivated at once", () =>
    spec
      .given([])
      .when({ ...create, isActive: false })
      .then([created, { _tag: "ApprovalRuleDeactivated", ruleId: ApprovalRuleId.make("rule-1") }]))

  it("given a rule, when the same create is delivered again, then nothing new is recorded", () => spec.given([created]).when(create).then([]))

  it("given no rule or a deleted one, when it is activated, deactivated or deleted, then 'Approval rule not found'", () => {
    const deleted = { _tag: "ApprovalRuleDeleted" as const, ruleId: ApprovalRuleId.make("rule-1") }
    for (const history of [[], [created, deleted]]) {
      for (const isActive of [true, false]) {
        spec
          .given(history)
          .when({ _tag: "SetApprovalRuleActive", ruleId: ApprovalRuleId.make("rule-1"), isActive })
          .thenError("NotFound", ApprovalMessages.ruleNotFound)
      }
      spec
        .given(history)
        .when({ _tag: "DeleteApprovalRule", ruleId: ApprovalRuleId.make("rule-1") })
        .thenError("NotFound", ApprovalMessages.ruleNotFound)
    }
  })

  it("given a rule, when deleted, then the deletion is recorded", () =>
    spec
      .given([created])
      .when({ _tag: "DeleteApprovalRule", ruleId: ApprovalRuleId.make("rule-1") })
      .then([{ _tag: "ApprovalRuleDeleted", ruleId: ApprovalRuleId.make("rule-1") }]))

  it("given a rule deactivated and activated again, then its answer shows its fields and whether it is active", () => {
    const fields = {
      ruleId: ApprovalRuleId.make("rule-1"),
      module: "WoodSlicer",
      conditionType: "waste_percentage_above",
      conditionValue: 10,
      approverId: UserId.make("a")
    }
    expect(fold(ApprovalRuleDecider, [created])).toEqual({ status: "active", rule: { ...fields, isActive: true } })
    const deactivated = [created, { _tag: "ApprovalRuleDeactivated" as const, ruleId: ApprovalRuleId.make("rule-1") }]
    expect(fold(ApprovalRuleDecider, deactivated)).toEqual({ status: "inactive", rule: { ...fields, isActive: false } })
    expect(fold(ApprovalRuleDecider, [...deactivated, { _tag: "ApprovalRuleActivated", ruleId: ApprovalRuleId.make("rule-1") }])).toEqual({
      status: "active",
      rule: { ...fields, isActive: true }
    })
    expect(fold(ApprovalRuleDecider, [created, { _tag: "ApprovalRuleDeleted", ruleId: ApprovalRuleId.make("rule-1") }])).toEqual({
      status: "deleted",
      rule: { ...fields, isActive: true }
    })
  })

  it("given an active rule, when activated again, or an inactive one deactivated again, then nothing is recorded and nothing refused", () => {
    spec
      .given([created])
      .when({ _tag: "SetApprovalRuleActive", ruleId: ApprovalRuleId.make("rule-1"), isActive: true })
      .then([])
    spec
      .given([created, { _tag: "ApprovalRuleDeactivated", ruleId: ApprovalRuleId.make("rule-1") }])
      .when({ _tag: "SetApprovalRuleActive", ruleId: ApprovalRuleId.make("rule-1"), isActive: false })
      .then([])
  })

  it("a rule's events are kept in the stream ApprovalRule-<id>", () => expect(approvalRuleStream(ApprovalRuleId.make("rule-1"))).toBe("ApprovalRule-rule-1"))

  it("a command or event of a kind it does not know is a defect, never silently ignored", () => {
    expect(() => ApprovalRuleDecider.decide({ _tag: "Unknown" } as never, fold(ApprovalRuleDecider, [created]))).toThrow("Unhandled case")
    expect(() => ApprovalRuleDecider.evolve(fold(ApprovalRuleDecider, [created]), { _tag: "Unknown" } as never)).toThrow("Unhandled case")
  })

  it("agrees with its lifecycle machine on every path", () =>
    expectAggregateAgreesWithMachine({
      machine: approvalRuleLifecycle,
      decider: ApprovalRuleDecider,
      events: [
        { type: "CREATE_ACTIVE" },
        { type: "CREATE_INACTIVE" },
        { type: "ACTIVATE" },
        { type: "DEACTIVATE" },
        { type: "DELETE" }
      ] as ApprovalRuleLifecycleEvent[],
      commandFor: (e): ApprovalRuleCommand => {
        switch (e.type) {
          case "CREATE_ACTIVE":
            return create
          case "CREATE_INACTIVE":
            return { ...create, isActive: false } as ApprovalRuleCommand
          case "ACTIVATE":
            return { _tag: "SetApprovalRuleActive", ruleId: ApprovalRuleId.make("rule-1"), isActive: true }
          case "DEACTIVATE":
            return { _tag: "SetApprovalRuleActive", ruleId: ApprovalRuleId.make("rule-1"), isActive: false }
          case "DELETE":
            return { _tag: "DeleteApprovalRule", ruleId: ApprovalRuleId.make("rule-1") }
        }
      },
      stateOf: (s) => s.status
    }))
})
