export interface UsersTable {
  id: string
  email: string
  first_name: string
  last_name: string
  role: string
  is_active: boolean
  permissions: unknown | null
  failed_login_attempts: number
  account_locked_at: string | null
  created_at: string
  /** The profile picture's file record (StoredFile), or null. */
  avatar: unknown | null
  /** The record's version (contracts shared/record-version.ts); null until its projection rebuilt after migration 0100. */
  version: string | null
}
