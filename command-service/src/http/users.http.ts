import { HttpApiBuilder } from "@effect/platform"
import { CurrentUser, EditedRecords, UserMessages, WriteApi, UserId } from "@timber/contracts"
import { Effect } from "effect"
import { checkNewPassword } from "../auth/new-password"
import {
  checkProfilePassword,
  editedUser,
  profileUpdate,
  registration,
  storeFirstPassword,
  storePassword,
  userAfter,
  userEdit,
  userOf
} from "../commands/users"
import { storeImage } from "../storage/images"
import { command } from "./command"
import { commandEnvelope, requirePermission } from "./request-context"

/** Users are run from Admin Settings (admin-settings permission); profiles and pictures are everyone's own. */
export const UserCommandsLive = HttpApiBuilder.group(WriteApi, "userCommands", (handlers) =>
  handlers
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission("admin-settings", "create")
        // here, not in the registration: the first admin of ADMIN_PASSWORD is the operator's own choice at the host
        yield* checkNewPassword(payload.password, "password")
        const userId = UserId.make((yield* commandEnvelope).ids.next("user"))
        yield* storeFirstPassword(userId, payload.password)
        return yield* userAfter(yield* command(registration(payload, userId)), userId)
      })
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        const actor = yield* requirePermission("admin-settings", "edit")
        const userId = UserId.make(path.id)
        const password = payload.password ?? ""
        // not compared with the user's current password: the edit form would tell an administrator whether a guess of it was right
        if (password !== "") yield* checkNewPassword(password, "password")
        const edited = yield* command(userEdit(userId, payload, actor), editedUser(userId, EditedRecords.user, payload.version))
        // the hash changes only once the change is recorded (a refused edit keeps the old password)
        if (password !== "") yield* storePassword(userId, password)
        return yield* userAfter(edited, userId)
      })
    )
    .handle("unlock", ({ path }) =>
      Effect.gen(function* () {
        const actor = yield* requirePermission("admin-settings", "edit")
        const userId = UserId.make(path.id)
        const unlocked = yield* command((streams) => streams.decide(userOf(userId), { _tag: "UnlockUser", userId, changedBy: actor.userId }))
        return { message: UserMessages.unlocked, user: yield* userAfter(unlocked, userId) }
      })
    )
    .handle("profile", ({ payload }) =>
      Effect.gen(function* () {
        const me = yield* CurrentUser
        yield* checkProfilePassword(me.userId, payload)
        // made on the profile the user saw (If-Match): an administrator's edit of them meanwhile is not overwritten unseen
        const updated = yield* command(profileUpdate(me.userId, payload, me.sessionId), editedUser(me.userId, EditedRecords.profile))
        const newPassword = payload.newPassword ?? ""
        if (newPassword !== "") yield* storePassword(me.userId, newPassword)
        return yield* userAfter(updated, me.userId)
      })
    )
    .handle("avatar", ({ payload, urlParams }) =>
      Effect.gen(function* () {
        const me = yield* CurrentUser
        const avatar = yield* storeImage("avatar", payload, urlParams.name)
        const changed = yield* command((streams) => streams.decide(userOf(me.userId), { _tag: "ChangeAvatar", userId: me.userId, avatar }))
        return yield* userAfter(changed, me.userId)
      })
    )
)
