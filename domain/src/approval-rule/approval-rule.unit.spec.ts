import { ApprovalMessages, type ApprovalRuleCommand } from "@timber/contracts"
import { describe, it } from "vitest"
import { DeciderSpec } from "../testing/decider-spec"
import { expectAggregateAgreesWithMachine } from "../testing/machine-agreement"
import { ApprovalRuleDecider } from "./decider"
import { approvalRuleLifecycle, type ApprovalRuleLifecycleEvent } from "./lifecycle.machine"

const spec = DeciderSpec(ApprovalRuleDecider)
const admin = { userId: "a", email: "a@x.tz", role: "ADMIN" }
const create: ApprovalRuleCommand = {
  _tag: "CreateApprovalRule",
  ruleId: "rule-1",
  module: "WoodSlicer",
  conditionType: "waste_percentage_above",
  conditionValue: 10,
  approverId: "a",
  isActive: true,
  actor: admin
}
const created = {
  _tag: "ApprovalRuleCreated" as const,
  ruleId: "rule-1",
  module: "WoodSlicer" as const,
  conditionType: "waste_percentage_above" as const,
  conditionValue: 10,
  approverId: "a"
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
      .when({ ...create, approverId: " " })
      .thenError("ValidationError", ApprovalMessages.requiredFields))
  it("deactivates and activates", () => {
    spec
      .given([created])
      .when({ _tag: "SetApprovalRuleActive", ruleId: "rule-1", isActive: false })
      .then([{ _tag: "ApprovalRuleDeactivated", ruleId: "rule-1" }])
    spec
      .given([created, { _tag: "ApprovalRuleDeactivated", ruleId: "rule-1" }])
      .when({ _tag: "SetApprovalRuleActive", ruleId: "rule-1", isActive: true })
      .then([{ _tag: "ApprovalRuleActivated", ruleId: "rule-1" }])
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
            return { _tag: "SetApprovalRuleActive", ruleId: "rule-1", isActive: true }
          case "DEACTIVATE":
            return { _tag: "SetApprovalRuleActive", ruleId: "rule-1", isActive: false }
          case "DELETE":
            return { _tag: "DeleteApprovalRule", ruleId: "rule-1" }
        }
      },
      stateOf: (s) => s.status
    }))
})
