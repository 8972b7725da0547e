import { queryOptions } from "@tanstack/react-query"
import type { UnreadCount } from "@timber/contracts"
import { listCountText } from "../../lib/list-count"
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

/** The signed-in user's unread notifications, counted up to the server's cap (`capped` past it). */
export const unreadCountQuery = queryOptions({
  queryKey: unreadCountKey,
  queryFn: async (): Promise<UnreadCount> => {
    try {
      return await call((api) => api.notifications.unreadCount())
    } catch {
      return { count: 0 }
    }
  }
})

/** "12", or "1,000+" when more are unread than the server counts. */
export const unreadCountText = (unread: UnreadCount | undefined) => listCountText(unread && { total: unread.count, capped: unread.capped === true })
