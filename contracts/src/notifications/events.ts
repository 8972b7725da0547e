import { Schema } from "effect"
import { eventTypesOf } from "../shared/stored-event"
import { NotificationId, UserId } from "../shared/ids"

/** Who sent a direct message: their id and the name staff knew them by when they sent it. */
export const NotificationSender = Schema.Struct({ id: UserId, name: Schema.String })
export type NotificationSender = typeof NotificationSender.Type

/**
 * A message for one user: raised by process managers (approvals, later transfers and stock) or
 * sent by a person (a direct message, which names its sender; events stored before the sender was
 * recorded, and those a process raises, have none).
 */
export const NotificationRaised = Schema.TaggedStruct("NotificationRaised", {
  notificationId: NotificationId,
  userId: UserId,
  type: Schema.String,
  title: Schema.String,
  message: Schema.String,
  linkUrl: Schema.NullOr(Schema.String),
  sender: Schema.optionalWith(Schema.NullOr(NotificationSender), { default: () => null })
})
export const NotificationRead = Schema.TaggedStruct("NotificationRead", { notificationId: NotificationId, userId: UserId })
export const NotificationDeleted = Schema.TaggedStruct("NotificationDeleted", { notificationId: NotificationId, userId: UserId })
/**
 * A notification taken back by the process that raised it, because what it asked for is settled
 * (an approval request decided or withdrawn, by whoever): it leaves the user's bell
 * and Notification Centre. `reason` says why, in words.
 */
export const NotificationWithdrawn = Schema.TaggedStruct("NotificationWithdrawn", { notificationId: NotificationId, userId: UserId, reason: Schema.String })
export const NotificationEvent = Schema.Union(NotificationRaised, NotificationRead, NotificationDeleted, NotificationWithdrawn)
export type NotificationEvent = typeof NotificationEvent.Type
export const NOTIFICATION_EVENT_TYPES = eventTypesOf(NotificationEvent)

export interface RaiseNotification {
  readonly _tag: "RaiseNotification"
  readonly notificationId: NotificationId
  readonly userId: UserId
  readonly type: string
  readonly title: string
  readonly message: string
  readonly linkUrl: string | null
  /** A person's direct message names them; a process's notification has no sender. */
  readonly sender?: NotificationSender | null
}
export interface MarkNotificationRead {
  readonly _tag: "MarkNotificationRead"
  readonly notificationId: NotificationId
  readonly actorId: UserId
}
export interface DeleteNotification {
  readonly _tag: "DeleteNotification"
  readonly notificationId: NotificationId
  readonly actorId: UserId
}
/** A process takes back a notification it raised (nothing when it is gone already, or was never raised). */
export interface WithdrawNotification {
  readonly _tag: "WithdrawNotification"
  readonly notificationId: NotificationId
  readonly reason: string
}
export type NotificationCommand = RaiseNotification | MarkNotificationRead | DeleteNotification | WithdrawNotification
