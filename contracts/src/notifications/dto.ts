import { Schema } from "effect"

export const Notification = Schema.Struct({
  id: Schema.String,
  type: Schema.String,
  title: Schema.String,
  message: Schema.String,
  isRead: Schema.Boolean,
  createdAt: Schema.String,
  linkUrl: Schema.NullOr(Schema.String)
})
export type Notification = typeof Notification.Type

export const UnreadCount = Schema.Struct({ count: Schema.Number })

/** Types the approval flow raises; transfer types come with transfers (spec section 4 colours). */
export const NotificationTypes = {
  approvalRequested: "APPROVAL_REQUESTED",
  approvalApproved: "APPROVAL_APPROVED",
  approvalRejected: "APPROVAL_REJECTED"
} as const

export const NotificationMessages = {
  notFound: "Notification not found",
  notYours: "This notification belongs to someone else",
  empty: "No notifications",
  viewAll: "View All Notifications",
  heading: (n: number) => `You have ${n} notification(s)`
} as const
