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
  ReservationDecider,
  reservationStream,
  toUser,
  UserDecider,
  userStream,
  type UserState
} from "@timber/domain"
import { Effect } from "effect"
import { sql } from "kysely"
import { hashPassword, passwordMatches } from "../auth/passwords"
import { storeImage } from "../storage/images"
import { CommandContext } from "./context"
import { claimValue, releaseValue, type Claim } from "./reservations"
import { UniqueValues } from "./unique-values"
import { loadAggregate, runCommand, streamOf, type CommandEnvelope, type EditedRecord, type Executed, type Streams } from "./execute"

export const emailKey = UniqueValues.userEmail.key

const userOf = (userId: UserId) => streamOf(UserDecider, userStream(userId))

// a user never ends, but a registration that failed after its claim leaves the e-mail to the next one
const emailClaim = (email: string, userId: UserId): Claim => ({
  scope: UniqueValues.userEmail.scope,
  key: email,
  ownerId: userId,
  takenMessage: AuthMessages.emailTaken(email),
  ownerStream: (ownerId) => userStream(UserId.make(ownerId))
})

/** A command on one user's stream, answered with the user as it left it. */
const onUser = (userId: UserId, envelope: CommandEnvelope, command: Parameters<typeof UserDecider.decide>[0]) =>
  Effect.gen(function* () {
    const outcome = yield* runCommand(envelope, (streams) => streams.decide(userOf(userId), command))
    return { user: yield* answerUser(outcome.executed(userOf(userId))), position: outcome.position }
  })

/** The user as the API answers a write: from the state the command left, through the one view the read side uses too. */
export const answerUser = ({ state, trail, version }: Pick<Executed<UserState>, "state" | "trail" | "version">) =>
  state._tag === "Registered" && version !== null
    ? Effect.succeed(toUser(state, trail.createdAt, version))
    : Effect.die(new Error(`user has nothing to show after a write (${state._tag})`))

/** A user an administrator edits: a stale edit is refused with the user as the Users tab shows them now. */
const editedUser = (userId: UserId): EditedRecord<UserState> => ({
  ref: userOf(userId),
  subject: EditedRecords.user,
  current: ({ state, trail, version }) => Effect.succeed(state._tag === "Registered" ? toUser(state, trail.createdAt, version) : null)
})

/** The user id that holds an e-mail, or null. */
export const userIdForEmail = (email: string) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const { state } = yield* loadAggregate(store, ReservationDecider, reservationStream(UniqueValues.userEmail.scope, emailKey(email))).pipe(Effect.orDie)
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

/** Stores the password hash (never in an event), then registers the user with the claim of their e-mail: one append. */
export const registerUser = (payload: CreateUserPayload, envelope: CommandEnvelope) =>
  Effect.gen(function* () {
    const { database } = yield* CommandContext
    const userId = UserId.make(envelope.ids.next("user"))
    const email = emailKey(payload.email)
    // a hash stored for a registration that is then refused names no user: harmless, never read
    const passwordHash = yield* Effect.promise(() => hashPassword(payload.password))
    yield* Effect.promise(() =>
      sql`insert into credentials (user_id, password_hash) values (${userId}, ${passwordHash})
          on conflict (user_id) do nothing`.execute(database.db)
    )
    const role = roleName(payload.role)
    const registered = yield* runCommand(envelope, (streams) =>
      Effect.zipRight(
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
    )
    return { user: yield* answerUser(registered.executed(userOf(userId))), position: registered.position }
  })

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
 * password. A new e-mail is claimed before it is used and the old one released. Only an ADMIN
 * gives or takes the ADMIN role.
 */
export const editUser = (
  userId: UserId,
  payload: UpdateUserPayload,
  actor: { readonly userId: UserId; readonly role: string; readonly sessionId?: string },
  envelope: CommandEnvelope
) =>
  Effect.gen(function* () {
    const role = payload.role.trim().toUpperCase()
    const email = emailKey(payload.email)
    const password = payload.password ?? ""
    // the edit, the new e-mail's claim and the old one's release: one append
    const edited = yield* runCommand(
      { ...envelope, seenVersion: envelope.seenVersion ?? payload.version ?? null },
      (streams) =>
        Effect.gen(function* () {
          const { state } = yield* streams.read(userOf(userId))
          if (state._tag !== "Registered") return yield* new NotFound({ message: UserMessages.notFound })
          if (!isAdmin(actor) && (role === Roles.admin || state.role === Roles.admin))
            return yield* new Forbidden({ message: UserMessages.onlyAdminsGrantAdmin })
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
        }),
      editedUser(userId)
    )
    // the hash changes only once the change is recorded (a refused edit keeps the old password)
    if (password !== "") yield* storePassword(userId, password)
    return { user: yield* answerUser(edited.executed(userOf(userId))), position: edited.position }
  })

export const unlockUser = (userId: UserId, changedBy: UserId, envelope: CommandEnvelope) => onUser(userId, envelope, { _tag: "UnlockUser", userId, changedBy })

/**
 * The user's own profile: names, and a new password once the current one is proven (section 5's
 * messages). A new password ends every other session of the user; `sessionId`, the one it was
 * changed in, keeps working.
 */
export const updateProfile = (userId: UserId, payload: ProfilePayload, envelope: CommandEnvelope, sessionId?: string) =>
  Effect.gen(function* () {
    const { database } = yield* CommandContext
    const problem = profilePasswordProblem(payload)
    if (problem) return yield* new ValidationError({ message: problem })
    const newPassword = payload.newPassword ?? ""
    if (newPassword !== "") {
      const stored = yield* Effect.promise(() =>
        sql<{ password_hash: string }>`select password_hash from credentials where user_id = ${userId}`.execute(database.db)
      )
      const hash = stored.rows[0]?.password_hash
      const matches = hash !== undefined && (yield* Effect.promise(() => passwordMatches(hash, payload.currentPassword ?? "")))
      if (!matches) return yield* new ValidationError({ message: UserMessages.currentPasswordWrong })
    }
    const updated = yield* onUser(userId, envelope, {
      _tag: "UpdateProfile",
      userId,
      firstName: payload.firstName.trim(),
      lastName: (payload.lastName ?? "").trim(),
      passwordChanged: newPassword !== "",
      keptSessionId: sessionId
    })
    if (newPassword !== "") yield* storePassword(userId, newPassword)
    return updated
  })

/** Stores a profile picture in the blob store and records its file on the user's stream. */
export const changeAvatar = (userId: UserId, bytes: Uint8Array, name: string | undefined, envelope: CommandEnvelope) =>
  Effect.gen(function* () {
    const avatar = yield* storeImage("avatar", bytes, name)
    return yield* onUser(userId, envelope, { _tag: "ChangeAvatar", userId, avatar })
  })
