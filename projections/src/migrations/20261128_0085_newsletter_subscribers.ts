import { ensureErasureKeyTable } from "@timber/eventstore"
import { sql, type Kysely } from "kysely"

/**
 * The mailing list: one row per subscriber, the address encrypted. The key table
 * is the write side's (command-service creates it too); made here as well so the read side can
 * join it wherever it starts first. Rebuilds never touch it.
 */
export const up = async (db: Kysely<any>) => {
  await sql`
    create table if not exists newsletter_subscribers (
      id text primary key,
      email_ciphertext text not null,
      source text not null,
      status text not null,
      subscribed_at text not null,
      log_position bigint not null
    )`.execute(db)
  await ensureErasureKeyTable(db)
}
