import {
  AuthMessages,
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
  profilePasswordProblem
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
import { claimUnique, releaseUnique } from "./reservations"
import { UniqueValues } from "./unique-values"
import { execute, loadAggregate, type CommandEnvelope, type Executed } from "./execute"

export const emailKey = UniqueValues.userEmail.key

/** The user as the API answers a write: from the state the command left, through the one view the read side uses too. */
export const answerUser = ({ state, trail }: Pick<Executed<UserState>, "state" | "trail">) =>
  state._tag === "Registered" ? Effect.succeed(toUser(state, trail.createdAt)) : Effect.die(new Error(`user has nothing to show after a write (${state._tag})`))

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
    yield* claimUnique(
      { scope: UniqueValues.userEmail.scope, key: email, ownerId: userId, takenMessage: AuthMessages.emailTaken(email), ownerStream: userStream },
      envelope
    )
    const passwordHash = yield* Effect.promise(() => hashPassword(payload.password))
    yield* Effect.promise(() =>
      sql`insert into credentials (user_id, password_hash) values (${userId}, ${passwordHash})
          on conflict (user_id) do nothing`.execute(database.db)
    )
    const registered = yield* execute(
      store,
      UserDecider,
      userStream(userId),
      {
        _tag: "RegisterUser",
        userId,
        email,
        firstName: payload.firstName.trim(),
        lastName: (payload.lastName ?? "").trim(),
        role: roleName(payload.role),
        isActive: payload.isActive ?? true,
        permissions: payload.permissions ? normalizePermissions(payload.permissions) : null
      },
      envelope
    )
    return { user: yield* answerUser(registered), position: registered.position }
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
export const editUser = (userId: string, payload: UpdateUserPayload, actor: { readonly userId: string; readonly role: string }, envelope: CommandEnvelope) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const loaded = yield* loadAggregate(store, UserDecider, userStream(userId)).pipe(Effect.orDie)
    const { state } = loaded
    if (state._tag !== "Registered") return yield* new NotFound({ message: UserMessages.notFound })
    const role = payload.role.trim().toUpperCase()
    if (!isAdmin(actor) && (role === Roles.admin || state.role === Roles.admin)) return yield* new Forbidden({ message: UserMessages.onlyAdminsGrantAdmin })
    const email = emailKey(payload.email)
    if (email !== state.email) {
      yield* claimUnique(
        { scope: UniqueValues.userEmail.scope, key: email, ownerId: userId, takenMessage: AuthMessages.emailTaken(email), ownerStream: userStream },
        envelope
      )
    }
    const password = payload.password ?? ""
    const edited = yield* execute(
      store,
      UserDecider,
      userStream(userId),
      {
        _tag: "EditUser",
        userId,
        changedBy: actor.userId,
        details: { email, firstName: payload.firstName.trim(), lastName: (payload.lastName ?? "").trim(), role },
        isActive: payload.isActive ?? state.isActive,
        permissions: payload.permissions === undefined ? undefined : payload.permissions === null ? null : normalizePermissions(payload.permissions),
        passwordChanged: password !== ""
      },
      envelope,
      loaded
    )
    // the hash changes only once the change is recorded (a refused edit keeps the old password)
    if (password !== "") yield* storePassword(userId, password)
    if (email !== state.email) yield* releaseUnique({ scope: UniqueValues.userEmail.scope, key: state.email, ownerId: userId }, envelope).pipe(Effect.ignore)
    return { user: yield* answerUser(edited), position: edited.position }
  })

export const unlockUser = (userId: string, changedBy: string, envelope: CommandEnvelope) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const unlocked = yield* execute(store, UserDecider, userStream(userId), { _tag: "UnlockUser", userId, changedBy }, envelope)
    return { user: yield* answerUser(unlocked), position: unlocked.position }
  })

/** The user's own profile: names, and a new password once the current one is proven (section 5's messages). */
export const updateProfile = (userId: string, payload: ProfilePayload, envelope: CommandEnvelope) =>
  Effect.gen(function* () {
    const { store, database } = yield* CommandContext
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
    const updated = yield* execute(
      store,
      UserDecider,
      userStream(userId),
      { _tag: "UpdateProfile", userId, firstName: payload.firstName.trim(), lastName: (payload.lastName ?? "").trim(), passwordChanged: newPassword !== "" },
      envelope
    )
    if (newPassword !== "") yield* storePassword(userId, newPassword)
    return { user: yield* answerUser(updated), position: updated.position }
  })

/** Stores a profile picture in the blob store and records its file on the user's stream. */
export const changeAvatar = (userId: string, bytes: Uint8Array, name: string | undefined, envelope: CommandEnvelope) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const avatar = yield* storeImage("avatar", bytes, name)
    const changed = yield* execute(store, UserDecider, userStream(userId), { _tag: "ChangeAvatar", userId, avatar }, envelope)
    return { user: yield* answerUser(changed), position: changed.position }
  })
