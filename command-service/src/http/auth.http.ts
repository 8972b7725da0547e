import { HttpApiBuilder, HttpServerRequest } from "@effect/platform"
import { AuthMessages, Bounds, Forbidden, Unauthorized, UserMessages, ValidationError, WriteApi } from "@timber/contracts"
import { passwordHasExpired, UserDecider, userStream } from "@timber/domain"
import { Effect } from "effect"
import { sql } from "kysely"
import { decoyHash, passwordMatches } from "../auth/passwords"
import { SignInThrottleContext } from "../auth/sign-in-throttle"
import { signToken } from "@timber/contracts/auth/session-token"
import { CommandContext } from "../commands/context"
import { execute, loadAggregate } from "../commands/execute"
import { envelopeFor } from "../commands/envelope"
import { currentSettings } from "../commands/settings"
import { answerUser, emailKey, storePassword, userIdForEmail } from "../commands/users"
import { clientAddress } from "./client-address"
import { correlationOf } from "./request-context"

const invalid = () => new Unauthorized({ message: AuthMessages.invalidCredentials })

/** Read in place of a user that does not exist, so an unknown e-mail makes the same round trips as a known one. */
const NO_SUCH_USER = "no-such-user"

export const AuthCommandsLive = HttpApiBuilder.group(WriteApi, "authCommands", (handlers) =>
  handlers.handle("login", ({ payload }) =>
    Effect.gen(function* () {
      const startedAt = performance.now()
      const { store, database, config } = yield* CommandContext
      const throttle = yield* SignInThrottleContext
      const request = yield* HttpServerRequest.HttpServerRequest
      const address = clientAddress(request.headers, throttle.trustForwardedFor)
      const account = emailKey(payload.email)
      yield* throttle.admit(address, account)

      /** Counts the failure and answers no sooner than the floor, whichever way the attempt failed. */
      const refuse = (error: Unauthorized | Forbidden) =>
        throttle
          .recordFailure(address, account)
          .pipe(
            Effect.zipRight(Effect.suspend(() => Effect.sleep(Math.max(0, throttle.limits.refusalFloorMs - (performance.now() - startedAt))))),
            Effect.zipRight(Effect.fail(error))
          )

      const userId = yield* userIdForEmail(payload.email)
      const { state } = yield* loadAggregate(store, UserDecider, userStream(userId ?? NO_SUCH_USER)).pipe(Effect.orDie)
      const stored = yield* Effect.promise(() =>
        sql<{
          password_hash: string
          updated_at: Date | string
        }>`select password_hash, updated_at from credentials where user_id = ${userId ?? NO_SUCH_USER}`.execute(database.db)
      )
      const hash = stored.rows[0]?.password_hash ?? (yield* Effect.promise(decoyHash))
      // the lockout limit is read for every attempt, known e-mail or not, while the hash is checked: it costs neither kind any time
      const [verified, { maxLoginAttempts, passwordExpiry }] = yield* Effect.all(
        [Effect.promise(() => passwordMatches(hash, payload.password)), currentSettings],
        {
          concurrency: 2
        }
      )
      if (userId === null || state._tag !== "Registered") return yield* refuse(invalid())
      const matched = stored.rows.length > 0 && verified
      // A locked account answers a wrong password as any wrong password (401, same body, the same floor):
      // only the right password learns of the lock, so the lock tells nobody else that the account exists.
      if (state.accountLockedAt !== null) return yield* refuse(matched ? new Forbidden({ message: AuthMessages.accountLocked }) : invalid())
      const envelope = yield* envelopeFor({ actor: { userId, email: state.email }, correlationId: correlationOf(request), idScope: null })
      const after = yield* execute(
        store,
        UserDecider,
        userStream(userId),
        { _tag: "RecordLoginAttempt", userId, passwordMatched: matched, at: envelope.occurredAt, maxLoginAttempts },
        envelope
      )
      // the failure that locks the account is answered as the ones before it
      if (!matched) return yield* refuse(invalid())
      if (!state.isActive) return yield* new Forbidden({ message: AuthMessages.accountInactive })
      let signedIn = after
      // an expired password (Security tab, counted from when it was last set) or a one-time password (the host's
      // `npm run admin -- reset-password`) signs in only together with its replacement
      const changedAt = new Date(stored.rows[0]!.updated_at)
      if (passwordHasExpired({ changedAt, now: new Date(envelope.occurredAt), days: passwordExpiry })) {
        const next = payload.newPassword ?? ""
        if (next === "") return yield* new Forbidden({ message: AuthMessages.passwordExpired })
        if (next.length < Bounds.text.passwordMin) return yield* new ValidationError({ message: UserMessages.passwordTooShort })
        if (yield* Effect.promise(() => passwordMatches(hash, next))) return yield* new ValidationError({ message: AuthMessages.passwordReused })
        signedIn = yield* execute(
          store,
          UserDecider,
          userStream(userId),
          { _tag: "UpdateProfile", userId, firstName: state.firstName, lastName: state.lastName, passwordChanged: true },
          envelope
        )
        yield* storePassword(userId, next)
      }
      // the user as this sign-in left them (failed attempts reset, a new password): no second read of their stream
      const token = yield* Effect.promise(() => signToken(config.jwtSecret, { userId, email: state.email }))
      return { token, user: yield* answerUser(signedIn) }
    })
  )
)
