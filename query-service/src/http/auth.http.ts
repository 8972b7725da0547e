import { HttpApiBuilder, HttpServerRequest } from "@effect/platform"
import { CurrentUser, ReadApi } from "@timber/contracts"
import { findUserById } from "@timber/projections"
import { Effect } from "effect"
import { query, QueryContext } from "./context"
import { userDto } from "./user-dto"

/**
 * The signed-in user's row once the users read model has caught up with the log as it stands now:
 * a user signed in moments after they were created (the sign-in checks their events, not the read
 * model) would otherwise be answered 500 while the projection lags (CI of 2026-11-29, PostgreSQL
 * shared by parallel suites), and the console would take them for signed out.
 */
const caughtUpRow = (userId: Parameters<typeof findUserById>[1]) =>
  Effect.gen(function* () {
    const ctx = yield* QueryContext
    const request = yield* HttpServerRequest.HttpServerRequest
    const head = yield* Effect.orDie(ctx.store.headPosition())
    yield* Effect.promise(() => ctx.readYourWrites(request.method, request.url.split("?")[0]!, head.toString()))
    return yield* Effect.promise(() => findUserById(ctx.db, userId))
  })

export const AuthLive = HttpApiBuilder.group(ReadApi, "auth", (h) =>
  h.handle("me", () =>
    Effect.gen(function* () {
      const current = yield* CurrentUser
      const user = (yield* query(({ db }) => findUserById(db, current.userId))) ?? (yield* caughtUpRow(current.userId))
      if (!user) return yield* Effect.die(new Error("authenticated user missing from the read model"))
      return userDto(user)
    })
  )
)
