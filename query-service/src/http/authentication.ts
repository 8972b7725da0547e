import { Authentication, AuthMessages, CurrentUser, mayUseTheApp, Unauthorized, type AuthenticatedUser, type UserAccess } from "@timber/contracts"
import { effectivePermissions } from "@timber/domain/permissions/index"
import { Effect, Layer, Redacted } from "effect"
import { QueryContext } from "./context"
import { verifyToken } from "@timber/contracts/auth/session-token"

export { mayUseTheApp }

/**
 * Resolves a token to its user; null when invalid, inactive or locked. `currentUser` answers
 * from the process's memory of every user event appended so far (contracts' user-access
 * directory), so a lock counts from the next request and no request reads the log for it.
 */
export const authenticate = async (secret: string, token: string, currentUser: (userId: string) => Promise<UserAccess | null>): Promise<UserAccess | null> => {
  const userId = (await verifyToken(secret, token))?.userId ?? null
  if (!userId) return null
  const user = await currentUser(userId)
  if (!user || !mayUseTheApp(user)) return null
  return user
}

export const asAuthenticated = (user: UserAccess): AuthenticatedUser => ({
  userId: user.id,
  email: user.email,
  role: user.role,
  permissions: effectivePermissions(user.role, user.storedPermissions)
})

export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.gen(function* () {
    const { jwtSecret, currentUser } = yield* QueryContext
    return {
      bearer: (token) =>
        Effect.gen(function* () {
          if (Redacted.value(token).trim() === "") return yield* new Unauthorized({ message: AuthMessages.missingToken })
          const user = yield* Effect.promise(() => authenticate(jwtSecret, Redacted.value(token), currentUser))
          if (!user) return yield* new Unauthorized({ message: AuthMessages.expiredToken })
          return CurrentUser.of(asAuthenticated(user))
        })
    }
  })
)
