import { HttpApiBuilder } from "@effect/platform"
import { CurrentUser, ReadApi } from "@timber/contracts"
import { findUserById } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { userDto } from "./user-dto"

export const AuthLive = HttpApiBuilder.group(ReadApi, "auth", (h) =>
  h.handle("me", () =>
    Effect.gen(function* () {
      const current = yield* CurrentUser
      const user = yield* query(({ db }) => findUserById(db, current.userId))
      if (!user) return yield* Effect.die(new Error("authenticated user missing from the read model"))
      return userDto(user)
    })
  )
)
