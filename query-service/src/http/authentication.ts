import { Authentication, AuthMessages, CurrentUser, Unauthorized, type AuthenticatedUser } from "@timber/contracts"
import { can, effectivePermissions } from "@timber/domain/permissions/index"
import { hideMoneyFromAnswers, liveSessionUser, mayUseTheApp, noteSignedInUser, type UserAccess, type UserAccessDirectory } from "@timber/server-edge"
import { ReadApi } from "@timber/contracts/http/api"
import { Effect, Layer, Redacted } from "effect"
import { QueryContext } from "./context"
import { verifyToken } from "@timber/server-edge/session-token"

export { mayUseTheApp }

/** A token's user and the session it belongs to. */
export interface SignedIn {
  readonly user: UserAccess
  readonly sessionId: string
}

/** Who the process's memory of users answers for (server-edge's user-access directory). */
export type CurrentUserLookup = UserAccessDirectory["get"]

/**
 * Resolves an access token to its user and session; null when invalid, past its lifetime, its
 * session ended, or the user inactive or locked. `currentUser` answers from the process's memory
 * of every user event appended so far (server-edge's user-access directory), so a sign-out or a lock
 * counts from the next request and no request reads the log for it.
 */
export const authenticate = async (secret: string, token: string, currentUser: CurrentUserLookup): Promise<SignedIn | null> => {
  const claims = await verifyToken(secret, token)
  if (!claims) return null
  const user = await liveSessionUser({ get: currentUser }, claims)
  return user ? { user, sessionId: claims.sessionId } : null
}

export const asAuthenticated = ({ user, sessionId }: SignedIn): AuthenticatedUser => ({
  userId: user.id,
  email: user.email,
  role: user.role,
  permissions: effectivePermissions(user.role, user.storedPermissions),
  sessionId
})

/** Money a user may not see leaves no read's answer (contracts `money`). */
const hideMoney = hideMoneyFromAnswers(ReadApi)

export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.gen(function* () {
    const { jwtSecret, currentUser } = yield* QueryContext
    return {
      bearer: (token) =>
        Effect.gen(function* () {
          if (Redacted.value(token).trim() === "") return yield* new Unauthorized({ message: AuthMessages.missingToken })
          const signedIn = yield* Effect.promise(() => authenticate(jwtSecret, Redacted.value(token), currentUser))
          if (!signedIn) return yield* new Unauthorized({ message: AuthMessages.expiredToken })
          const user = asAuthenticated(signedIn)
          yield* hideMoney((page) => can(user, page, "amount"))
          yield* noteSignedInUser(user.userId)
          return CurrentUser.of(user)
        })
    }
  })
)
