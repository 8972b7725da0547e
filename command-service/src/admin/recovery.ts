import { NotFound, SYSTEM_ACTOR, UserMessages, type DomainError, type UserId } from "@timber/contracts"
import { ONE_TIME_PASSWORD_SET_AT, UserDecider, userStream } from "@timber/domain"
import { Effect } from "effect"
import { sql } from "kysely"
import { randomBytes } from "node:crypto"
import { hashPassword } from "../auth/passwords"
import { forgetAccountFailures } from "../auth/sign-in-throttle"
import { CommandContext } from "../commands/context"
import { envelopeFor } from "../commands/envelope"
import { runCommand, streamOf } from "../commands/execute"
import { emailKey, userIdForEmail } from "../commands/users"

/**
 * Recovery from the host, for when every administrator is locked out or has forgotten their
 * password (`npm run admin -- unlock | reset-password <email>`, cli.ts). Each is a command like
 * any other: decided by the user decider and appended through `runCommand`, by the system actor.
 */

/** What a recovery did, in a sentence for the operator; `oneTimePassword` only for a reset. */
export interface Recovered {
  readonly message: string
  readonly oneTimePassword?: string
}

const userOf = (userId: UserId) => streamOf(UserDecider, userStream(userId))

const recoveryEnvelope = (action: string) =>
  envelopeFor({ actor: { userId: SYSTEM_ACTOR.userId, email: SYSTEM_ACTOR.userEmail }, correlationId: `host-admin-${action}-${Date.now()}`, idScope: null })

const registeredUserId = (email: string): Effect.Effect<UserId, DomainError, CommandContext> =>
  Effect.flatMap(userIdForEmail(email), (userId) => (userId === null ? Effect.fail(new NotFound({ message: UserMessages.notFound })) : Effect.succeed(userId)))

/** The per-account throttle forgets the guesses too, so the owner is not answered 429 for the next hour. */
const forgetFailures = (email: string) => Effect.flatMap(CommandContext, ({ database }) => forgetAccountFailures(database.db, emailKey(email)))

/** Clears the lock and the failed attempts of the account with this e-mail (`UserUnlocked`, as Unlock in Admin Settings), and its throttle's count. */
export const unlockAccount = (email: string): Effect.Effect<Recovered, DomainError, CommandContext> =>
  Effect.gen(function* () {
    const userId = yield* registeredUserId(email)
    const envelope = yield* recoveryEnvelope("unlock")
    const outcome = yield* runCommand(envelope, (streams) => streams.decide(userOf(userId), { _tag: "UnlockUser", userId, changedBy: SYSTEM_ACTOR.userId }))
    yield* forgetFailures(email)
    const unlocked = outcome.executed(userOf(userId)).position !== null
    return { message: unlocked ? `Unlocked ${email}.` : `${email} was not locked; nothing changed.` }
  })

/** A password good for one sign-in: 18 random bytes, 24 characters of base64url. */
const oneTimePassword = () => randomBytes(18).toString("base64url")

/**
 * Gives the account a one-time password and unlocks it: `UserUnlocked` (when it was locked) and
 * `UserPasswordChanged` by the system, in one append. The hash is stored as set at
 * `ONE_TIME_PASSWORD_SET_AT`, so the password has expired: the first sign-in with it must choose
 * a new one (the sign-in's expired-password steps) and nothing else signs in with it.
 */
export const resetPassword = (email: string): Effect.Effect<Recovered, DomainError, CommandContext> =>
  Effect.gen(function* () {
    const { database } = yield* CommandContext
    const userId = yield* registeredUserId(email)
    const envelope = yield* recoveryEnvelope("reset-password")
    yield* runCommand(envelope, (streams) =>
      Effect.gen(function* () {
        const { state } = yield* streams.read(userOf(userId))
        if (state._tag !== "Registered") return yield* new NotFound({ message: UserMessages.notFound })
        yield* streams.decide(userOf(userId), { _tag: "UnlockUser", userId, changedBy: SYSTEM_ACTOR.userId })
        yield* streams.decide(userOf(userId), {
          _tag: "EditUser",
          userId,
          changedBy: SYSTEM_ACTOR.userId,
          details: { email: state.email, firstName: state.firstName, lastName: state.lastName, role: state.role },
          isActive: state.isActive,
          permissions: undefined,
          passwordChanged: true
        })
      })
    )
    // the hash changes once the change is recorded, as an administrator's new password does
    const password = oneTimePassword()
    const passwordHash = yield* Effect.promise(() => hashPassword(password))
    yield* Effect.promise(() =>
      sql`insert into credentials (user_id, password_hash, updated_at) values (${userId}, ${passwordHash}, ${ONE_TIME_PASSWORD_SET_AT})
          on conflict (user_id) do update set password_hash = excluded.password_hash, updated_at = excluded.updated_at`.execute(database.db)
    )
    yield* forgetFailures(email)
    return { message: `Reset the password of ${email} (and unlocked it). It must be changed at the next sign-in.`, oneTimePassword: password }
  })
