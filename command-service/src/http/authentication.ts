import { Authentication, AuthMessages, CurrentUser, Unauthorized } from "@timber/contracts"
import { can, effectivePermissions } from "@timber/domain"
import { hideMoneyFromAnswers, liveSessionUser, noteSignedInUser, type UserAccessDirectory } from "@timber/server-edge"
import { WriteApi } from "@timber/contracts/http/api"
import { Context, Effect, Layer, Redacted } from "effect"
import { verifyToken } from "@timber/server-edge/session-token"
import { CommandContext } from "../commands/context"

/** The signed-in users' access, in this process's memory (contracts' user-access directory). */
export class UserAccessContext extends Context.Tag("UserAccessContext")<UserAccessContext, UserAccessDirectory>() {}

/**
 * The write side's view of a bearer token: a valid signature within the access token's lifetime,
 * then the user and the token's session as their own events say (role, permissions, active,
 * locked, the session live), from memory kept current by those events, so a signed-out session
 * or a deactivated or locked user is refused at once rather than when the token expires, and no
 * request reads the user's stream for it.
 */
/** Money a user may not see leaves no write's answer either (contracts `money`). */
const hideMoney = hideMoneyFromAnswers(WriteApi)

export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.gen(function* () {
    const { config } = yield* CommandContext
    const users = yield* UserAccessContext
    return {
      bearer: (token) =>
        Effect.gen(function* () {
          if (Redacted.value(token).trim() === "") return yield* new Unauthorized({ message: AuthMessages.missingToken })
          const claims = yield* Effect.promise(() => verifyToken(config.jwtSecret, Redacted.value(token)))
          if (!claims) return yield* new Unauthorized({ message: AuthMessages.expiredToken })
          const user = yield* Effect.promise(() => liveSessionUser(users, claims))
          if (!user) return yield* new Unauthorized({ message: AuthMessages.expiredToken })
          const signedIn = CurrentUser.of({
            userId: user.id,
            email: user.email,
            role: user.role,
            permissions: effectivePermissions(user.role, user.storedPermissions),
            sessionId: claims.sessionId
          })
          yield* hideMoney((page) => can(signedIn, page, "amount"))
          yield* noteSignedInUser(user.id)
          return signedIn
        })
    }
  })
)
