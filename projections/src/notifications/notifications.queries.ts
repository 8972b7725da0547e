import {
  PAGE_TOTAL_CAP,
  UserId,
  type Notification,
  type NotificationListParams,
  type NotificationSort,
  type PageRequest,
  type UnreadCount
} from "@timber/contracts"
import { sql } from "kysely"
import type { ReadDb } from "../database"
import type { CursorPosition } from "../paging/cursor"
import { keysetPage, type KeysetPage } from "../paging/keyset-page"
import { containsPattern } from "../paging/search"
import type { NotificationsTable } from "./notifications.table"

const notificationView = (row: NotificationsTable): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  isRead: row.is_read,
  createdAt: new Date(row.created_at).toISOString(),
  linkUrl: row.link_url,
  sender: row.sender_id === null ? null : { id: UserId.make(row.sender_id), name: row.sender_name ?? "" }
})

/** The column each notification sort reads; each has an index (user_id, column, id) (migration 20261206_0606). */
const NOTIFICATION_SORT_COLUMNS: Record<NotificationSort, string> = { createdAt: "created_at", type: "type" }

/** One page of a user's notifications (the bell's list, the Notification Centre), filtered and searched on the server. */
export const pageNotifications = async (
  db: ReadDb,
  userId: string,
  request: PageRequest<NotificationSort>,
  after: CursorPosition | null,
  filters: Pick<NotificationListParams, "type" | "isRead"> = {}
): Promise<KeysetPage<Notification>> => {
  let query = db.selectFrom("notifications").selectAll().where("user_id", "=", userId)
  if (filters.type) query = query.where("type", "=", filters.type)
  if (filters.isRead) query = query.where("is_read", "=", filters.isRead === "true")
  if (request.q) {
    const pattern = containsPattern(request.q)
    query = query.where((eb) => eb.or([eb("title", "ilike", pattern), eb("message", "ilike", pattern)]))
  }
  const page = await keysetPage(query, request, after, { column: NOTIFICATION_SORT_COLUMNS[request.sort], idColumn: "id" })
  return { ...page, items: page.items.map(notificationView) }
}

/**
 * A user's unread notifications, counted up to PAGE_TOTAL_CAP (`capped` past it, "1,000+"): an
 * administrator told of every LOT for years holds tens of thousands, and the bell asks on every page.
 */
export const unreadNotificationCount = async (db: ReadDb, userId: string): Promise<UnreadCount> => {
  const unread = db
    .selectFrom("notifications")
    .select(sql<number>`1`.as("one"))
    .where("user_id", "=", userId)
    .where("is_read", "=", false)
    .limit(PAGE_TOTAL_CAP + 1)
  const row = await db
    .selectFrom(unread.as("unread"))
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirst()
  const count = Number(row?.count ?? 0)
  return count > PAGE_TOTAL_CAP ? { count: PAGE_TOTAL_CAP, capped: true } : { count }
}
