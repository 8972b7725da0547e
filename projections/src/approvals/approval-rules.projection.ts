import { APPROVAL_RULE_EVENT_TYPES, ApprovalRuleEvent, decodeEvent, LiveTopics, metadataOf } from "@timber/contracts"
import { absurd } from "effect"
import { batched, type Projection } from "../runner/projection"
import { decodeOrPoison, RowWrites } from "../runner/row-writes"

/** The rules table of the Approvals screen; a deleted rule leaves it. */
export const approvalRulesProjection: Projection = {
  name: "approval-rules",
  // 2: each row's version (migration 0700)
  version: 2,
  eventTypes: APPROVAL_RULE_EVENT_TYPES,
  tables: ["approval_rules"],
  // the batch folded in memory: each rule row it touches is written once
  ...batched(async (trx, events) => {
    const rows = new RowWrites(trx, "approval_rules", "keep")
    for (const event of events) {
      const e = decodeOrPoison((recorded) => decodeEvent(ApprovalRuleEvent, recorded), event)
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
    }
    await rows.flush()
    return events.length > 0 ? [LiveTopics.approvals] : []
  }),
  reset: async (trx) => {
    await trx.deleteFrom("approval_rules").execute()
  }
}
