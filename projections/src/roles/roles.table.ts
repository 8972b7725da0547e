export interface RolesTable {
  id: string
  name: string
  description: string | null
  permissions: unknown
  created_at: string
  updated_at: string
}
