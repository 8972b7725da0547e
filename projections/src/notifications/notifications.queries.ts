import { UserId, type Notification } from "@timber/contracts"
import type { ReadDb } from "../database"

/** A user's notifications, newest first. */
export const listNotifications = async (db: ReadDb, userId: string): Promise<Notification[]> =>
  (await db.selectFrom("notifications").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").limit(500).execute()).map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.is_read,
    createdAt: new Date(row.created_at).toISOString(),
    linkUrl: row.link_url,
    sender: row.sender_id === null ? null : { id: UserId.make(row.sender_id), name: row.sender_name ?? "" }
  }))

export const unreadNotificationCount = async (db: ReadDb, userId: string) => {
  const row = await db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId)
    .where("is_read", "=", false)
    .executeTakeFirst()
  return { count: Number(row?.count ?? 0) }
}
