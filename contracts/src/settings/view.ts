import { SETTINGS_DEFAULTS, type SystemSettings, type SystemSettingsValues } from "./dto"

/**
 * The one answer for the system settings: section 9's defaults with every recorded change on
 * top. A change answers with it from the settings stream's state, GET /api/settings from its
 * row. `updatedAt` is null until something was changed.
 */
export const toSystemSettings = (changed: Partial<SystemSettingsValues>, smtpPasswordSet: boolean, updatedAt: string | null): SystemSettings => ({
  ...SETTINGS_DEFAULTS,
  ...changed,
  smtpPasswordSet,
  updatedAt
})
