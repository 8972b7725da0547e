import { queryOptions, useQuery } from "@tanstack/react-query"
import { DRYING_SETTING_KEYS } from "@timber/contracts"
import { call } from "../../../../api/client"
import { dryingSettingsKey } from "./drying-settings"

/** Under the settings' own key, so a save (which invalidates them) reads the history again too. */
export const dryingSettingsHistoryKey = [...dryingSettingsKey, "history"] as const

/** GET /api/settings/history for the drying settings: who changed which from what to what, newest first. */
export const dryingSettingsHistoryQuery = queryOptions({
  queryKey: dryingSettingsHistoryKey,
  queryFn: () => call((api) => api.settings.history({ urlParams: { keys: DRYING_SETTING_KEYS.join(",") } }))
})

export const useDryingSettingsHistory = () => useQuery(dryingSettingsHistoryQuery)
