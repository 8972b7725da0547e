import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query"
import type { CreateLotPayload, LotAlerts, LotListParams, LotPage, LotSort, LotSummary, UpdateLotPayload } from "@timber/contracts"
import { call } from "../client"
import { ifMatch } from "../stale-edit"
import { isQuiet404 } from "../api-error"
import type { ServerPageParams } from "../../lib/use-server-page"
import { useIntentMutation } from "../use-intent-mutation"
import type { Intent } from "../intent"

/** Every LOT read starts with this key: a write or the `lots` topic reads again whatever LOT page, summary or picker is shown. */
export const lotsKey = ["lots"] as const

export type LotFilters = Pick<LotListParams, "status" | "lotNumber" | "woodTypeId" | "woodFormat">

const EMPTY_PAGE: LotPage = { items: [], nextCursor: null, total: 0 }

/** GET /api/management/wood-receipts, one page; a 404 empties the list quietly (spec section 8). */
export const fetchLotPage = async (params: ServerPageParams<LotSort, LotFilters>): Promise<LotPage> => {
  try {
    return await call((api) => api.lots.list({ urlParams: params }))
  } catch (error) {
    if (isQuiet404(error)) return EMPTY_PAGE
    throw error
  }
}

/** The dashboard's Recent LOTs: the list's first page, newest first (its default sort). */
export const RECENT_LOTS = 5
export const recentLotsQuery = queryOptions({
  queryKey: [...lotsKey, "recent", RECENT_LOTS],
  queryFn: async () => (await fetchLotPage({ limit: RECENT_LOTS })).items
})

/** GET /api/management/wood-receipts/summary: the LOTs per status, counted on the server. */
export const lotSummaryQuery = queryOptions({
  queryKey: [...lotsKey, "summary"],
  queryFn: (): Promise<LotSummary> => call((api) => api.lots.summary())
})

/** GET /api/management/wood-receipts/alerts: the LOTs the top bar raises alerts for, capped on the server. */
export const lotAlertsQuery = queryOptions({
  queryKey: [...lotsKey, "alerts"],
  queryFn: (): Promise<LotAlerts> => call((api) => api.lots.alerts())
})

/** A LOT picker's choices: the first page matching what the user typed (and the picker's filters). */
export const lotChoicesQuery = (q: string, filters: LotFilters = {}, limit = 50) =>
  queryOptions({
    queryKey: [...lotsKey, "choices", { q, ...filters, limit }],
    queryFn: async () => (await fetchLotPage({ ...filters, limit, ...(q === "" ? {} : { q }) })).items
  })

const useLotMutation = <V>(mutationFn: (vars: V, intent: Intent) => Promise<unknown>) => {
  const queryClient = useQueryClient()
  return useIntentMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: lotsKey }) })
}

export const useLotSummary = () => useQuery(lotSummaryQuery)

export const useCreateLot = () => useLotMutation((payload: CreateLotPayload, intent: Intent) => call((api) => api.lotCommands.create({ payload }), intent))

/** A LOT as the screen loaded it: its id, and the version every edit of it carries (If-Match). */
interface LoadedLot {
  readonly id: string
  readonly version: string
}

export const useUpdateLot = () =>
  useLotMutation(({ lot, payload }: { lot: LoadedLot; payload: UpdateLotPayload }, intent: Intent) =>
    call((api) => api.lotCommands.update({ path: { id: lot.id }, headers: ifMatch(lot.version), payload }), intent)
  )

export const useChangeLotStatus = () =>
  useLotMutation(({ lot, status }: { lot: LoadedLot; status: "COMPLETED" | "PENDING" }, intent: Intent) =>
    call((api) => api.lotCommands.changeStatus({ path: { id: lot.id }, headers: ifMatch(lot.version), payload: { status } }), intent)
  )

export const useDeleteLot = () =>
  useLotMutation((lot: LoadedLot, intent: Intent) => call((api) => api.lotCommands.remove({ path: { id: lot.id }, headers: ifMatch(lot.version) }), intent))
/** The LOT a screen has chosen, read by its number (a LOT's number never changes): its status follows live. */
export const chosenLotQuery = (lotNumber: string | null) =>
  queryOptions({
    queryKey: [...lotsKey, "chosen", lotNumber],
    queryFn: async () => (await fetchLotPage({ lotNumber: lotNumber ?? "", limit: 1 })).items[0] ?? null,
    enabled: lotNumber !== null
  })

export const useChosenLot = (lotNumber: string | null) => useQuery(chosenLotQuery(lotNumber))
