import { HttpApiBuilder } from "@effect/platform"
import { CurrentUser, ReadApi } from "@timber/contracts"
import { findUserById, type ReadDb } from "@timber/projections"
import { Effect } from "effect"
import { query, queryAtHead } from "./context"
import { userDto } from "./user-dto"

export const AuthLive = HttpApiBuilder.group(ReadApi, "auth", (h) =>
  h.handle("me", () =>
    Effect.gen(function* () {
      const current = yield* CurrentUser
      // a user signed in moments after they were created (the sign-in checks their events, not the
      // read model) is read again once the users read model has caught up with the log, not answered
      // 500 while the projection lags (CI of 2026-11-29): the console would take them for signed out
      const row = ({ db }: { db: ReadDb }) => findUserById(db, current.userId)
      const user = (yield* query(row)) ?? (yield* queryAtHead(row))
      if (!user) return yield* Effect.die(new Error("authenticated user missing from the read model"))
      return userDto(user)
    })
  )
)
