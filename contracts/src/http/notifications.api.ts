import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Notification, UnreadCount } from "../notifications/dto"
import { Forbidden } from "../shared/errors"
import { Authentication } from "./security"

/** A user's own notifications, newest first. */
export class NotificationsApi extends HttpApiGroup.make("notifications")
  .add(HttpApiEndpoint.get("list", "/notifications").addSuccess(Schema.Array(Notification)))
  .add(HttpApiEndpoint.get("unreadCount", "/notifications/unread-count").addSuccess(UnreadCount))
  .addError(Forbidden)
  .middleware(Authentication) {}
