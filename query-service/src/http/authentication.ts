import {
  Authentication,
  AuthMessages,
  CurrentUser,
  liveSessionUser,
  mayUseTheApp,
  Unauthorized,
  type AuthenticatedUser,
  type UserAccess,
  type UserAccessDirectory
} from "@timber/contracts"
import { effectivePermissions } from "@timber/domain/permissions/index"
import { Effect, Layer, Redacted } from "effect"
import { QueryContext } from "./context"
import { verifyToken } from "@timber/contracts/auth/session-token"

export { mayUseTheApp }

/** A token's user and the session it belongs to. */
export interface SignedIn {
  readonly user: UserAccess
  readonly sessionId: string
}

/** Who the process's memory of users answers for (contracts' user-access directory). */
export type CurrentUserLookup = UserAccessDirectory["get"]

/**
 * Resolves an access token to its user and session; null when invalid, past its lifetime, its
 * session ended, or the user inactive or locked. `currentUser` answers from the process's memory
 * of every user event appended so far (contracts' user-access directory), so a sign-out or a lock
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
          return CurrentUser.of(asAuthenticated(signedIn))
        })
    }
  })
)
