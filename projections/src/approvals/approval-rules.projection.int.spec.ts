import {
  ApprovalRuleActivated,
  ApprovalRuleCreated,
  ApprovalRuleDeactivated,
  ApprovalRuleDeleted,
  ApprovalRuleEvent,
  ApprovalRuleId,
  UserId
} from "@timber/contracts"
import { it } from "vitest"
import { at, describeProjection, eventsOf } from "../testing/projection-spec"
import { approvalRulesProjection } from "./approval-rules.projection"

const rule = eventsOf(ApprovalRuleEvent)
const created = (ruleId: string) =>
  rule(
    ApprovalRuleCreated.make({
      ruleId: ApprovalRuleId.make(ruleId),
      module: "WoodSlicer",
      conditionType: "waste_percentage_above",
      conditionValue: 25,
      approverId: UserId.make("u-boss")
    })
  )

describeProjection(approvalRulesProjection, (spec) => {
  it("given a rule created, then it is listed active", async () => {
    await spec.given(created("rule-1")).then({
      approval_rules: [
        {
          id: "rule-1",
          module: "WoodSlicer",
          condition_type: "waste_percentage_above",
          condition_value: 25,
          approver_id: "u-boss",
          is_active: true,
          created_at: at(0)
        }
      ]
    })
  })

  it("given it deactivated, then it is inactive; activated again, active", async () => {
    const deactivated = rule(ApprovalRuleDeactivated.make({ ruleId: ApprovalRuleId.make("rule-1") }))
    await spec.given(created("rule-1"), deactivated).then({ approval_rules: [{ id: "rule-1", is_active: false }] })
    await spec
      .given(created("rule-1"), deactivated, rule(ApprovalRuleActivated.make({ ruleId: ApprovalRuleId.make("rule-1") })))
      .then({ approval_rules: [{ id: "rule-1", is_active: true }] })
  })

  it("given one of two rules deleted, then only the other is listed", async () => {
    await spec
      .given(created("rule-1"), created("rule-2"), rule(ApprovalRuleDeleted.make({ ruleId: ApprovalRuleId.make("rule-1") })))
      .then({ approval_rules: [{ id: "rule-2" }] })
  })
})
