/**
 * The audit's cursor paging (issue 28 item 1): a page of 50 events near the newest and near the
 * oldest end of an index holding AUDIT_EVENTS events, with and without a LOT filter. Keyset on
 * the position makes both the same index range scan: the ratio should stay near 1 however deep
 * the page. The index's rows are written directly (one INSERT … SELECT over generate_series, as
 * the audit projection would leave them), so the figure measures the read, not a rebuild.
 * `tsx bench/src/audit-paging.ts` runs it alone; run.ts reports it in BENCHMARKS.md.
 */
import { migrateReadModels, searchAuditEvents, type ReadDb } from "@timber/projections"
import { sql } from "kysely"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { dropSchema, freshSchema } from "./fresh-schema"
import { percentile } from "./percentile"
import { openBenchDatabase } from "./rebuild"

export const AUDIT_EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 200_000)
const PAGE = 50
const SAMPLES = 30
/** Every LOT_EVERY-th event belongs to the benched LOT. */
const LOT_EVERY = 50

const timed = async (read: () => Promise<unknown>) => {
  const times: Array<number> = []
  for (let i = 0; i < SAMPLES + 3; i++) {
    const start = performance.now()
    await read()
    if (i >= 3) times.push(performance.now() - start)
  }
  return percentile(times, 50)
}

export const auditPaging = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "timber-audit-paging-"))
  const schema = await freshSchema()
  const database = await openBenchDatabase(schema, dataDir)
  try {
    await migrateReadModels(database.db)
    const db = database.db as ReadDb
    await sql`
      insert into audit_events (id, position, stream_id, type, revision, occurred_at, user_id, user_email, data, metadata)
      select 'e' || n, n * 65536, 'Lot-' || (n / 50), 'LotUpdated', n % 50, timestamptz '2026-01-01' + n * interval '1 second',
             'u' || (n % 7), 'user' || (n % 7) || '@timber.works', jsonb_build_object('lotId', 'lot-' || (n / 50), 'supplier', 'Bench'), '{}'::jsonb
      from generate_series(1::bigint, ${AUDIT_EVENTS}::bigint) n`.execute(db)
    await sql`
      insert into audit_lot_events (id, lot_number, position)
      select 'B-AUDIT ' || n * 65536, 'B-AUDIT', n * 65536 from generate_series(1::bigint, ${AUDIT_EVENTS}::bigint) n where n % ${LOT_EVERY} = 0`.execute(db)
    await sql`analyze audit_events`.execute(db)
    await sql`analyze audit_lot_events`.execute(db)
    const deepest = BigInt(PAGE * LOT_EVERY * 2 * 65536)
    const newest = await timed(() => searchAuditEvents(db, { limit: PAGE }))
    const oldest = await timed(() => searchAuditEvents(db, { limit: PAGE, before: BigInt(PAGE * 2 * 65536) }))
    const lotNewest = await timed(() => searchAuditEvents(db, { limit: PAGE, lot: "B-AUDIT" }))
    const lotOldest = await timed(() => searchAuditEvents(db, { limit: PAGE, lot: "B-AUDIT", before: deepest }))
    const userNewest = await timed(() => searchAuditEvents(db, { limit: PAGE, user: "u3" }))
    const userOldest = await timed(() => searchAuditEvents(db, { limit: PAGE, user: "u3", before: BigInt(PAGE * 7 * 2 * 65536) }))
    return { events: AUDIT_EVENTS, newest, oldest, lotNewest, lotOldest, userNewest, userOldest }
  } finally {
    await database.close()
    await dropSchema(schema)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await auditPaging()
  console.log(result, {
    ratio: result.oldest / result.newest,
    lotRatio: result.lotOldest / result.lotNewest,
    userRatio: result.userOldest / result.userNewest
  })
  process.exit(0)
}
