import { HttpApiBuilder } from "@effect/platform"
import { AuthMessages, CurrentUser, Forbidden, isDryingSettingKey, isMoneySettingKey, WriteApi, type SettingsPayload } from "@timber/contracts"
import { isAdmin } from "@timber/domain"
import { Effect } from "effect"
import { settingPayloadFor, settingsAfter, settingsChange, storeSmtpPassword } from "../commands/settings"
import { command } from "./command"
import { requirePermission } from "./request-context"

/** System, Email and Security settings: ADMIN only. */
export const requireAdmin = Effect.flatMap(CurrentUser, (user) =>
  isAdmin(user) ? Effect.succeed(user) : Effect.fail(new Forbidden({ message: AuthMessages.adminOnly }))
)

export const SettingsCommandsLive = HttpApiBuilder.group(WriteApi, "settingsCommands", (handlers) =>
  handlers
    .handle("update", ({ payload }) =>
      Effect.gen(function* () {
        yield* requireAdmin
        const change = settingsChange(payload)
        const saved = yield* command(change.decide, change.edited)
        // the secret goes to its own table once the change is stored (never into an event)
        yield* storeSmtpPassword(payload.smtpPassword)
        return settingsAfter(saved)
      })
    )
    .handle("updateValue", ({ path, payload }) =>
      Effect.gen(function* () {
        // the Wood Drying Settings are the drying-settings page's (factory spec section 2); the rest an ADMIN's
        yield* isDryingSettingKey(path.key) ? requirePermission("drying-settings", "edit") : requireAdmin
        // a money setting is shown only with amount (contracts `money`): who cannot see it does not set it
        if (isMoneySettingKey(path.key)) yield* requirePermission("drying-settings", "amount")
        const single = yield* settingPayloadFor(path.key, payload.value)
        const change = settingsChange({ ...single, version: payload.version })
        const saved = yield* command(change.decide, change.edited)
        yield* storeSmtpPassword(single.smtpPassword)
        const settings = settingsAfter(saved)
        // the secret is never answered
        const value = path.key === "smtpPassword" ? null : settings[path.key as keyof typeof settings]
        return { key: path.key, value, version: settings.version }
      })
    )
)
