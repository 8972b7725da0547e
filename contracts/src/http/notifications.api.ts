import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Notification, NotificationListParams, NotificationPage, SendMessagePayload, UnreadCount } from "../notifications/dto"
import { Forbidden, ValidationError } from "../shared/errors"
import { withDomainErrors } from "./domain-errors"
import { IdPath } from "./record-endpoints"
import { Authentication } from "./security"

/** A user's own notifications, a page at a time, newest first. */
export class NotificationsApi extends HttpApiGroup.make("notifications")
  .add(HttpApiEndpoint.get("list", "/notifications").setUrlParams(NotificationListParams).addSuccess(NotificationPage))
  .add(HttpApiEndpoint.get("unreadCount", "/notifications/unread-count").addSuccess(UnreadCount))
  .addError(ValidationError)
  .addError(Forbidden)
  .middleware(Authentication) {}

/** Reading and deleting one's own notifications, and sending a direct message to another user. */
export class NotificationCommandsApi extends HttpApiGroup.make("notificationCommands")
  .add(
    HttpApiEndpoint.patch("markRead", "/notifications/:id/read")
      .setPath(IdPath)
      .addSuccess(Schema.Struct({ id: Schema.String }))
  )
  .add(
    HttpApiEndpoint.del("remove", "/notifications/:id")
      .setPath(IdPath)
      .addSuccess(Schema.Struct({ id: Schema.String }))
  )
  .add(
    HttpApiEndpoint.post("send", "/notifications/send")
      .setPayload(SendMessagePayload)
      .addSuccess(Schema.Struct({ id: Schema.String }), { status: 201 })
  )
  .pipe(withDomainErrors)
  .middleware(Authentication) {}
