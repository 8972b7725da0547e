import {
  ApprovalRequested,
  ApprovalRequestEvent,
  NotificationId,
  NotificationTypes,
  shownSubject,
  type RaiseNotification,
  type UserId
} from "@timber/contracts"
import { NotificationDecider, notificationStream } from "@timber/domain"
import { uuidV5 } from "../commands/ids"
import { absurd, HashMap, Option, Schema } from "effect"
import { keyedMap, rowPerKey } from "./keyed-rows"
import { reactOn, type ProcessManager } from "./process-manager"

type Requested = Omit<Extract<ApprovalRequestEvent, { _tag: "ApprovalRequested" }>, "_tag">

/** Who asked for each request, so the decision can be told to them: a row per request. */
export type OpenRequests = HashMap.HashMap<string, Requested>
const REQUEST_ROWS = rowPerKey("request", ApprovalRequested.pipe(Schema.omit("_tag")))

export const APPROVALS_URL = "/dashboard/management/approvals"
const MODULE_URL: Record<string, string> = { WoodCalculator: "/dashboard/factory/wood-calculator", WoodSlicer: "/dashboard/factory/wood-slicer" }

const describe = (r: Requested) => {
  const shown = shownSubject(r.subject)
  return [r.type, shown.number, shown.woodTypeName].filter(Boolean).join(" · ")
}

/** A notification of the approval flow: its id derives from the event that raised it and its recipient, so a redelivery raises the same one. */
export const approvalNotificationId = (triggerId: string, userId: string) => NotificationId.make(uuidV5(`notification|${triggerId}|${userId}`))

export const notify = (triggerId: string, userId: UserId, fields: Omit<RaiseNotification, "_tag" | "notificationId" | "userId">) => {
  const notificationId = approvalNotificationId(triggerId, userId)
  const command: RaiseNotification = { _tag: "RaiseNotification", notificationId, userId, ...fields }
  return reactOn(NotificationDecider, notificationStream(notificationId), command)
}

/**
 * Notifications of the approval flow: the approver hears of a new request, the
 * requestor of the decision.
 */
export const approvalNotificationsProcess: ProcessManager<OpenRequests, ApprovalRequestEvent> = {
  name: "approval-notifications",
  actor: { userId: "process:approval-notifications", email: "notifications@timber.works" },
  events: ApprovalRequestEvent,
  initialState: HashMap.empty(),
  state: Schema.HashMap({ key: Schema.String, value: REQUEST_ROWS.row }),
  keyed: keyedMap({ rows: REQUEST_ROWS, keysOf: (e) => [REQUEST_ROWS.key(e.requestId)] }),
  evolve: (requests, e) => {
    if (e._tag !== "ApprovalRequested") return requests
    const { _tag, ...requested } = e
    return HashMap.set(requests, requested.requestId, requested)
  },
  react: (requests, e, recorded) => {
    switch (e._tag) {
      case "ApprovalRequested":
        // a request that names no approver (a receipt: any admin decides) is told to everyone who may decide it by the approval-bell process
        if (!e.approverId) return []
        return [
          notify(recorded.id, e.approverId, {
            type: NotificationTypes.approvalRequested,
            title: "Approval required",
            message: `${e.requestorEmail} needs approval: ${describe(e)}`,
            linkUrl: APPROVALS_URL
          })
        ]
      case "ApprovalApproved":
      case "ApprovalRejected": {
        const request = Option.getOrUndefined(HashMap.get(requests, e.requestId))
        if (!request?.requestorId) return []
        const approved = e._tag === "ApprovalApproved"
        const notes = e.notes ? ` Notes: ${e.notes}` : ""
        return [
          notify(recorded.id, request.requestorId, {
            type: approved ? NotificationTypes.approvalApproved : NotificationTypes.approvalRejected,
            title: approved ? "Request approved" : "Request rejected",
            message: `Your request (${describe(request)}) was ${approved ? "approved" : "rejected"}.${notes}`,
            linkUrl: MODULE_URL[request.type] ?? APPROVALS_URL
          })
        ]
      }
      // a request following its operation's revision, or withdrawn as no longer needed, tells nobody
      case "ApprovalRequestRevised":
      case "ApprovalWithdrawn":
        return []
      default:
        return absurd(e)
    }
  }
}
