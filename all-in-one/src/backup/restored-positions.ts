import { POSITIONS_PER_TRANSACTION } from "@timber/eventstore/postgres/schema"
import { sql, type Kysely } from "kysely"

/**
 * A restored log is numbered 1…N, and readers read only below the watermark (the oldest
 * transaction in flight times POSITIONS_PER_TRANSACTION): on a database whose transaction ids are
 * still below N / 65,536 the restored events would stay unread, and the next append would be
 * numbered below them. Transaction ids are spent (one statement each) until they are above: a
 * fresh database starts near 750, so a log under 49 M events spends none.
 */
export const restoredPositionsBelowWatermark = async (db: Kysely<any>, head: bigint) => {
  for (;;) {
    const { rows } = await sql<{ xid: string }>`select pg_current_xact_id()::text as xid`.execute(db)
    if (BigInt(rows[0]!.xid) * BigInt(POSITIONS_PER_TRANSACTION) > head) return
  }
}
