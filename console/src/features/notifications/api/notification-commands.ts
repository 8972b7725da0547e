import { listCountOf } from "../../../lib/list-count"
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query"
import type { NotificationListParams, SendMessagePayload } from "@timber/contracts"
import { useMemo } from "react"
import { call } from "../../../api/client"
import { useServerPage } from "../../../lib/use-server-page"
import { tabFilter, type NotificationTab } from "../notification-centre"
import { useIntentMutation } from "../../../api/use-intent-mutation"
import type { Intent } from "../../../api/intent"

/** Every notification query (the centre's, the top bar's list and the unread count) starts with this key. */
const allNotificationsKey = ["notifications"] as const
export const centreKey = ["notifications", "centre"] as const

const CENTRE_PAGE_SIZES = [25, 50, 100] as const

/** GET /api/notifications, one page as asked. */
const fetchCentrePage = (urlParams: NotificationListParams) => call((api) => api.notifications.list({ urlParams }))

/**
 * The centre's own list, a page at a time: the tab's read state and the search go
 * to the server, newest first, so every notification is reachable. Unlike the top bar it says when
 * loading failed ('Failed to load notifications').
 */
export const useCentreNotifications = (tab: NotificationTab) => {
  const filters = useMemo(() => tabFilter(tab), [tab])
  return useServerPage({ queryKey: centreKey, fetchPage: fetchCentrePage, sortFields: {}, pageSizeOptions: CENTRE_PAGE_SIZES, filters })
}

/** The All tab's count: the total of an unfiltered read of one row (the server counts, the console reads no list). */
export const useCentreTotal = () =>
  useQuery(queryOptions({ queryKey: [...centreKey, "total"], queryFn: async () => listCountOf(await fetchCentrePage({ limit: 1 })) }))

const useNotificationMutation = <V>(mutationFn: (vars: V, intent: Intent) => Promise<unknown>) => {
  const queryClient = useQueryClient()
  return useIntentMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: allNotificationsKey }) })
}

/** PATCH /api/notifications/{id}/read, one call per id. */
export const useMarkRead = () =>
  useNotificationMutation((ids: ReadonlyArray<string>, intent: Intent) =>
    Promise.all(ids.map((id) => call((api) => api.notificationCommands.markRead({ path: { id } }), intent)))
  )

/** DELETE /api/notifications/{id}, one call per selected id (spec section 7). */
export const useDeleteNotifications = () =>
  useNotificationMutation((ids: ReadonlyArray<string>, intent: Intent) =>
    Promise.all(ids.map((id) => call((api) => api.notificationCommands.remove({ path: { id } }), intent)))
  )

/** POST /api/notifications/send */
export const useSendMessage = () =>
  useNotificationMutation((payload: SendMessagePayload, intent: Intent) => call((api) => api.notificationCommands.send({ payload }), intent))
