import { useQuery } from "@tanstack/react-query"
import { LiveTopics, type User } from "@timber/contracts"
import { useLiveRefetch } from "../../api/live"
import { userCan } from "../../auth/permissions"
import { pendingCountKey, pendingCountQuery } from "../../api/queries/pending-count"
import { unreadCountKey, unreadCountQuery } from "../../api/queries/notifications"

/** The sidebar polls its badges every 5 minutes (spec section 9); live pushes update them sooner. */
export const SIDEBAR_POLL_MS = 300_000

export const useSidebarBadges = (user: User | null) => {
  const seesApprovals = userCan(user, "approvals")
  const pending = useQuery({ ...pendingCountQuery, enabled: seesApprovals, refetchInterval: SIDEBAR_POLL_MS, retry: false })
  const unread = useQuery({ ...unreadCountQuery, enabled: user !== null, refetchInterval: SIDEBAR_POLL_MS })
  useLiveRefetch(user ? [LiveTopics.approvals, LiveTopics.notifications(user.id)] : [], [pendingCountKey, unreadCountKey])
  return { approvals: seesApprovals ? (pending.data ?? 0) : 0, notifications: unread.data?.count ?? 0 }
}
