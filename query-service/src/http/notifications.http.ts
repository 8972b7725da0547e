import { HttpApiBuilder } from "@effect/platform"
import { CurrentUser, ReadApi } from "@timber/contracts"
import { listNotifications, unreadNotificationCount } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"

/** Everyone reads only their own notifications. */
export const NotificationsLive = HttpApiBuilder.group(ReadApi, "notifications", (h) =>
  h
    .handle("list", () => Effect.flatMap(CurrentUser, (user) => query(({ db }) => listNotifications(db, user.userId))))
    .handle("unreadCount", () => Effect.flatMap(CurrentUser, (user) => query(({ db }) => unreadNotificationCount(db, user.userId))))
)
