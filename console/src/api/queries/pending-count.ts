import { queryOptions } from "@tanstack/react-query"
import { call } from "../client"
import { isQuiet404 } from "../api-error"

/** Under the approvals key, so that a decision's invalidation of ["approvals"] refreshes it too. */
export const pendingCountKey = ["approvals", "pending-count"] as const

/** The badge and dashboard figure; a quiet 404 counts as none. */
export const pendingCountQuery = queryOptions({
  queryKey: pendingCountKey,
  queryFn: async () => {
    try {
      return (await call((api) => api.approvals.pendingCount())).count
    } catch (error) {
      if (isQuiet404(error)) return 0
      throw error
    }
  }
})
