import { ApprovalRuleEvent, LiveTopics, metadataOf } from "@timber/contracts"
import { absurd } from "effect"
import { recordRowsProjection } from "../runner/record-rows"

/** The rules table of the Approvals screen; a deleted rule leaves it. */
export const approvalRulesProjection = recordRowsProjection({
  name: "approval-rules",
  // 2: each row's version (migration 0700)
  version: 2,
  events: ApprovalRuleEvent,
  table: "approval_rules",
  ifStored: "keep",
  apply: (rows, e, event) => {
    // every event of a rule's stream moves its version
    const version = event.revision.toString()
    switch (e._tag) {
      case "ApprovalRuleCreated":
        rows.insert(e.ruleId, {
          id: e.ruleId,
          module: e.module,
          condition_type: e.conditionType,
          condition_value: e.conditionValue,
          approver_id: e.approverId,
          is_active: true,
          created_at: metadataOf(event).occurredAt,
          version
        })
        break
      case "ApprovalRuleActivated":
      case "ApprovalRuleDeactivated":
        rows.change(e.ruleId, { is_active: e._tag === "ApprovalRuleActivated", version })
        break
      case "ApprovalRuleDeleted":
        rows.remove(e.ruleId)
        break
      default:
        return absurd(e)
    }
    return [LiveTopics.approvals]
  }
})
