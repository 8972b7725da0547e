import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query"
import { call } from "../../../../api/client"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import type { Intent } from "../../../../api/intent"

export const displayTokensKey = ["display-tokens"] as const

export const displayTokensQuery = queryOptions({ queryKey: displayTokensKey, queryFn: () => call((api) => api.displayTokens.list()) })
export const useDisplayTokens = (enabled: boolean) => useQuery({ ...displayTokensQuery, enabled })

const useTokenMutation = <V, R>(mutationFn: (vars: V, intent: Intent) => Promise<R>) => {
  const queryClient = useQueryClient()
  return useIntentMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: displayTokensKey }) })
}
export const useCreateDisplayToken = () =>
  useTokenMutation((name: string, intent: Intent) => call((api) => api.displayTokenCommands.create({ payload: { name } }), intent))
export const useRevokeDisplayToken = () =>
  useTokenMutation((id: string, intent: Intent) => call((api) => api.displayTokenCommands.revoke({ path: { id } }), intent))
