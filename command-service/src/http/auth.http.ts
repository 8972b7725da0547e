import { HttpApiBuilder, HttpServerRequest } from "@effect/platform"
import { AuthMessages, Forbidden, Unauthorized, effectiveMaxLoginAttempts, SIGN_IN_LOCK_MINUTES, WriteApi, type DomainError, UserId } from "@timber/contracts"
import { lockedOut, passwordHasExpired } from "@timber/domain"
import { liveSessionUser } from "@timber/server-edge"
import { Effect } from "effect"
import { sql } from "kysely"
import { randomUUID } from "node:crypto"
import { checkNewPassword } from "../auth/new-password"
import { decoyHash, passwordMatches } from "../auth/passwords"
import { SignInThrottleContext } from "../auth/sign-in-throttle"
import { DEFAULT_SESSION_HOURS, signAccessToken, signRefreshToken, verifyRefreshToken, verifyToken, type TokenClaims } from "@timber/server-edge/session-token"
import { CommandContext } from "../commands/context"
import { runCommand } from "../commands/execute"
import { envelopeFor } from "../commands/envelope"
import { currentSettings } from "../commands/settings"
import { streamNow } from "../commands/stream-now"
import { emailKey, storePassword, userAfter, userIdForEmail, userOf } from "../commands/users"
import { UserAccessContext } from "./authentication"
import { clientAddress } from "./client-address"
import { knownDeviceOf, setDeviceCookie } from "./device-cookie"
import { correlationOf } from "./request-context"
import { cameOverHttps, clearSessionCookie, sessionCookieOf, setSessionCookie } from "./session-cookie"

const invalid = () => new Unauthorized({ message: AuthMessages.invalidCredentials })
const sessionEnded = () => new Unauthorized({ message: AuthMessages.expiredToken })

/** Read in place of a user that does not exist, so an unknown e-mail makes the same round trips as a known one. */
const NO_SUCH_USER = UserId.make("no-such-user")

/** Whether a new password may replace an expired one at sign-in: null, or the refusal. */
const replacementProblem = (hash: string, next: string): Effect.Effect<DomainError | null> =>
  next === ""
    ? Effect.succeed(new Forbidden({ message: AuthMessages.passwordExpired }))
    : checkNewPassword(next, "newPassword", { hash, sameMessage: AuthMessages.passwordReused }).pipe(
        Effect.as(null),
        Effect.catchAll((refusal) => Effect.succeed(refusal))
      )

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
            streams.decide(userOf(UserId.make(claims.userId)), { _tag: "EndSession", userId: claims.userId, sessionId: claims.sessionId })
          ).pipe(Effect.catchTag("NotFound", () => Effect.void))
        }
        // signed out on this browser whatever the tokens said: it forgets the cookie
        yield* clearSessionCookie(cameOverHttps(request, throttle.trustForwardedFor))
      })
    )
    .handle("login", ({ payload }) =>
      Effect.gen(function* () {
        const startedAt = performance.now()
        const { database, config } = yield* CommandContext
        const throttle = yield* SignInThrottleContext
        const request = yield* HttpServerRequest.HttpServerRequest
        const address = clientAddress(request.headers, throttle.trustForwardedFor)
        const account = emailKey(payload.email)
        const userId = yield* userIdForEmail(payload.email)
        // a browser this account signed in from (its device cookie) keeps an allowance of its own:
        // neither the account's throttle window nor the unknown devices' lock holds it shut
        const device = knownDeviceOf(request, config.jwtSecret, userId)
        const throttledAccount = device === null ? account : null
        yield* throttle.admit(address, throttledAccount)

        /** Counts the failure and answers no sooner than the floor, whichever way the attempt failed. */
        const refuse = (error: Unauthorized | Forbidden) =>
          throttle
            .recordFailure(address, throttledAccount)
            .pipe(
              Effect.zipRight(Effect.suspend(() => Effect.sleep(Math.max(0, throttle.limits.refusalFloorMs - (performance.now() - startedAt))))),
              Effect.zipRight(Effect.fail(error))
            )

        const { state } = yield* streamNow(userOf(userId ?? NO_SUCH_USER))
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
        const envelope = yield* envelopeFor({ actor: { userId, email: state.email }, correlationId: correlationOf(request), idScope: null })
        // A device whose allowance is locked answers a wrong password as any wrong password (401, same body, the same floor):
        // only the right password learns of the lock, so the lock tells nobody else that the account exists.
        // A lock refuses only its own devices (the unknown ones, or the one known device), until it runs out.
        if (lockedOut(state.allowances, device, envelope.occurredAt))
          return yield* refuse(matched ? new Forbidden({ message: AuthMessages.accountLocked }) : invalid())
        // an expired password (Security tab, counted from when it was last set) or a one-time password (the host's
        // `npm run admin -- reset-password`) signs in only together with its replacement
        const expired =
          matched && passwordHasExpired({ changedAt: new Date(stored.rows[0]!.updated_at), now: new Date(envelope.occurredAt), days: passwordExpiry })
        const expiryProblem = matched && state.isActive && expired ? yield* replacementProblem(hash, payload.newPassword ?? "") : null
        // the session starts with the attempt's record, only when nothing refuses the sign-in
        const sessionId = randomUUID()
        const sessionEndsAt = Date.parse(envelope.occurredAt) + (config.sessionHours ?? DEFAULT_SESSION_HOURS) * 3_600_000
        const startsSession = matched && state.isActive && expiryProblem === null
        const after = yield* runCommand(envelope, (streams) =>
          streams.decide(userOf(userId), {
            _tag: "RecordLoginAttempt",
            userId,
            passwordMatched: matched,
            at: envelope.occurredAt,
            maxLoginAttempts: effectiveMaxLoginAttempts(maxLoginAttempts),
            lockMinutes: SIGN_IN_LOCK_MINUTES,
            device,
            ...(startsSession ? { session: { sessionId, expiresAt: new Date(sessionEndsAt).toISOString() } } : {})
          })
        )
        // the failure that locks the account is answered as the ones before it
        if (!matched) return yield* refuse(invalid())
        if (!state.isActive) return yield* new Forbidden({ message: AuthMessages.accountInactive })
        if (expiryProblem !== null) return yield* Effect.fail(expiryProblem)
        let signedIn = after
        if (expired) {
          // the new password ends every other session, as any password change does; this sign-in's stays
          signedIn = yield* runCommand(envelope, (streams) =>
            streams.decide(userOf(userId), {
              _tag: "UpdateProfile",
              userId,
              firstName: state.firstName,
              lastName: state.lastName,
              passwordChanged: true,
              keptSessionId: sessionId
            })
          )
          yield* storePassword(userId, payload.newPassword!)
        }
        // the user as this sign-in left them (failed attempts reset, a new password): no second read of their stream
        const claims = { userId, email: state.email, sessionId }
        const [token, refreshToken] = yield* Effect.promise(() =>
          Promise.all([signAccessToken(config.jwtSecret, claims), signRefreshToken(config.jwtSecret, claims, sessionEndsAt)])
        )
        const secure = cameOverHttps(request, throttle.trustForwardedFor)
        yield* setSessionCookie(refreshToken, sessionEndsAt, secure)
        // this browser is now a device the account signed in from: its failures use its own allowance from here on
        yield* setDeviceCookie(config.jwtSecret, userId, device, secure)
        return { token, user: yield* userAfter(signedIn, userId) }
      })
    )
)
