import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query"
import type { CreateUserPayload, RolePayload, SettingsPayload, UpdateUserPayload } from "@timber/contracts"
import { call } from "../../../../api/client"
import { ifMatch } from "../../../../api/stale-edit"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import type { Intent } from "../../../../api/intent"

export const usersKey = ["users", "all"] as const
export const rolesKey = ["roles"] as const
export const settingsKey = ["settings"] as const

export const usersQuery = queryOptions({ queryKey: usersKey, queryFn: () => call((api) => api.users.list()) })
export const rolesQuery = queryOptions({ queryKey: rolesKey, queryFn: () => call((api) => api.roles.list()) })
export const settingsQuery = queryOptions({ queryKey: settingsKey, queryFn: () => call((api) => api.settings.all()) })

export const useUsers = () => useQuery(usersQuery)
export const useRoles = () => useQuery(rolesQuery)
export const useSettings = () => useQuery(settingsQuery)

const useAdminMutation = <V, R>(key: ReadonlyArray<unknown>, mutationFn: (vars: V, intent: Intent) => Promise<R>) => {
  const queryClient = useQueryClient()
  return useIntentMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) })
}

export const useCreateUser = () =>
  useAdminMutation(usersKey, (payload: CreateUserPayload, intent: Intent) => call((api) => api.userCommands.create({ payload }), intent))
/** A user as the Users tab loaded them: their id, and the version an edit carries (If-Match). */
interface LoadedUser {
  readonly id: string
  readonly version: string
}

export const useUpdateUser = () =>
  useAdminMutation(usersKey, ({ user, payload }: { user: LoadedUser; payload: UpdateUserPayload }, intent: Intent) =>
    call((api) => api.userCommands.update({ path: { id: user.id }, headers: ifMatch(user.version), payload }), intent)
  )
export const useUnlockUser = () => useAdminMutation(usersKey, (id: string, intent: Intent) => call((api) => api.userCommands.unlock({ path: { id } }), intent))
export const useCreateRole = () =>
  useAdminMutation(rolesKey, (payload: RolePayload, intent: Intent) => call((api) => api.roleCommands.create({ payload }), intent))
/** A role deleted as the list showed it: a delete made on an older version of it is refused (412). */
export const useDeleteRole = () =>
  useAdminMutation(rolesKey, (role: { readonly id: string; readonly version: string }, intent: Intent) =>
    call((api) => api.roleCommands.remove({ path: { id: role.id }, headers: ifMatch(role.version) }), intent)
  )
/** A tab's save: its keys, on the settings' version the tab loaded (If-Match): refused (412) when one of its keys changed since. */
export const useSaveSettings = () =>
  useAdminMutation(settingsKey, ({ payload, version }: { payload: SettingsPayload; version: string }, intent: Intent) =>
    call((api) => api.settingsCommands.update({ headers: ifMatch(version), payload }), intent)
  )
