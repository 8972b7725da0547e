import { SETTINGS_DEFAULTS, type SystemSettings, type SystemSettingsValues } from "./dto"

/**
 * The settings' version: how many changes the settings hold ("0" before the
 * first), i.e. the settings stream's next revision. A form saves its own keys on the version it
 * loaded; the save is stale only when one of THOSE keys changed after it (a change to another key
 * leaves it current), so one number serves every tab and every single-key save.
 */
export const settingsVersionOf = (changes: number | bigint) => String(changes)

/**
 * The one answer for the system settings: section 9's defaults with every recorded change on
 * top. A change answers with it from the settings stream's state, GET /api/settings from its
 * row. `updatedAt` is null until something was changed.
 */
export const toSystemSettings = (
  changed: Partial<SystemSettingsValues>,
  smtpPasswordSet: boolean,
  updatedAt: string | null,
  version: string
): SystemSettings => ({
  ...SETTINGS_DEFAULTS,
  ...changed,
  smtpPasswordSet,
  updatedAt,
  version
})
