import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query"
import { DRYING_SETTING_KEYS, type DryingSettingKey } from "@timber/contracts"
import { call } from "../../../../api/client"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import type { Intent } from "../../../../api/intent"

export type DryingSettings = { readonly [K in DryingSettingKey]: number }

export const dryingSettingsKey = ["settings", "drying"] as const

/**
 * GET /api/settings/{key} for each Wood Drying Setting (factory spec section 7). The server
 * answers section 9's default for a setting never saved, so every key has a number.
 */
export const dryingSettingsQuery = queryOptions({
  queryKey: dryingSettingsKey,
  queryFn: async (): Promise<DryingSettings> => {
    const answers = await Promise.all(DRYING_SETTING_KEYS.map((key) => call((api) => api.settings.value({ path: { key } }))))
    return Object.fromEntries(answers.map(({ key, value }) => [key, Number(value)])) as DryingSettings
  }
})

export const useDryingSettings = () => useQuery(dryingSettingsQuery)

/**
 * Save Settings: PUT /api/settings/{key} with {value} for each setting that changed, so the
 * settings log says who changed which one from what to what (nothing is written for an
 * unchanged one). The settings are read again afterwards, whatever the outcome.
 */
export const useSaveDryingSettings = () => {
  const queryClient = useQueryClient()
  return useIntentMutation({
    mutationFn: async (changed: Partial<DryingSettings>, intent: Intent) => {
      for (const [key, value] of Object.entries(changed)) await call((api) => api.settingsCommands.updateValue({ path: { key }, payload: { value } }), intent)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dryingSettingsKey })
  })
}
