export interface NotificationsTable {
  id: string
  user_id: string
  type: string
  title: string
  message: string
  is_read: boolean
  link_url: string | null
  /** A direct message's sender (migration 0019); null for what the system raised. */
  sender_id: string | null
  sender_name: string | null
  created_at: string
}
