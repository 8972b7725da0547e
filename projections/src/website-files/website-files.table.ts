/** The file manager's folders that live now (a deleted folder's row is gone, with everything below it). */
export interface WebsiteFoldersTable {
  id: string
  name: string
  parent_id: string | null
  created_at: string
  /** The revision of the last event about this folder (migration 20261207_1200): what a rename, move or delete carries in If-Match. */
  version: string | null
}

/** The stored files that live now; `id` is also the file store's key. */
export interface WebsiteFilesTable {
  id: string
  name: string
  mime_type: string
  /** bytes; bigint: read back as text on pg */
  size: string | number | bigint
  sha256: string
  folder_id: string | null
  created_at: string
  /** The revision of the last event about this file (its upload or last move). */
  version: string | null
}
