export interface DisplayTokensTable {
  id: string
  name: string
  /** the token's sha256 (hex): the token itself is never stored */
  token_sha256: string
  created_at: string
  created_by: string
  revoked_at: string | null
  revoked_by: string | null
  /** bigint: read back as text; the place of its creation in the log (newest first) */
  log_position: string | number | bigint
  /** The token stream's revision (migration 20261207_1200): what a revoke carries in If-Match. */
  version: string | null
}
