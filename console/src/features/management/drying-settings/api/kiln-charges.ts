import { queryOptions, useQuery } from "@tanstack/react-query"
import { call } from "../../../../api/client"

export const kilnChargesKey = ["drying-costs"] as const

/** GET /api/factory/drying-costs: every completed batch's cost, with kWh and TZS per m³ of wood dried. */
export const kilnChargesQuery = queryOptions({ queryKey: kilnChargesKey, queryFn: () => call((api) => api.drying.costs()) })

export const useKilnCharges = () => useQuery(kilnChargesQuery)
