import { HttpApiBuilder } from "@effect/platform"
import { AuthMessages, CurrentUser, Forbidden, isDryingSettingKey, WriteApi } from "@timber/contracts"
import { isAdmin } from "@timber/domain"
import { Effect } from "effect"
import { changeSettings, settingPayloadFor } from "../commands/settings"
import { commandEnvelope, reportPosition, requirePermission } from "./request-context"

/** System, Email and Security settings: ADMIN only (issue 12). */
export const requireAdmin = Effect.flatMap(CurrentUser, (user) =>
  isAdmin(user) ? Effect.succeed(user) : Effect.fail(new Forbidden({ message: AuthMessages.adminOnly }))
)

export const SettingsCommandsLive = HttpApiBuilder.group(WriteApi, "settingsCommands", (handlers) =>
  handlers
    .handle("update", ({ payload }) =>
      Effect.gen(function* () {
        yield* requireAdmin
        const { settings, position } = yield* changeSettings(payload, yield* commandEnvelope)
        yield* reportPosition(position)
        return settings
      })
    )
    .handle("updateValue", ({ path, payload }) =>
      Effect.gen(function* () {
        // the Wood Drying Settings are the drying-settings page's (factory spec section 2); the rest an ADMIN's
        yield* isDryingSettingKey(path.key) ? requirePermission("drying-settings", "edit") : requireAdmin
        const single = yield* settingPayloadFor(path.key, payload.value)
        const { settings, position } = yield* changeSettings(single, yield* commandEnvelope)
        yield* reportPosition(position)
        // the secret is never answered
        const value = path.key === "smtpPassword" ? null : settings[path.key as keyof typeof settings]
        return { key: path.key, value }
      })
    )
)
