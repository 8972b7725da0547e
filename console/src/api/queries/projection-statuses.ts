import { queryOptions } from "@tanstack/react-query"
import { call } from "../client"

export const projectionStatusesKey = ["system", "projections"] as const

/** GET /api/system/projections (ADMIN only): each read model's checkpoint, state and last error. */
export const projectionStatusesQuery = queryOptions({
  queryKey: projectionStatusesKey,
  queryFn: () => call((api) => api.system.projections())
})
