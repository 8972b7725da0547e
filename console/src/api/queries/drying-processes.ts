import { queryOptions } from "@tanstack/react-query"
import { call } from "../client"
import { isQuiet404 } from "../api-error"

export const dryingProcessesKey = ["drying-processes"] as const

/**
 * GET /api/factory/drying-processes, its first page (the newest 50 batches by start time); a 404
 * is quiet (spec section 8) and means none.
 */
export const dryingProcessesQuery = queryOptions({
  queryKey: dryingProcessesKey,
  queryFn: async () => {
    try {
      return (await call((api) => api.drying.list({ urlParams: {} }))).items
    } catch (error) {
      if (isQuiet404(error)) return []
      throw error
    }
  }
})
