import { queryOptions } from "@tanstack/react-query"
import type { DryingCostListParams, DryingCostPage } from "@timber/contracts"
import { call } from "../client"

/** Every kiln charge read's key starts here: the drying topic and the drying writes refresh them all. */
export const dryingCostsKey = ["drying-costs"] as const

/** GET /api/factory/drying-costs, one page as asked: completed batches with their cost, newest completion first. */
export const fetchDryingCostPage = (urlParams: DryingCostListParams): Promise<DryingCostPage> => call((api) => api.drying.costs({ urlParams }))

/** One completed batch's cost as the server worked it out (null while it runs, or once it is gone). */
export const dryingCostOfQuery = (batchId: string) =>
  queryOptions({
    queryKey: [...dryingCostsKey, "of", batchId],
    queryFn: async () => (await fetchDryingCostPage({ id: batchId, limit: 1 })).items[0] ?? null
  })
