import { HttpApiBuilder, HttpServerRequest } from "@effect/platform"
import {
  AuthMessages,
  Bounds,
  Forbidden,
  liveSessionUser,
  Unauthorized,
  UserMessages,
  ValidationError,
  WriteApi,
  type DomainError,
  UserId
} from "@timber/contracts"
import { passwordHasExpired, UserDecider, userStream } from "@timber/domain"
import { Effect } from "effect"
import { sql } from "kysely"
import { randomUUID } from "node:crypto"
import { decoyHash, passwordMatches } from "../auth/passwords"
import { SignInThrottleContext } from "../auth/sign-in-throttle"
import {
  DEFAULT_SESSION_HOURS,
  signAccessToken,
  signRefreshToken,
  verifyRefreshToken,
  verifyToken,
  type TokenClaims
} from "@timber/contracts/auth/session-token"
import { CommandContext } from "../commands/context"
import { execute, loadAggregate, runCommand, streamOf } from "../commands/execute"
import { envelopeFor } from "../commands/envelope"
import { currentSettings } from "../commands/settings"
import { answerUser, emailKey, storePassword, userIdForEmail } from "../commands/users"
import { UserAccessContext } from "./authentication"
import { clientAddress } from "./client-address"
import { correlationOf } from "./request-context"
import { cameOverHttps, clearSessionCookie, sessionCookieOf, setSessionCookie } from "./session-cookie"

const invalid = () => new Unauthorized({ message: AuthMessages.invalidCredentials })
const sessionEnded = () => new Unauthorized({ message: AuthMessages.expiredToken })

/** Read in place of a user that does not exist, so an unknown e-mail makes the same round trips as a known one. */
const NO_SUCH_USER = UserId.make("no-such-user")

/** Whether a new password may replace an expired one at sign-in: null, or the refusal. */
const replacementProblem = (hash: string, next: string): Effect.Effect<DomainError | null> =>
  Effect.gen(function* () {
    if (next === "") return new Forbidden({ message: AuthMessages.passwordExpired })
    if (next.length < Bounds.text.passwordMin) return new ValidationError({ message: UserMessages.passwordTooShort })
    if (yield* Effect.promise(() => passwordMatches(hash, next))) return new ValidationError({ message: AuthMessages.passwordReused })
    return null
  })

/** The bearer token's session, else the refresh cookie's: the session a sign-out ends. */
const sessionToEnd = (request: HttpServerRequest.HttpServerRequest, secret: string) =>
  Effect.promise(async (): Promise<TokenClaims | null> => {
    const bearer = (request.headers["authorization"] ?? "").replace(/^Bearer\s+/i, "").trim()
    const cookie = sessionCookieOf(request)
    return (bearer ? await verifyToken(secret, bearer) : null) ?? (cookie ? await verifyRefreshToken(secret, cookie) : null)
  })

export const AuthCommandsLive = HttpApiBuilder.group(WriteApi, "authCommands", (handlers) =>
  handlers
    .handle("refresh", () =>
      Effect.gen(function* () {
        const { config } = yield* CommandContext
        const throttle = yield* SignInThrottleContext
        const users = yield* UserAccessContext
        const request = yield* HttpServerRequest.HttpServerRequest
        const secure = cameOverHttps(request, throttle.trustForwardedFor)
        const cookie = sessionCookieOf(request)
        const claims = cookie ? yield* Effect.promise(() => verifyRefreshToken(config.jwtSecret, cookie)) : null
        // the session must still be live (not signed out, no password changed since, not locked or deactivated) and within its lifetime
        const user = claims ? yield* Effect.promise(() => liveSessionUser(users, claims)) : null
        if (!claims || !user) {
          if (cookie) yield* clearSessionCookie(secure)
          return yield* sessionEnded()
        }
        return { token: yield* Effect.promise(() => signAccessToken(config.jwtSecret, { userId: user.id, email: user.email, sessionId: claims.sessionId })) }
      })
    )
    .handle("logout", () =>
      Effect.gen(function* () {
        const { config } = yield* CommandContext
        const throttle = yield* SignInThrottleContext
        const request = yield* HttpServerRequest.HttpServerRequest
        const claims = yield* sessionToEnd(request, config.jwtSecret)
        if (claims) {
          const envelope = yield* envelopeFor({ actor: { userId: claims.userId, email: claims.email }, correlationId: correlationOf(request), idScope: null })
          yield* runCommand(envelope, (streams) =>
            streams.decide(streamOf(UserDecider, userStream(claims.userId)), { _tag: "EndSession", userId: claims.userId, sessionId: claims.sessionId })
          ).pipe(Effect.catchTag("NotFound", () => Effect.void))
        }
        // signed out on this browser whatever the tokens said: it forgets the cookie
        yield* clearSessionCookie(cameOverHttps(request, throttle.trustForwardedFor))
      })
    )
    .handle("login", ({ payload }) =>
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
        // an expired password (Security tab, counted from when it was last set) or a one-time password (the host's
        // `npm run admin -- reset-password`) signs in only together with its replacement
        const expired =
          matched && passwordHasExpired({ changedAt: new Date(stored.rows[0]!.updated_at), now: new Date(envelope.occurredAt), days: passwordExpiry })
        const expiryProblem = matched && state.isActive && expired ? yield* replacementProblem(hash, payload.newPassword ?? "") : null
        // the session starts with the attempt's record, only when nothing refuses the sign-in
        const sessionId = randomUUID()
        const sessionEndsAt = Date.parse(envelope.occurredAt) + (config.sessionHours ?? DEFAULT_SESSION_HOURS) * 3_600_000
        const startsSession = matched && state.isActive && expiryProblem === null
        const after = yield* execute(
          store,
          UserDecider,
          userStream(userId),
          {
            _tag: "RecordLoginAttempt",
            userId,
            passwordMatched: matched,
            at: envelope.occurredAt,
            maxLoginAttempts,
            ...(startsSession ? { session: { sessionId, expiresAt: new Date(sessionEndsAt).toISOString() } } : {})
          },
          envelope
        )
        // the failure that locks the account is answered as the ones before it
        if (!matched) return yield* refuse(invalid())
        if (!state.isActive) return yield* new Forbidden({ message: AuthMessages.accountInactive })
        if (expiryProblem !== null) return yield* Effect.fail(expiryProblem)
        let signedIn = after
        if (expired) {
          // the new password ends every other session, as any password change does; this sign-in's stays
          signedIn = yield* execute(
            store,
            UserDecider,
            userStream(userId),
            { _tag: "UpdateProfile", userId, firstName: state.firstName, lastName: state.lastName, passwordChanged: true, keptSessionId: sessionId },
            envelope
          )
          yield* storePassword(userId, payload.newPassword!)
        }
        // the user as this sign-in left them (failed attempts reset, a new password): no second read of their stream
        const claims = { userId, email: state.email, sessionId }
        const [token, refreshToken] = yield* Effect.promise(() =>
          Promise.all([signAccessToken(config.jwtSecret, claims), signRefreshToken(config.jwtSecret, claims, sessionEndsAt)])
        )
        yield* setSessionCookie(refreshToken, sessionEndsAt, cameOverHttps(request, throttle.trustForwardedFor))
        return { token, user: yield* answerUser(signedIn) }
      })
    )
)
