import { HttpApiBuilder } from "@effect/platform"
import { CurrentUser, UserMessages, WriteApi, UserId } from "@timber/contracts"
import { Effect } from "effect"
import { changeAvatar, editUser, registerUser, unlockUser, updateProfile } from "../commands/users"
import { commandEnvelope, reportPosition, requirePermission } from "./request-context"

/** Users are run from Admin Settings (admin-settings permission); profiles and pictures are everyone's own. */
export const UserCommandsLive = HttpApiBuilder.group(WriteApi, "userCommands", (handlers) =>
  handlers
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission("admin-settings", "create")
        const { user, position } = yield* registerUser(payload, yield* commandEnvelope)
        yield* reportPosition(position)
        return user
      })
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        const actor = yield* requirePermission("admin-settings", "edit")
        const { user, position } = yield* editUser(UserId.make(path.id), payload, actor, yield* commandEnvelope)
        yield* reportPosition(position)
        return user
      })
    )
    .handle("unlock", ({ path }) =>
      Effect.gen(function* () {
        const actor = yield* requirePermission("admin-settings", "edit")
        const { user, position } = yield* unlockUser(UserId.make(path.id), actor.userId, yield* commandEnvelope)
        yield* reportPosition(position)
        return { message: UserMessages.unlocked, user }
      })
    )
    .handle("profile", ({ payload }) =>
      Effect.gen(function* () {
        const me = yield* CurrentUser
        const { user, position } = yield* updateProfile(me.userId, payload, yield* commandEnvelope, me.sessionId)
        yield* reportPosition(position)
        return user
      })
    )
    .handle("avatar", ({ payload, urlParams }) =>
      Effect.gen(function* () {
        const me = yield* CurrentUser
        const { user, position } = yield* changeAvatar(me.userId, payload, urlParams.name, yield* commandEnvelope)
        yield* reportPosition(position)
        return user
      })
    )
)
