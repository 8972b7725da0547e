import type { DisplayToken } from "@timber/contracts"
import type { ReadDb } from "../database"
import type { DisplayTokensTable } from "./display-tokens.table"

const toDisplayToken = (row: Omit<DisplayTokensTable, "token_sha256" | "log_position">): DisplayToken => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  createdBy: row.created_by,
  revokedAt: row.revoked_at,
  revokedBy: row.revoked_by,
  version: row.version ?? ""
})

const COLUMNS = ["id", "name", "created_at", "created_by", "revoked_at", "revoked_by", "version"] as const

/** Every display token, newest first, revoked ones too (never the hash). */
export const listDisplayTokens = async (db: ReadDb): Promise<DisplayToken[]> =>
  (await db.selectFrom("display_tokens").select(COLUMNS).orderBy("log_position", "desc").execute()).map(toDisplayToken)

/** The live (not revoked) display token with this hash, or null. */
export const activeDisplayTokenByHash = async (db: ReadDb, tokenSha256: string): Promise<DisplayToken | null> => {
  const row = await db.selectFrom("display_tokens").select(COLUMNS).where("token_sha256", "=", tokenSha256).where("revoked_at", "is", null).executeTakeFirst()
  return row ? toDisplayToken(row) : null
}

/** Of these display token ids, the ones not revoked. */
export const activeDisplayTokenIds = async (db: ReadDb, ids: ReadonlyArray<string>): Promise<Set<string>> => {
  if (ids.length === 0) return new Set()
  const rows = await db
    .selectFrom("display_tokens")
    .select("id")
    .where("id", "in", [...ids])
    .where("revoked_at", "is", null)
    .execute()
  return new Set(rows.map((row) => row.id))
}
