import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { SaveCalculationPayload } from "@timber/contracts"
import { call } from "../../../../api/client"

export const calculationsKey = (userId: string) => ["calculations", userId] as const

/** GET /api/factory/calculations?user_id= : the signed-in user's history, newest first. */
export const calculationsQuery = (userId: string) =>
  queryOptions({
    queryKey: calculationsKey(userId),
    queryFn: async () => (await call((api) => api.calculations.list({ urlParams: { user_id: userId } }))).items
  })

export const useCalculations = (userId: string) => useQuery(calculationsQuery(userId))

export const useSaveCalculation = (userId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (payload: SaveCalculationPayload) => call((api) => api.calculationCommands.save({ payload })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calculationsKey(userId) })
  })
}

export const useDeleteCalculation = (userId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => call((api) => api.calculationCommands.remove({ path: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calculationsKey(userId) })
  })
}
