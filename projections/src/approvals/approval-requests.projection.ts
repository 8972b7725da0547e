import { APPROVAL_REQUEST_EVENT_TYPES, ApprovalRequestEvent, decodeEvent, LiveTopics, metadataOf } from "@timber/contracts"
import { absurd } from "effect"
import type { Projection } from "../runner/projection"

/** The Approvals screen's requests; the dashboard's pending count reads it too. */
export const approvalRequestsProjection: Projection = {
  name: "approval-requests",
  version: 1,
  eventTypes: APPROVAL_REQUEST_EVENT_TYPES,
  tables: ["approval_requests"],
  apply: async (trx, event) => {
    const e = decodeEvent(ApprovalRequestEvent, event)
    switch (e._tag) {
      case "ApprovalRequested":
        await trx
          .insertInto("approval_requests")
          .values({
            id: e.requestId,
            type: e.type,
            status: "pending",
            rule_id: e.ruleId,
            approver_id: e.approverId,
            requestor_id: e.requestorId,
            requestor_email: e.requestorEmail,
            operation_id: e.operation.operationId,
            serial_number: e.operation.serialNumber,
            waste_percentage: e.operation.wastePercentage,
            wood_type_name: e.operation.woodTypeName,
            notes: null,
            created_at: metadataOf(event).occurredAt,
            decided_at: null,
            decided_by: null
          })
          .onConflict((oc) => oc.column("id").doNothing())
          .execute()
        break
      case "ApprovalApproved":
      case "ApprovalRejected":
        await trx
          .updateTable("approval_requests")
          .set({
            status: e._tag === "ApprovalApproved" ? "approved" : "rejected",
            notes: e.notes,
            decided_at: metadataOf(event).occurredAt,
            decided_by: metadataOf(event).userEmail
          })
          .where("id", "=", e.requestId)
          .execute()
        break
      default:
        return absurd(e)
    }
    return [LiveTopics.approvals, LiveTopics.dashboard]
  },
  reset: async (trx) => {
    await trx.deleteFrom("approval_requests").execute()
  }
}
