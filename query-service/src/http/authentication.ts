import { Authentication, AuthMessages, CurrentUser, Unauthorized, type AuthenticatedUser } from "@timber/contracts"
import { effectivePermissions } from "@timber/domain/permissions/index"
import { findUserById, type ReadDb, type UserRow } from "@timber/projections"
import { Effect, Layer, Redacted } from "effect"
import { QueryContext } from "./context"
import { verifyToken } from "@timber/contracts/auth/session-token"

/** Resolves a token to the user as the read model knows them; null when invalid, inactive or locked. */
export const authenticate = async (db: ReadDb, secret: string, token: string, settle: () => Promise<void>): Promise<UserRow | null> => {
  const userId = (await verifyToken(secret, token))?.userId ?? null
  if (!userId) return null
  let user = await findUserById(db, userId)
  if (!user) {
    // a user registered a moment ago may not be projected yet
    await settle()
    user = await findUserById(db, userId)
  }
  if (!user || !user.isActive || user.accountLockedAt !== null) return null
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
    const { db, jwtSecret, settle } = yield* QueryContext
    return {
      bearer: (token) =>
        Effect.gen(function* () {
          if (Redacted.value(token).trim() === "") return yield* new Unauthorized({ message: AuthMessages.missingToken })
          const user = yield* Effect.promise(() => authenticate(db, jwtSecret, Redacted.value(token), settle))
          if (!user) return yield* new Unauthorized({ message: AuthMessages.expiredToken })
          return CurrentUser.of(asAuthenticated(user))
        })
    }
  })
)
