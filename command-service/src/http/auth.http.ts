import { HttpApiBuilder, HttpServerRequest } from "@effect/platform"
import { AuthMessages, Forbidden, Unauthorized, WriteApi } from "@timber/contracts"
import { UserDecider, userStream } from "@timber/domain"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { sql } from "kysely"
import { decoyHash, passwordMatches } from "../auth/passwords"
import { signToken } from "@timber/contracts/auth/session-token"
import { CommandContext } from "../commands/context"
import { execute, loadAggregate } from "../commands/execute"
import { idSource } from "../commands/ids"
import { userDto, userIdForEmail } from "../commands/users"

const invalid = () => new Unauthorized({ message: AuthMessages.invalidCredentials })

export const AuthCommandsLive = HttpApiBuilder.group(WriteApi, "authCommands", (handlers) =>
  handlers.handle("login", ({ payload }) =>
    Effect.gen(function* () {
      const { store, database, config, now } = yield* CommandContext
      const request = yield* HttpServerRequest.HttpServerRequest
      const userId = yield* userIdForEmail(payload.email)
      if (userId === null) {
        yield* Effect.promise(async () => passwordMatches(await decoyHash(), payload.password))
        return yield* invalid()
      }
      const { state } = yield* loadAggregate(store, UserDecider, userStream(userId)).pipe(Effect.orDie)
      if (state._tag !== "Registered") return yield* invalid()
      if (state.accountLockedAt !== null) return yield* new Forbidden({ message: AuthMessages.accountLocked })
      const stored = yield* Effect.promise(() =>
        sql<{ password_hash: string }>`select password_hash from credentials where user_id = ${userId}`.execute(database.db)
      )
      const hash = stored.rows[0]?.password_hash ?? (yield* Effect.promise(decoyHash))
      const matched = stored.rows.length > 0 && (yield* Effect.promise(() => passwordMatches(hash, payload.password)))
      const correlationId = request.headers["x-correlation-id"] ?? randomUUID()
      const after = yield* execute(
        store,
        UserDecider,
        userStream(userId),
        { _tag: "RecordLoginAttempt", userId, passwordMatched: matched, at: now().toISOString() },
        { actor: { userId, email: state.email }, correlationId, causationId: correlationId, occurredAt: now().toISOString(), ids: idSource(null) }
      )
      if (!matched) {
        if (after.state._tag === "Registered" && after.state.accountLockedAt !== null) {
          return yield* new Forbidden({ message: AuthMessages.accountLocked })
        }
        return yield* invalid()
      }
      if (!state.isActive) return yield* new Forbidden({ message: AuthMessages.accountInactive })
      const { state: fresh, recorded } = yield* loadAggregate(store, UserDecider, userStream(userId)).pipe(Effect.orDie)
      if (fresh._tag !== "Registered") return yield* invalid()
      const token = yield* Effect.promise(() => signToken(config.jwtSecret, { userId, email: fresh.email }))
      return { token, user: userDto(fresh, recorded) }
    })
  )
)
