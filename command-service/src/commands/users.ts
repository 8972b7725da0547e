import {
  AuthMessages,
  EditedRecords,
  isBuiltInRole,
  RoleVocabularyMessages,
  roleName,
  Roles,
  Bounds,
  BusinessRuleViolation,
  Forbidden,
  NotFound,
  UserMessages,
  ValidationError,
  type CreateUserPayload,
  type ProfilePayload,
  type UpdateUserPayload,
  profilePasswordProblem,
  UserId
} from "@timber/contracts"
import {
  effectivePermissions,
  isAdmin,
  normalizePermissions,
  refusedPassword,
  ReservationDecider,
  reservationStream,
  toUser,
  UserDecider,
  userStream,
  type UserState
} from "@timber/domain"
import { Effect } from "effect"
import { sql } from "kysely"
import { checkNewPassword } from "../auth/new-password"
import { hashPassword, passwordMatches } from "../auth/passwords"
import { CommandContext } from "./context"
import { claimValue, releaseValue, type Claim } from "./reservations"
import { streamNow } from "./stream-now"
import { UniqueValues } from "./unique-values"
import { streamOf, type EditedRecord, type Executed, type Outcome, type Streams } from "./execute"

export const emailKey = UniqueValues.userEmail.key

/** A user's stream, decided by the user aggregate. */
export const userOf = (userId: UserId) => streamOf(UserDecider, userStream(userId))

// a user never ends, but a registration that failed after its claim leaves the e-mail to the next one
const emailClaim = (email: string, userId: UserId): Claim => ({
  scope: UniqueValues.userEmail.scope,
  key: email,
  ownerId: userId,
  takenMessage: AuthMessages.emailTaken(email),
  ownerStream: (ownerId) => userStream(UserId.make(ownerId))
})

/** The user as the API answers a write: from the state the command left, through the one view the read side uses too. */
const answerUser = ({ state, trail, version }: Pick<Executed<UserState>, "state" | "trail" | "version">) =>
  state._tag === "Registered" && version !== null
    ? Effect.succeed(toUser(state, trail.createdAt, version))
    : Effect.die(new Error(`user has nothing to show after a write (${state._tag})`))

/** The user as a command on their stream left them, answered through `answerUser`. */
export const userAfter = (outcome: Outcome<unknown>, userId: UserId) => answerUser(outcome.executed(userOf(userId)))

/** A user an administrator edits: a stale edit is refused with the user as the Users tab shows them now. */
export const editedUser = (
  userId: UserId,
  subject: string = EditedRecords.user,
  bodyVersion?: string
): EditedRecord<UserState> & { readonly bodyVersion?: string | undefined } => ({
  ref: userOf(userId),
  subject,
  bodyVersion,
  current: ({ state, trail, version }) => Effect.succeed(state._tag === "Registered" ? toUser(state, trail.createdAt, version) : null)
})

/** The user id that holds an e-mail, or null. */
export const userIdForEmail = (email: string) =>
  Effect.gen(function* () {
    const { state } = yield* streamNow(streamOf(ReservationDecider, reservationStream(UniqueValues.userEmail.scope, emailKey(email))))
    return state.holder === null ? null : UserId.make(state.holder)
  })

/**
 * A role a user may be given: ADMIN, MANAGER, USER, or a role kept on the server, whose name is
 * claimed (roles.http.ts). Read in the user's own command, so a role deleted meanwhile conflicts.
 */
const requireRole = (streams: Streams, role: string) =>
  Effect.gen(function* () {
    if (isBuiltInRole(role)) return
    const { state } = yield* streams.read(streamOf(ReservationDecider, reservationStream(UniqueValues.roleName.scope, UniqueValues.roleName.key(role))))
    if (state.holder !== null) return
    const message = RoleVocabularyMessages.unknown
    return yield* new ValidationError({ message, details: { fields: [{ path: "role", message }] } })
  })

/** A new user's password hash (never in an event), stored before their registration: one refused after it names no user, harmless, never read. */
export const storeFirstPassword = (userId: UserId, password: string) =>
  Effect.gen(function* () {
    const { database } = yield* CommandContext
    const passwordHash = yield* Effect.promise(() => hashPassword(password))
    yield* Effect.promise(() =>
      sql`insert into credentials (user_id, password_hash) values (${userId}, ${passwordHash})
          on conflict (user_id) do nothing`.execute(database.db)
    )
  })

