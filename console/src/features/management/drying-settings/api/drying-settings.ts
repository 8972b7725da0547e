import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query"
import { DRYING_SETTING_KEYS, type DryingSettingKey } from "@timber/contracts"
import { call } from "../../../../api/client"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import { ifMatch, staleEditOf } from "../../../../api/stale-edit"
import type { Intent } from "../../../../api/intent"

/** The settings' values, and for each the settings' version it was read at (its save carries it: If-Match). */
export type DryingSettings = { readonly [K in DryingSettingKey]: number | undefined } & { readonly versions?: { readonly [K in DryingSettingKey]?: string } }

export const dryingSettingsKey = ["settings", "drying"] as const

/**
 * GET /api/settings/{key} for each Wood Drying Setting (factory spec section 7). The server
 * answers section 9's default for a setting never saved, so every key has a number.
 */
export const dryingSettingsQuery = queryOptions({
  queryKey: dryingSettingsKey,
  queryFn: async (): Promise<DryingSettings> => {
    const answers = await Promise.all(DRYING_SETTING_KEYS.map((key) => call((api) => api.settings.value({ path: { key } }))))
    const versions = Object.fromEntries(answers.map(({ key, version }) => [key, version]))
    // a money setting comes without its value to a user without amount (contracts `money`): it stays undefined, shown empty
    return { ...Object.fromEntries(answers.map(({ key, value }) => [key, value === undefined ? undefined : Number(value)])), versions } as DryingSettings
  }
})

export const useDryingSettings = () => useQuery(dryingSettingsQuery)

/**
 * Save Settings: PUT /api/settings/{key} with {value} for each setting that changed, so the
 * settings log says who changed which one from what to what (nothing is written for an
 * unchanged one), each on the version it was read at: refused (412) when that setting changed
 * since. The settings are read again afterwards, unless a setting had changed meanwhile: then the
 * form keeps the user's input and says what changed until they load the current values (`reload`).
 */
export const useSaveDryingSettings = () => {
  const queryClient = useQueryClient()
  const reload = () => queryClient.invalidateQueries({ queryKey: dryingSettingsKey })
  const mutation = useIntentMutation({
    mutationFn: async ({ changed, versions }: { changed: Partial<DryingSettings>; versions: DryingSettings["versions"] }, intent: Intent) => {
      for (const [key, value] of Object.entries(changed)) {
        const version = versions?.[key as DryingSettingKey]
        await call((api) => api.settingsCommands.updateValue({ path: { key }, headers: ifMatch(version), payload: { value } }), intent)
      }
    },
    onSettled: (_result, error) => (staleEditOf(error) ? undefined : reload())
  })
  return { ...mutation, reload }
}
