import { ApprovalRequestEvent, NotificationTypes, UserId, type ApprovalRequested, type WithdrawNotification } from "@timber/contracts"
import { ApprovalRequestDecider, approvalRequestStream, effectivePermissions, NotificationDecider, notificationStream } from "@timber/domain"
import { decisionRefusal, mayDecideApprovals } from "@timber/domain/permissions/approval-decisions"
import { absurd, Effect, HashMap, Option, Schema } from "effect"
import { streamOf } from "../commands/execute"
import { approvalNotificationId, APPROVALS_URL, notify } from "./approval-notifications.process"
import { evolveKnownUsers, isKnownUserEvent, KnownUserEvents, KnownUsers } from "./known-users"
import { keyedRows, oneRow, rowPerKey } from "./keyed-rows"
import { reactOn, type ProcessManager } from "./process-manager"

const BellEvent = Schema.Union(ApprovalRequestEvent, ...KnownUserEvents)
type BellEvent = typeof BellEvent.Type
type Requested = typeof ApprovalRequested.Type

/** Per open request: the event that raised its notifications (their ids derive from it) and who was told. */
const REQUEST_ROWS = rowPerKey("request", Schema.Struct({ triggerId: Schema.String, notified: Schema.Array(UserId) }))
/** Who may decide what: one row, read with every event. */
const USERS = oneRow("users", KnownUsers)

const BellStateSchema = Schema.Struct({ requests: Schema.HashMap({ key: Schema.String, value: REQUEST_ROWS.row }), users: USERS.value })
export type ApprovalBellState = typeof BellStateSchema.Type
const initialState: ApprovalBellState = { requests: HashMap.empty(), users: new Map() }

/**
 * Who is told of a request: its named approver (told by the approval-notifications process); for
 * a request that names none (a receipt), every active user who may decide it —
 * Approvals edit (domain `mayDecideApprovals`) and nothing in `decisionRefusal` (a receipt is an
 * admin's to decide; nobody decides their own request).
 */
export const toldOf = (users: KnownUsers, e: Requested): ReadonlyArray<UserId> => {
  if (e.approverId) return [e.approverId]
  return [...users.entries()]
    .filter(([userId, user]) => {
      if (!user.isActive) return false
      const holder = { role: user.role, permissions: effectivePermissions(user.role, user.permissions) }
      return mayDecideApprovals(holder) && decisionRefusal({ type: e.type, requestorId: e.requestorId }, { userId, role: user.role }) === null
    })
    .map(([userId]) => userId)
}

/** The sentence a decider reads: "Receipt LOT-7 awaits your approval" (the spec has none). */
const awaitsApproval = (e: Requested) =>
  e.subject._tag === "LotReceipt" ? `Receipt ${e.subject.lotNumber} awaits your approval` : `${e.requestorEmail} needs approval: ${e.type}`

const SETTLED: Record<"ApprovalApproved" | "ApprovalRejected" | "ApprovalWithdrawn", string> = {
  ApprovalApproved: "The request was approved",
  ApprovalRejected: "The request was rejected",
  ApprovalWithdrawn: "The request was withdrawn: it no longer needs approval"
}

/**
 * The bell follows the approval requests. A request that names no approver (a
 * LOT's receipt submitted by a non-admin) is told to everyone who may decide it, linking to the
 * Approvals screen; and once a request is decided (by anyone) or withdrawn, every notification
 * that asked for it — these, and the named approver's from approval-notifications, whose ids
 * derive the same way — is withdrawn, so no bell keeps a settled request. Notification ids derive
 * from the request's event and the user: a redelivery raises or withdraws nothing twice. On its
 * first start it reads the log from the beginning: a request already settled raises nothing (its
 * stream says so when the reaction runs), and the notifications of requests settled before it
 * existed are withdrawn.
 */
export const approvalBellProcess: ProcessManager<ApprovalBellState, BellEvent> = {
  name: "approval-bell",
  actor: { userId: "process:approval-bell", email: "notifications@timber.works" },
  events: BellEvent,
  initialState,
  state: BellStateSchema,
  keyed: keyedRows({
    initialState,
    parts: { requests: REQUEST_ROWS, users: USERS },
    keysOf: (e) => (isKnownUserEvent(e) ? [] : [REQUEST_ROWS.key(e.requestId)])
  }),
  evolve: (state, e, recorded) => {
    if (isKnownUserEvent(e)) return { ...state, users: evolveKnownUsers(state.users, e) }
    switch (e._tag) {
      case "ApprovalRequested":
        return { ...state, requests: HashMap.set(state.requests, e.requestId, { triggerId: recorded.id, notified: toldOf(state.users, e) }) }
      case "ApprovalApproved":
      case "ApprovalRejected":
      case "ApprovalWithdrawn":
        return { ...state, requests: HashMap.remove(state.requests, e.requestId) }
      case "ApprovalRequestRevised":
        return state
      default:
        return absurd(e)
    }
  },
  react: (state, e, recorded) => {
    if (isKnownUserEvent(e)) return []
    switch (e._tag) {
      case "ApprovalRequested": {
        // a named approver is told by approval-notifications
        if (e.approverId) return []
        const request = streamOf(ApprovalRequestDecider, approvalRequestStream(e.requestId))
        return toldOf(state.users, e).map((userId) => {
          const raise = notify(recorded.id, userId, {
            type: NotificationTypes.approvalRequested,
            title: "Approval required",
            message: awaitsApproval(e),
            linkUrl: APPROVALS_URL
          })
          return {
            streamId: raise.streamId,
            // a request already decided when this runs (the log read from its beginning) asks nobody
            decide: (streams) => Effect.flatMap(streams.read(request), ({ state: now }) => (now.status === "pending" ? raise.decide(streams) : Effect.void))
          }
        })
      }
      case "ApprovalApproved":
      case "ApprovalRejected":
      case "ApprovalWithdrawn": {
        const open = Option.getOrUndefined(HashMap.get(state.requests, e.requestId))
        if (open === undefined) return []
        return open.notified.map((userId) => {
          const notificationId = approvalNotificationId(open.triggerId, userId)
          const command: WithdrawNotification = { _tag: "WithdrawNotification", notificationId, reason: SETTLED[e._tag] }
          return reactOn(NotificationDecider, notificationStream(notificationId), command)
        })
      }
      case "ApprovalRequestRevised":
        return []
      default:
        return absurd(e)
    }
  }
}
