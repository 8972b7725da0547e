import { Schema, Struct } from "effect"
import { Bounds } from "../shared/bounds"
import { Page, pageParams } from "../shared/page"
import { boundedText } from "../shared/fields"
import { NotificationRaised, NotificationSender } from "./events"

/** A notification as the user's list shows it: what was raised (NotificationRaised), whether it is read, and when. */
export const Notification = Schema.Struct({
  id: Schema.String,
  ...Struct.pick(NotificationRaised.fields, "type", "title", "message"),
  isRead: Schema.Boolean,
  createdAt: Schema.String,
  linkUrl: NotificationRaised.fields.linkUrl,
  /** Who sent it (a direct message); null for what the system raised. Not in the spec's entity: the envelope and the centre name the sender. */
  sender: Schema.optional(Schema.NullOr(NotificationSender))
})
export type Notification = typeof Notification.Type

/** What a user's notifications sort by (GET /notifications `sort`); newest first when none is named. */
export const NOTIFICATION_SORTS = ["createdAt", "type"] as const
export type NotificationSort = (typeof NOTIFICATION_SORTS)[number]

/** GET /notifications: a page of the caller's own notifications, filtered by type and read state, searched (`q`) in the title and message. */
export const NotificationListParams = Schema.Struct({
  ...pageParams(NOTIFICATION_SORTS),
  type: Schema.optional(Schema.String.pipe(Schema.maxLength(Bounds.text.id))),
  isRead: Schema.optional(Schema.Literal("true", "false"))
})
export type NotificationListParams = typeof NotificationListParams.Type

export const NotificationPage = Page(Notification)
export type NotificationPage = typeof NotificationPage.Type

/** GET /notifications/unread-count: counted up to PAGE_TOTAL_CAP; `capped` when more are unread (the console says "1,000+"). */
export const UnreadCount = Schema.Struct({ count: Schema.Number, capped: Schema.optional(Schema.Boolean) })
export type UnreadCount = typeof UnreadCount.Type

/** Types the approval flow raises; transfer types come with transfers (spec section 4 colours). */
export const NotificationTypes = {
  approvalRequested: "APPROVAL_REQUESTED",
  approvalApproved: "APPROVAL_APPROVED",
  approvalRejected: "APPROVAL_REJECTED",
  /** Sent by a person from the Notification Centre. */
  directMessage: "DIRECT_MESSAGE",
  lowStock: "LOW_STOCK",
  /** Transfers (administration spec sections 3 and 4). */
  transferCreated: "TRANSFER_CREATED",
  transferPending: "TRANSFER_PENDING",
  transferApproved: "TRANSFER_APPROVED",
  transferRejected: "TRANSFER_REJECTED",
  transferInTransit: "TRANSFER_IN_TRANSIT",
  transferCompleted: "TRANSFER_COMPLETED"
} as const

export const NotificationMessages = {
  notFound: "Notification not found",
  title: "Notification Centre",
  subtitle: "Manage your notifications and send messages",
  fillAllFields: "Please fill in all fields",
  recipientUnknown: "The recipient is not an active user",
  loadFailed: "Failed to load notifications",
  deleteFailed: "Failed to delete notifications",
  markFailed: "Failed to mark as read",
  sendFailed: "Failed to send message",
  deleted: "Notifications deleted",
  marked: "Marked as read",
  sent: "Message sent successfully",
  confirmDelete: (n: number) => `Delete ${n} notification(s)?`,
  notYours: "This notification belongs to someone else",
  empty: "No notifications",
  emptyHint: "Approvals, transfers and messages from colleagues arrive here. Use Send Message to write to someone.",
  viewAll: "View All Notifications",
  heading: (n: number) => `You have ${n} notification(s)`
} as const

/** Every field of the Send Direct Message dialog is required, with one sentence for any that is missing (spec section 5). */
const filled = (label: string, maxLength: number, multiline: boolean) =>
  Schema.propertySignature(
    boundedText(label, maxLength, { multiline }).pipe(Schema.filter((s) => s.trim().length > 0, { message: () => NotificationMessages.fillAllFields }))
  ).annotations({ missingMessage: () => NotificationMessages.fillAllFields })

/** POST /api/notifications/send */
export const SendMessagePayload = Schema.Struct({
  userId: filled("Recipient", Bounds.text.id, false),
  title: filled("Title", Bounds.text.messageTitle, false),
  message: filled("Message", Bounds.text.notes, true)
})
export type SendMessagePayload = typeof SendMessagePayload.Type
