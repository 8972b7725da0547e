export interface NotificationsTable {
  id: string
  user_id: string
  type: string
  title: string
  message: string
  is_read: boolean
  link_url: string | null
  created_at: string
}
