import { APPROVAL_RULE_EVENT_TYPES, ApprovalRuleEvent, decodeEvent, LiveTopics, metadataOf } from "@timber/contracts"
import { absurd } from "effect"
import type { Projection } from "../runner/projection"

/** The rules table of the Approvals screen; a deleted rule leaves it. */
export const approvalRulesProjection: Projection = {
  name: "approval-rules",
  version: 1,
  eventTypes: APPROVAL_RULE_EVENT_TYPES,
  tables: ["approval_rules"],
  apply: async (trx, event) => {
    const e = decodeEvent(ApprovalRuleEvent, event)
    switch (e._tag) {
      case "ApprovalRuleCreated":
        await trx
          .insertInto("approval_rules")
          .values({
            id: e.ruleId,
            module: e.module,
            condition_type: e.conditionType,
            condition_value: e.conditionValue,
            approver_id: e.approverId,
            is_active: true,
            created_at: metadataOf(event).occurredAt
          })
          .onConflict((oc) => oc.column("id").doNothing())
          .execute()
        break
      case "ApprovalRuleActivated":
      case "ApprovalRuleDeactivated":
        await trx
          .updateTable("approval_rules")
          .set({ is_active: e._tag === "ApprovalRuleActivated" })
          .where("id", "=", e.ruleId)
          .execute()
        break
      case "ApprovalRuleDeleted":
        await trx.deleteFrom("approval_rules").where("id", "=", e.ruleId).execute()
        break
      default:
        return absurd(e)
    }
    return [LiveTopics.approvals]
  },
  reset: async (trx) => {
    await trx.deleteFrom("approval_rules").execute()
  }
}
