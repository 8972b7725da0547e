import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { SendMessagePayload } from "@timber/contracts"
import { call } from "../../../api/client"

/** Every notification query (the centre's, the top bar's list and the unread count) starts with this key. */
const allNotificationsKey = ["notifications"] as const
export const centreKey = ["notifications", "centre"] as const

/** The centre's own list: unlike the top bar it says when loading failed ('Failed to load notifications'). */
export const centreQuery = queryOptions({ queryKey: centreKey, queryFn: async () => (await call((api) => api.notifications.list({ urlParams: {} }))).items })
export const useCentreNotifications = () => useQuery(centreQuery)

const useNotificationMutation = <V>(mutationFn: (vars: V) => Promise<unknown>) => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: allNotificationsKey }) })
}

/** PATCH /api/notifications/{id}/read, one call per id. */
export const useMarkRead = () =>
  useNotificationMutation((ids: ReadonlyArray<string>) => Promise.all(ids.map((id) => call((api) => api.notificationCommands.markRead({ path: { id } })))))

/** DELETE /api/notifications/{id}, one call per selected id (spec section 7). */
export const useDeleteNotifications = () =>
  useNotificationMutation((ids: ReadonlyArray<string>) => Promise.all(ids.map((id) => call((api) => api.notificationCommands.remove({ path: { id } })))))

/** POST /api/notifications/send */
export const useSendMessage = () => useNotificationMutation((payload: SendMessagePayload) => call((api) => api.notificationCommands.send({ payload })))
