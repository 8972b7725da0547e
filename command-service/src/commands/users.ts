import { AuthMessages, roleName, type CreateUserPayload, type User } from "@timber/contracts"
import { effectivePermissions, ReservationDecider, reservationStream, UserDecider, userStream, type UserState } from "@timber/domain"
import type { RecordedEvent } from "@timber/eventstore"
import { Effect } from "effect"
import { sql } from "kysely"
import { hashPassword } from "../auth/passwords"
import { CommandContext } from "./context"
import { claimUnique } from "./reservations"
import { UniqueValues } from "./unique-values"
import { execute, loadAggregate, type CommandEnvelope } from "./execute"
import { streamTimes } from "./history"

export const emailKey = UniqueValues.userEmail.key

export const userDto = (state: Extract<UserState, { _tag: "Registered" }>, recorded: ReadonlyArray<RecordedEvent>): User => ({
  id: state.userId,
  email: state.email,
  role: state.role,
  permissions: effectivePermissions(state.role, state.permissions),
  firstName: state.firstName,
  lastName: state.lastName,
  isActive: state.isActive,
  failedLoginAttempts: state.failedLoginAttempts,
  accountLockedAt: state.accountLockedAt,
  user_metadata: { full_name: `${state.firstName} ${state.lastName}`.trim() },
  avatar_url: null,
  createdAt: streamTimes(recorded).createdAt
})

/** The user id that holds an e-mail, or null. */
export const userIdForEmail = (email: string) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const { state } = yield* loadAggregate(store, ReservationDecider, reservationStream(UniqueValues.userEmail.scope, emailKey(email))).pipe(Effect.orDie)
    return state.holder
  })

/** Claims the e-mail, registers the user, stores the password hash (never in an event). */
export const registerUser = (payload: CreateUserPayload, envelope: CommandEnvelope) =>
  Effect.gen(function* () {
    const { store, database } = yield* CommandContext
    const userId = envelope.ids.next("user")
    const email = emailKey(payload.email)
    // a user never ends, but a registration that failed after its claim leaves the e-mail to the next one
    yield* claimUnique({ scope: UniqueValues.userEmail.scope, key: email, ownerId: userId, takenMessage: AuthMessages.emailTaken(email), ownerStream: userStream }, envelope)
    const passwordHash = yield* Effect.promise(() => hashPassword(payload.password))
    yield* Effect.promise(() =>
      sql`insert into credentials (user_id, password_hash) values (${userId}, ${passwordHash})
          on conflict (user_id) do nothing`.execute(database.db)
    )
    const { position } = yield* execute(
      store,
      UserDecider,
      userStream(userId),
      {
        _tag: "RegisterUser",
        userId,
        email,
        firstName: payload.firstName.trim(),
        lastName: payload.lastName.trim(),
        role: roleName(payload.role),
        isActive: payload.isActive ?? true,
        permissions: payload.permissions ?? null
      },
      envelope
    )
    const { state, recorded } = yield* loadAggregate(store, UserDecider, userStream(userId)).pipe(Effect.orDie)
    if (state._tag !== "Registered") return yield* Effect.die(new Error("user vanished after registration"))
    return { user: userDto(state, recorded), position }
  })
