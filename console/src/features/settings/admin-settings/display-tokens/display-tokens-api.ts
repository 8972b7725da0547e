import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query"
import { call } from "../../../../api/client"
import { ifMatch, staleEditOf } from "../../../../api/stale-edit"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import type { Intent } from "../../../../api/intent"

export const displayTokensKey = ["display-tokens"] as const

export const displayTokensQuery = queryOptions({ queryKey: displayTokensKey, queryFn: () => call((api) => api.displayTokens.list()) })
export const useDisplayTokens = (enabled: boolean) => useQuery({ ...displayTokensQuery, enabled })

const useTokenMutation = <V, R>(mutationFn: (vars: V, intent: Intent) => Promise<R>) => {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: displayTokensKey })
  // a revoke refused because the token changed meanwhile refreshes the list too: it shows the token as it is now
  return useIntentMutation({ mutationFn, onSuccess: refresh, onError: (error) => staleEditOf(error) && refresh() })
}
export const useCreateDisplayToken = () =>
  useTokenMutation((name: string, intent: Intent) => call((api) => api.displayTokenCommands.create({ payload: { name } }), intent))
export const useRevokeDisplayToken = () =>
  useTokenMutation((token: { readonly id: string; readonly version: string }, intent: Intent) =>
    call((api) => api.displayTokenCommands.revoke({ path: { id: token.id }, headers: ifMatch(token.version) }), intent)
  )
