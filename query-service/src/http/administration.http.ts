import { HttpApiBuilder } from "@effect/platform"
import { historyKeysOf, isDryingSettingKey, NotFound, ReadApi, SETTING_KEYS, SettingsMessages, UserMessages, type SettingKey } from "@timber/contracts"
import { findUserById, listRoles, listSettingChanges, listUsers, readSettings } from "@timber/projections"
import { USER_DIRECTORY } from "@timber/domain/permissions/index"
import { Effect } from "effect"
import { query } from "./context"
import { requireAdmin, requireAny } from "./permissions"
import { storedImageResponse } from "./stored-image"
import { userDto } from "./user-dto"

/** The Users tab reads with admin-settings; a profile picture is shown to anyone signed in (the top bar, recipients). */
export const UsersLive = HttpApiBuilder.group(ReadApi, "users", (h) =>
  h
    .handle("list", () =>
      Effect.zipRight(
        requireAny(USER_DIRECTORY),
        query(({ db }) => listUsers(db).then((users) => users.map(userDto)))
      )
    )
    .handleRaw("avatar", ({ path }) =>
      Effect.gen(function* () {
        const user = yield* query(({ db }) => findUserById(db, path.id))
        return yield* storedImageResponse(user?.avatar, UserMessages.noAvatar)
      })
    )
)

/** Roles shape 'Apply Defaults' in the Users tab: read with admin-settings. */
export const RolesLive = HttpApiBuilder.group(ReadApi, "roles", (h) =>
  h.handle("list", () =>
    Effect.zipRight(
      requireAny(["admin-settings", "read"]),
      query(({ db }) => listRoles(db))
    )
  )
)

/** System, Email and Security settings: ADMIN only, reads included. */
export const SettingsLive = HttpApiBuilder.group(ReadApi, "settings", (h) =>
  h
    .handle("all", () =>
      Effect.zipRight(
        requireAdmin,
        query(({ db }) => readSettings(db))
      )
    )
    .handle("history", ({ urlParams }) =>
      Effect.gen(function* () {
        const keys = historyKeysOf(urlParams.keys)
        // the drying settings' history is read where they are; every other setting's by an ADMIN
        yield* keys.length > 0 && keys.every(isDryingSettingKey) ? requireAny(["drying-settings", "read"]) : requireAdmin
        return yield* query(({ db }) => listSettingChanges(db, keys))
      })
    )
    .handle("value", ({ path }) =>
      Effect.gen(function* () {
        // a drying setting is read by the drying-settings page and the drying screen (its cost); the rest by an ADMIN
        yield* isDryingSettingKey(path.key) ? requireAny(["drying-settings", "read"], ["drying-process", "read"]) : requireAdmin
        if (!SETTING_KEYS.includes(path.key as SettingKey)) return yield* new NotFound({ message: SettingsMessages.unknownKey(path.key) })
        const settings = yield* query(({ db }) => readSettings(db))
        return { key: path.key, value: settings[path.key as SettingKey], version: settings.version }
      })
    )
)
