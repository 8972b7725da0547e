import { queryOptions, useQuery } from "@tanstack/react-query"
import { woodTypesQuery } from "../../../../api/queries/wood-types"

/** The slicer loads wood types with 3 retries, waiting 1 s x 2^n (factory spec section 8). */
export const WOOD_TYPE_RETRIES = 3
export const woodTypeRetryDelay = (attempt: number) => 1000 * 2 ** attempt

export const useSlicerWoodTypes = () => useQuery(queryOptions({ ...woodTypesQuery, retry: WOOD_TYPE_RETRIES, retryDelay: woodTypeRetryDelay }))