/** Registers the user with the claim of their e-mail and a check of their role: one append. */
export const registration = (payload: CreateUserPayload, userId: UserId) => (streams: Streams) => {
  const email = emailKey(payload.email)
  const role = roleName(payload.role)
  return Effect.zipRight(
    Effect.zipRight(
      requireRole(streams, role),
      streams.decide(
        userOf(userId),
        {
          _tag: "RegisterUser",
          userId,
          email,
          firstName: payload.firstName.trim(),
          lastName: (payload.lastName ?? "").trim(),
          role,
          isActive: payload.isActive ?? true,
          permissions: payload.permissions ? normalizePermissions(payload.permissions) : null
        },
        { assumeNew: true }
      )
    ),
    claimValue(streams, emailClaim(email, userId))
  )
}

/** Stores a new password's hash; `updated_at` is when it was set, which password expiry counts from. */
export const storePassword = (userId: string, password: string) =>
  Effect.flatMap(CommandContext, ({ database }) =>
    Effect.promise(async () => {
      const passwordHash = await hashPassword(password)
      await sql`insert into credentials (user_id, password_hash) values (${userId}, ${passwordHash})
                on conflict (user_id) do update set password_hash = excluded.password_hash, updated_at = now()`.execute(database.db)
    })
  )

/**
 * An administrator edits a user: details, role, activation, permissions and (optionally) a new
 * password, whose hash is stored once the edit is (`storePassword`). A new e-mail is claimed
 * before it is used and the old one released, in the edit's append. Only an ADMIN gives or takes
 * the ADMIN role.
 */
export const userEdit =
  (userId: UserId, payload: UpdateUserPayload, actor: { readonly userId: UserId; readonly role: string; readonly sessionId?: string }) => (streams: Streams) =>
    Effect.gen(function* () {
      const role = payload.role.trim().toUpperCase()
      const email = emailKey(payload.email)
      const password = payload.password ?? ""
      const { state } = yield* streams.read(userOf(userId))
      if (state._tag !== "Registered") return yield* new NotFound({ message: UserMessages.notFound })
      if (!isAdmin(actor) && (role === Roles.admin || state.role === Roles.admin)) return yield* new Forbidden({ message: UserMessages.onlyAdminsGrantAdmin })
      // a new role must exist; a user keeps the role they have, even one no longer defined
      if (role !== state.role) yield* requireRole(streams, role)
      yield* streams.decide(userOf(userId), {
        _tag: "EditUser",
        userId,
        changedBy: actor.userId,
        details: { email, firstName: payload.firstName.trim(), lastName: (payload.lastName ?? "").trim(), role },
        isActive: payload.isActive ?? state.isActive,
        permissions: payload.permissions === undefined ? undefined : payload.permissions === null ? null : normalizePermissions(payload.permissions),
        passwordChanged: password !== "",
        // an administrator's new password ends every session of the user, but the one they changed their own in
        keptSessionId: actor.userId === userId ? actor.sessionId : undefined
      })
      if (email !== state.email) {
        yield* claimValue(streams, emailClaim(email, userId))
        yield* releaseValue(streams, { scope: UniqueValues.userEmail.scope, key: state.email, ownerId: userId })
      }
    })

/**
 * The user's own profile: the current password proven before a new one is taken (section 5's
 * messages); null when nothing refuses it.
 */
export const checkProfilePassword = (userId: UserId, payload: ProfilePayload) =>
  Effect.gen(function* () {
    const { database } = yield* CommandContext
    const problem = profilePasswordProblem(payload)
    if (problem) return yield* new ValidationError({ message: problem })
    const newPassword = payload.newPassword ?? ""
    if (newPassword === "") return
    const stored = yield* Effect.promise(() =>
      sql<{ password_hash: string }>`select password_hash from credentials where user_id = ${userId}`.execute(database.db)
    )
    const hash = stored.rows[0]?.password_hash
    const matches = hash !== undefined && (yield* Effect.promise(() => passwordMatches(hash, payload.currentPassword ?? "")))
    if (!matches) return yield* refusedPassword(UserMessages.currentPasswordWrong, "currentPassword")
    yield* checkNewPassword(newPassword, "newPassword", { hash, sameMessage: UserMessages.passwordUnchanged })
  })

/**
 * The profile's names and whether its password changed. A new password ends every other session
 * of the user; `sessionId`, the one it was changed in, keeps working.
 */
export const profileUpdate = (userId: UserId, payload: ProfilePayload, sessionId?: string) => (streams: Streams) =>
  streams.decide(userOf(userId), {
    _tag: "UpdateProfile",
    userId,
    firstName: payload.firstName.trim(),
    lastName: (payload.lastName ?? "").trim(),
    passwordChanged: (payload.newPassword ?? "") !== "",
    keptSessionId: sessionId
  })
