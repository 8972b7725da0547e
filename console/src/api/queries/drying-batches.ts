import { queryOptions } from "@tanstack/react-query"
import type { DryingListParams, DryingBatchPage } from "@timber/contracts"
import { call } from "../client"
import { isQuiet404 } from "../api-error"

/** Every drying read's key starts here: the live topic and the writes refresh them all. */
export const dryingBatchesKey = ["drying-batches"] as const

/** A kiln runs a handful of batches at once: one read of this many holds every running batch. */
export const RUNNING_BATCHES_LIMIT = 200

const NO_BATCHES: DryingBatchPage = { items: [], nextCursor: null, total: 0 }

/** GET /api/factory/drying-processes, one page as asked; a 404 is quiet (spec section 8) and means none. */
export const fetchDryingPage = async (urlParams: DryingListParams): Promise<DryingBatchPage> => {
  try {
    return await call((api) => api.drying.list({ urlParams }))
  } catch (error) {
    if (isQuiet404(error)) return NO_BATCHES
    throw error
  }
}

/**
 * The batches drying now, asked of the server by status: the dashboard's card
 * and the drying screen's "Drying in Progress" never read the completed history to find them.
 */
export const runningDryingQuery = queryOptions({
  queryKey: [...dryingBatchesKey, "running"],
  queryFn: () => fetchDryingPage({ status: "IN_PROGRESS", limit: RUNNING_BATCHES_LIMIT })
})
