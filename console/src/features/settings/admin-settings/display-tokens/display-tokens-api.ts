import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { call } from "../../../../api/client"

export const displayTokensKey = ["display-tokens"] as const

export const displayTokensQuery = queryOptions({ queryKey: displayTokensKey, queryFn: () => call((api) => api.displayTokens.list()) })
export const useDisplayTokens = (enabled: boolean) => useQuery({ ...displayTokensQuery, enabled })

const useTokenMutation = <V, R>(mutationFn: (vars: V) => Promise<R>) => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: displayTokensKey }) })
}
export const useCreateDisplayToken = () => useTokenMutation((name: string) => call((api) => api.displayTokenCommands.create({ payload: { name } })))
export const useRevokeDisplayToken = () => useTokenMutation((id: string) => call((api) => api.displayTokenCommands.revoke({ path: { id } })))
