import { decodeEvent, LiveTopics, metadataOf, NOTIFICATION_EVENT_TYPES, NotificationEvent } from "@timber/contracts"
import { absurd } from "effect"
import type { Projection } from "../runner/projection"

/** Each user's notifications; topic `notifications:<userId>` reaches only them. */
export const notificationsProjection: Projection = {
  name: "notifications",
  version: 1,
  eventTypes: NOTIFICATION_EVENT_TYPES,
  tables: ["notifications"],
  apply: async (trx, event) => {
    const e = decodeEvent(NotificationEvent, event)
    switch (e._tag) {
      case "NotificationRaised":
        await trx
          .insertInto("notifications")
          .values({
            id: e.notificationId,
            user_id: e.userId,
            type: e.type,
            title: e.title,
            message: e.message,
            is_read: false,
            link_url: e.linkUrl,
            created_at: metadataOf(event).occurredAt
          })
          .onConflict((oc) => oc.column("id").doNothing())
          .execute()
        break
      case "NotificationRead":
        await trx.updateTable("notifications").set({ is_read: true }).where("id", "=", e.notificationId).execute()
        break
      case "NotificationDeleted":
        await trx.deleteFrom("notifications").where("id", "=", e.notificationId).execute()
        break
      default:
        return absurd(e)
    }
    return [LiveTopics.notifications(e.userId)]
  },
  reset: async (trx) => {
    await trx.deleteFrom("notifications").execute()
  }
}
