import { Authentication, AuthMessages, CurrentUser, Unauthorized, type AuthenticatedUser } from "@timber/contracts"
import { effectivePermissions } from "@timber/domain/permissions/index"
import type { UserRow } from "@timber/projections"
import { Effect, Layer, Redacted } from "effect"
import { QueryContext } from "./context"
import { verifyToken } from "@timber/contracts/auth/session-token"

/** A deactivated or locked user is refused everywhere, whatever their token says. */
export const mayUseTheApp = (user: UserRow) => user.isActive && user.accountLockedAt === null

/**
 * Resolves a token to its user; null when invalid, inactive or locked. `currentUser` answers
 * as of every event appended so far, so a lock counts from the next request.
 */
export const authenticate = async (secret: string, token: string, currentUser: (userId: string) => Promise<UserRow | null>): Promise<UserRow | null> => {
  const userId = (await verifyToken(secret, token))?.userId ?? null
  if (!userId) return null
  const user = await currentUser(userId)
  if (!user || !mayUseTheApp(user)) return null
  return user
}

export const asAuthenticated = (user: UserRow): AuthenticatedUser => ({
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
