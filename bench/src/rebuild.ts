import { makeSqlEventStore, openDatabase, type Database } from "@timber/eventstore"
import { forceRebuild, makeProjectionRunner, ALL_PROJECTIONS } from "@timber/projections"
import { Effect } from "effect"
import { sql } from "kysely"
import { randomUUID } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { dropSchema, freshSchema } from "./fresh-schema"

export const REBUILD_EVENTS = Number(process.env.BENCH_REBUILD_EVENTS ?? 100_000)

export const openBenchDatabase = async (schema: string | undefined, dataDir: string): Promise<Database> =>
  openDatabase({ databaseUrl: process.env.DATABASE_URL, schema, dataDir: process.env.DATABASE_URL ? undefined : dataDir })

/** Events per second when every projection rebuilds from position 0 over REBUILD_EVENTS events. */
export const rebuild = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "timber-rebuild-"))
  const schema = await freshSchema()
  const database = await openBenchDatabase(schema, dataDir)
  const store = await makeSqlEventStore(database)
  const perStream = 50
  const at = new Date().toISOString()
  for (let s = 0; s < REBUILD_EVENTS / perStream; s++) {
    const lotId = randomUUID()
    const base = {
      lotId,
      woodTypeId: "wt",
      woodTypeName: "Teak",
      supplier: "Bench",
      receiptDate: "2026-11-21",
      purchaseOrder: "PO",
      notes: null,
      estimatedVolumeM3: 1,
      estimatedPieces: 1,
      estimatedAmount: 0,
      woodFormat: "SLEEPERS"
    }
    const events = Array.from({ length: perStream }, (_, i) => ({
      id: randomUUID(),
      type: i === 0 ? "LotCreated" : "LotUpdated",
      data: i === 0 ? { ...base, lotNumber: `R-${s}`, status: "PENDING" } : { ...base, estimatedPieces: i },
      metadata: { userId: "bench", userEmail: "bench@timber.works", occurredAt: at, correlationId: "bench", causationId: "bench", schemaVersion: 1 }
    }))
    await Effect.runPromise(store.appendToStream(`Lot-${lotId}`, events, { expectedRevision: "no_stream" }))
  }
  const runner = makeProjectionRunner({ database, store, projections: ALL_PROJECTIONS })
  await runner.catchUp()
  await forceRebuild(database)
  const again = makeProjectionRunner({ database, store, projections: ALL_PROJECTIONS })
  const started = performance.now()
  await again.catchUp()
  const seconds = (performance.now() - started) / 1000
  const rows = (await sql<{ n: string }>`select count(*)::text as n from wood_receipts`.execute(database.db)).rows[0]!.n
  const reference = await insertSelect(database)
  await store.close()
  await database.close()
  await dropSchema(schema)
  rmSync(dataDir, { recursive: true, force: true })
  return { events: REBUILD_EVENTS, seconds, perSecond: REBUILD_EVENTS / seconds, rows: Number(rows), reference }
}

/**
 * The rebuild's reference (issue 11 item 7): one INSERT … SELECT of every stored event into a
 * table shaped like the LOT read model (its columns, its primary key and unique LOT number),
 * on the same engine, right after the rebuild.
 */
const insertSelect = async (database: Database) => {
  await sql`create table lot_reference (like wood_receipts including all)`.execute(database.db)
  const started = performance.now()
  const inserted = await sql`
    insert into lot_reference (id, lot_number, wood_type_id, wood_type_name, supplier, receipt_date, purchase_order, wood_format, status, notes,
                               estimated_volume_m3, estimated_pieces, estimated_amount, created_at, updated_at, last_worked_by, last_worked_at)
    select event_id, coalesce(data->>'lotNumber', 'R') || '-' || position, data->>'woodTypeId', data->>'woodTypeName', data->>'supplier',
           data->>'receiptDate', data->>'purchaseOrder', data->>'woodFormat', coalesce(data->>'status', 'PENDING'), data->>'notes',
           (data->>'estimatedVolumeM3')::double precision, (data->>'estimatedPieces')::integer, coalesce((data->>'estimatedAmount')::double precision, 0),
           recorded_at, recorded_at, metadata->>'userEmail', recorded_at
    from events where type in ('LotCreated', 'LotUpdated')`.execute(database.db)
  const seconds = (performance.now() - started) / 1000
  const rows = Number(inserted.numAffectedRows ?? 0n)
  return { rows, seconds, perSecond: rows / seconds }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await rebuild())
  process.exit(0)
}
