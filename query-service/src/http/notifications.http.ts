import { HttpApiBuilder } from "@effect/platform"
import { CurrentUser, ReadApi } from "@timber/contracts"
import { pageNotifications, unreadNotificationCount } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { pagedQuery, readPage } from "./paging"

/** Everyone reads only their own notifications. */
export const NotificationsLive = HttpApiBuilder.group(ReadApi, "notifications", (h) =>
  h
    .handle("list", ({ urlParams }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const { request, after } = yield* readPage(urlParams, { sort: "createdAt", order: "desc" })
        return yield* pagedQuery(({ db }) => pageNotifications(db, user.userId, request, after, urlParams))
      })
    )
    .handle("unreadCount", () => Effect.flatMap(CurrentUser, (user) => query(({ db }) => unreadNotificationCount(db, user.userId))))
)
