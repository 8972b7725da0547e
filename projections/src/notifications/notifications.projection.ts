import { LiveTopics, metadataOf, NotificationEvent } from "@timber/contracts"
import { absurd } from "effect"
import { recordRowsProjection } from "../runner/record-rows"

/** Each user's notifications; topic `notifications:<userId>` reaches only them. */
export const notificationsProjection = recordRowsProjection({
  name: "notifications",
  // 2: a direct message keeps its sender (sender_id, sender_name; migration 0019), rebuilt from the log
  version: 2,
  events: NotificationEvent,
  // the batch folded in memory: a notification raised and read in one batch is inserted once, already read
  table: "notifications",
  ifStored: "keep",
  apply: (rows, e, event) => {
    switch (e._tag) {
      case "NotificationRaised":
        rows.insert(e.notificationId, {
          id: e.notificationId,
          user_id: e.userId,
          type: e.type,
          title: e.title,
          message: e.message,
          is_read: false,
          link_url: e.linkUrl,
          sender_id: e.sender?.id ?? null,
          sender_name: e.sender?.name ?? null,
          created_at: metadataOf(event).occurredAt
        })
        break
      case "NotificationRead":
        rows.change(e.notificationId, { is_read: true })
        break
      case "NotificationDeleted":
      case "NotificationWithdrawn":
        rows.remove(e.notificationId)
        break
      default:
        return absurd(e)
    }
    return [LiveTopics.notifications(e.userId)]
  }
})
