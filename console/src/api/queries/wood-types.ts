import { queryOptions, useQuery } from "@tanstack/react-query"
import { call } from "../client"

export const woodTypesKey = ["wood-types"] as const

export const woodTypesQuery = queryOptions({ queryKey: woodTypesKey, queryFn: () => call((api) => api.woodTypes.list()) })

export const useWoodTypes = () => useQuery(woodTypesQuery)
