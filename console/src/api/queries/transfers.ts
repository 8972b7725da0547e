import { listCountOf } from "../../lib/list-count"
import { queryOptions } from "@tanstack/react-query"
import type { TransferListParams, TransferPage, TransferSort } from "@timber/contracts"
import { call } from "../client"
import type { ServerPageParams } from "../../lib/use-server-page"

export const transfersKey = ["transfers"] as const

export type TransferFilters = Pick<TransferListParams, "id" | "status" | "toWarehouseId">

/** GET /api/transfers, one page, newest first unless a sort is named: the Wood Transfers screen and Inventory's Pending Arrivals. */
export const fetchTransferPage = (params: ServerPageParams<TransferSort, TransferFilters>): Promise<TransferPage> =>
  call((api) => api.transfers.list({ urlParams: params }))

/** How many transfers a filter holds: the `total` of a one-row read with its statuses (no summary call exists). */
export const transferCountQuery = (filters: TransferFilters) =>
  queryOptions({
    queryKey: [...transfersKey, "count", filters],
    queryFn: async () => listCountOf(await fetchTransferPage({ ...filters, limit: 1 }))
  })

/** One transfer by id, wherever it pages (the `?transfer=<id>` link from Pending Arrivals or a notification); null when there is none. */
export const linkedTransferQuery = (id: string) =>
  queryOptions({
    queryKey: [...transfersKey, "linked", id],
    queryFn: async () => (await fetchTransferPage({ id, limit: 1 })).items[0] ?? null
  })

const NO_ARRIVALS: TransferPage = { items: [], nextCursor: null, total: 0 }

/**
 * Inventory's Pending Arrivals, one page: the transfers APPROVED or IN_TRANSIT into the warehouse,
 * asked of the server; a failure there is ignored silently (factory spec section 8), so it reads as none.
 */
export const fetchPendingArrivalsPage = (params: ServerPageParams<TransferSort, TransferFilters>): Promise<TransferPage> =>
  fetchTransferPage({ ...params, status: ["APPROVED", "IN_TRANSIT"] }).catch(() => NO_ARRIVALS)
