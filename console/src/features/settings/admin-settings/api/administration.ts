import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { CreateUserPayload, RolePayload, SettingsPayload, UpdateUserPayload } from "@timber/contracts"
import { call } from "../../../../api/client"
import { ifMatch } from "../../../../api/stale-edit"

export const usersKey = ["users", "all"] as const
export const rolesKey = ["roles"] as const
export const settingsKey = ["settings"] as const

export const usersQuery = queryOptions({ queryKey: usersKey, queryFn: () => call((api) => api.users.list()) })
export const rolesQuery = queryOptions({ queryKey: rolesKey, queryFn: () => call((api) => api.roles.list()) })
export const settingsQuery = queryOptions({ queryKey: settingsKey, queryFn: () => call((api) => api.settings.all()) })

export const useUsers = () => useQuery(usersQuery)
export const useRoles = () => useQuery(rolesQuery)
export const useSettings = () => useQuery(settingsQuery)

const useAdminMutation = <V, R>(key: ReadonlyArray<unknown>, mutationFn: (vars: V) => Promise<R>) => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) })
}

export const useCreateUser = () => useAdminMutation(usersKey, (payload: CreateUserPayload) => call((api) => api.userCommands.create({ payload })))
/** A user as the Users tab loaded them: their id, and the version an edit carries (If-Match). */
interface LoadedUser {
  readonly id: string
  readonly version: string
}

export const useUpdateUser = () =>
  useAdminMutation(usersKey, ({ user, payload }: { user: LoadedUser; payload: UpdateUserPayload }) =>
    call((api) => api.userCommands.update({ path: { id: user.id }, headers: ifMatch(user.version), payload }))
  )
export const useUnlockUser = () => useAdminMutation(usersKey, (id: string) => call((api) => api.userCommands.unlock({ path: { id } })))
export const useCreateRole = () => useAdminMutation(rolesKey, (payload: RolePayload) => call((api) => api.roleCommands.create({ payload })))
/** A role deleted as the list showed it: a delete made on an older version of it is refused (412). */
export const useDeleteRole = () =>
  useAdminMutation(rolesKey, (role: { readonly id: string; readonly version: string }) =>
    call((api) => api.roleCommands.remove({ path: { id: role.id }, headers: ifMatch(role.version) }))
  )
export const useSaveSettings = () => useAdminMutation(settingsKey, (payload: SettingsPayload) => call((api) => api.settingsCommands.update({ payload })))
