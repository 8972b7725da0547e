import { LiveTopics, NOTIFICATION_EVENT_TYPES, NotificationEvent } from "@timber/contracts"
import { Schema } from "effect"
import { domainEvent, occurredAt, type Projection } from "../runner/projection"

const decode = Schema.decodeUnknownSync(NotificationEvent)

/** Each user's notifications; topic `notifications:<userId>` reaches only them. */
export const notificationsProjection: Projection = {
  name: "notifications",
  version: 1,
  eventTypes: NOTIFICATION_EVENT_TYPES,
  tables: ["notifications"],
  apply: async (trx, event) => {
    const e = domainEvent(decode, event)
    switch (e._tag) {
      case "NotificationRaised":
        await trx
          .insertInto("notifications")
          .values({ id: e.notificationId, user_id: e.userId, type: e.type, title: e.title, message: e.message, is_read: false, link_url: e.linkUrl, created_at: occurredAt(event) })
          .onConflict((oc) => oc.column("id").doNothing())
          .execute()
        break
      case "NotificationRead":
        await trx.updateTable("notifications").set({ is_read: true }).where("id", "=", e.notificationId).execute()
        break
      case "NotificationDeleted":
        await trx.deleteFrom("notifications").where("id", "=", e.notificationId).execute()
        break
    }
    return [LiveTopics.notifications(e.userId)]
  },
  reset: async (trx) => {
    await trx.deleteFrom("notifications").execute()
  }
}
