import { decodeEvent, LiveTopics, metadataOf, NOTIFICATION_EVENT_TYPES, NotificationEvent } from "@timber/contracts"
import { absurd } from "effect"
import { batched, type Projection } from "../runner/projection"
import { decodeOrPoison, RowWrites } from "../runner/row-writes"

/** Each user's notifications; topic `notifications:<userId>` reaches only them. */
export const notificationsProjection: Projection = {
  name: "notifications",
  // 2: a direct message keeps its sender (sender_id, sender_name; migration 0019), rebuilt from the log
  version: 2,
  eventTypes: NOTIFICATION_EVENT_TYPES,
  tables: ["notifications"],
  // the batch folded in memory: a notification raised and read in one batch is inserted once, already read
  ...batched(async (trx, events) => {
    const rows = new RowWrites(trx, "notifications", "keep")
    const topics = new Set<string>()
    for (const event of events) {
      const e = decodeOrPoison((recorded) => decodeEvent(NotificationEvent, recorded), event)
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
      topics.add(LiveTopics.notifications(e.userId))
    }
    await rows.flush()
    return [...topics]
  }),
  reset: async (trx) => {
    await trx.deleteFrom("notifications").execute()
  }
}
