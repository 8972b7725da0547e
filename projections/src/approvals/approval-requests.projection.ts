import {
  APPROVAL_REQUEST_EVENT_TYPES,
  ApprovalRequestEvent,
  ApprovalSubject,
  decodeEvent,
  LiveTopics,
  metadataOf,
  RuleTrigger,
  shownSubject
} from "@timber/contracts"
import { absurd, Schema } from "effect"
import { batched, type Projection } from "../runner/projection"
import { decodeOrPoison, RowWrites } from "../runner/row-writes"

/** The Approvals screen's requests; the dashboard's pending count reads it too. */
export const approvalRequestsProjection: Projection = {
  name: "approval-requests",
  // 2: the subject whole and the rule's trigger, and a receipt's wood type shown
  version: 2,
  eventTypes: APPROVAL_REQUEST_EVENT_TYPES,
  tables: ["approval_requests"],
  // the batch folded in memory: a request raised and decided in one batch is inserted once, decided
  ...batched(async (trx, events) => {
    const rows = new RowWrites(trx, "approval_requests", "keep")
    for (const event of events) {
      const e = decodeOrPoison((recorded) => decodeEvent(ApprovalRequestEvent, recorded), event)
      switch (e._tag) {
        case "ApprovalRequested": {
          const shown = shownSubject(e.subject)
          rows.insert(e.requestId, {
            id: e.requestId,
            type: e.type,
            status: "pending",
            rule_id: e.ruleId,
            approver_id: e.approverId,
            requestor_id: e.requestorId,
            requestor_email: e.requestorEmail,
            operation_id: shown.id,
            serial_number: shown.number,
            waste_percentage: shown.wastePercentage,
            wood_type_name: shown.woodTypeName,
            notes: null,
            created_at: metadataOf(event).occurredAt,
            decided_at: null,
            decided_by: null,
            subject: JSON.stringify(Schema.encodeSync(ApprovalSubject)(e.subject)),
            rule_trigger: e.trigger === undefined ? null : JSON.stringify(Schema.encodeSync(RuleTrigger)(e.trigger))
          })
          break
        }
        case "ApprovalApproved":
        case "ApprovalRejected":
          rows.change(e.requestId, {
            status: e._tag === "ApprovalApproved" ? "approved" : "rejected",
            notes: e.notes,
            decided_at: metadataOf(event).occurredAt,
            decided_by: metadataOf(event).userEmail
          })
          break
        case "ApprovalRequestRevised": {
          // the request shows the operation's current revision
          const shown = shownSubject(e.subject)
          rows.change(e.requestId, {
            operation_id: shown.id,
            serial_number: shown.number,
            waste_percentage: shown.wastePercentage,
            wood_type_name: shown.woodTypeName,
            subject: JSON.stringify(Schema.encodeSync(ApprovalSubject)(e.subject)),
            ...(e.trigger === undefined ? {} : { rule_trigger: JSON.stringify(Schema.encodeSync(RuleTrigger)(e.trigger)) })
          })
          break
        }
        case "ApprovalWithdrawn":
          rows.change(e.requestId, { status: "withdrawn", notes: e.reason, decided_at: metadataOf(event).occurredAt, decided_by: null })
          break
        default:
          return absurd(e)
      }
    }
    await rows.flush()
    return events.length > 0 ? [LiveTopics.approvals, LiveTopics.dashboard] : []
  }),
  reset: async (trx) => {
    await trx.deleteFrom("approval_requests").execute()
  }
}
