import { queryOptions } from "@tanstack/react-query"
import { call } from "../client"

export const notificationsKey = ["notifications"] as const
export const unreadCountKey = ["notifications", "unread-count"] as const

/** Notification load failures give an empty list silently (spec section 8). */
export const notificationsQuery = queryOptions({
  queryKey: notificationsKey,
  queryFn: async () => {
    try {
      return (await call((api) => api.notifications.list({ urlParams: {} }))).items
    } catch {
      return []
    }
  }
})

export const unreadCountQuery = queryOptions({
  queryKey: unreadCountKey,
  queryFn: async () => {
    try {
      return (await call((api) => api.notifications.unreadCount())).count
    } catch {
      return 0
    }
  }
})
