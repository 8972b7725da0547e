import { Authentication, AuthMessages, CurrentUser, Unauthorized } from "@timber/contracts"
import { effectivePermissions, UserDecider, userStream } from "@timber/domain"
import { Effect, Layer, Redacted } from "effect"
import { verifyToken } from "@timber/contracts/auth/session-token"
import { CommandContext } from "../commands/context"
import { loadAggregate } from "../commands/execute"

/**
 * The write side's view of a bearer token: a valid signature, then the user's own
 * stream (role, permissions, active, locked), so a deactivated or locked user is
 * refused at once rather than when the token expires.
 */
export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.gen(function* () {
    const { store, config } = yield* CommandContext
    return {
      bearer: (token) =>
        Effect.gen(function* () {
          if (Redacted.value(token).trim() === "") return yield* new Unauthorized({ message: AuthMessages.missingToken })
          const claims = yield* Effect.promise(() => verifyToken(config.jwtSecret, Redacted.value(token)))
          if (!claims) return yield* new Unauthorized({ message: AuthMessages.expiredToken })
          const { state } = yield* loadAggregate(store, UserDecider, userStream(claims.userId)).pipe(Effect.orDie)
          if (state._tag !== "Registered" || !state.isActive || state.accountLockedAt !== null) {
            return yield* new Unauthorized({ message: AuthMessages.expiredToken })
          }
          return CurrentUser.of({
            userId: state.userId,
            email: state.email,
            role: state.role,
            permissions: effectivePermissions(state.role, state.permissions)
          })
        })
    }
  })
)
