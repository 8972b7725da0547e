import { NotificationTypes, type ApprovalRequestEvent, type RaiseNotification } from "@timber/contracts"
import { NotificationDecider, notificationStream } from "@timber/domain"
import { uuidV5 } from "../commands/ids"
import { eventData, type ProcessManager } from "./process-manager"

type Requested = Omit<Extract<ApprovalRequestEvent, { _tag: "ApprovalRequested" }>, "_tag">
type Decided = { readonly requestId: string; readonly notes: string | null }

/** Who asked for each request, so the decision can be told to them. */
export type OpenRequests = ReadonlyMap<string, Requested>

const APPROVALS_URL = "/dashboard/management/approvals"
const MODULE_URL: Record<string, string> = { WoodCalculator: "/dashboard/factory/wood-calculator", WoodSlicer: "/dashboard/factory/wood-slicer" }

const describe = (r: Requested) => [r.type, r.operation.serialNumber, r.operation.woodTypeName].filter(Boolean).join(" · ")

const notify = (triggerId: string, userId: string, fields: Omit<RaiseNotification, "_tag" | "notificationId" | "userId">) => {
  const notificationId = uuidV5(`notification|${triggerId}|${userId}`)
  const command: RaiseNotification = { _tag: "RaiseNotification", notificationId, userId, ...fields }
  return { decider: NotificationDecider, streamId: notificationStream(notificationId), command }
}

/**
 * Notifications of the approval flow: the approver hears of a new request, the
 * requestor of the decision.
 */
export const approvalNotificationsProcess: ProcessManager<OpenRequests> = {
  name: "approval-notifications",
  actor: { userId: "process:approval-notifications", email: "notifications@timber.works" },
  eventTypes: ["ApprovalRequested", "ApprovalApproved", "ApprovalRejected"],
  initialState: new Map(),
  evolve: (requests, event) => {
    if (event.type !== "ApprovalRequested") return requests
    const requested = eventData<Requested>(event)
    return new Map(requests).set(requested.requestId, requested)
  },
  react: (requests, event) => {
    if (event.type === "ApprovalRequested") {
      const r = eventData<Requested>(event)
      if (!r.approverId) return []
      return [notify(event.id, r.approverId, { type: NotificationTypes.approvalRequested, title: "Approval required", message: `${r.requestorEmail} needs approval: ${describe(r)}`, linkUrl: APPROVALS_URL })]
    }
    const decided = eventData<Decided>(event)
    const request = requests.get(decided.requestId)
    if (!request?.requestorId) return []
    const approved = event.type === "ApprovalApproved"
    const notes = decided.notes ? ` Notes: ${decided.notes}` : ""
    return [
      notify(event.id, request.requestorId, {
        type: approved ? NotificationTypes.approvalApproved : NotificationTypes.approvalRejected,
        title: approved ? "Request approved" : "Request rejected",
        message: `Your request (${describe(request)}) was ${approved ? "approved" : "rejected"}.${notes}`,
        linkUrl: MODULE_URL[request.type] ?? APPROVALS_URL
      })
    ]
  }
}
