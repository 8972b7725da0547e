import { makeSqlEventStore, openDatabase, type Database } from "@timber/eventstore"
import { Effect } from "effect"
import { sql } from "kysely"
import { randomUUID } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { dropSchema, freshSchema } from "./fresh-schema"

const WRITERS = 16
const SECONDS = Number(process.env.BENCH_APPEND_SECONDS ?? 5)

const metadata = { userId: "bench", userEmail: "bench@timber.works", correlationId: "bench", causationId: "bench", schemaVersion: 1 }

/** A fresh database (a schema of its own on PostgreSQL) with a pool wide enough for every writer. */
const withDatabase = async <A>(use: (database: Database) => Promise<A>): Promise<A> => {
  const dataDir = mkdtempSync(join(tmpdir(), "timber-appends-"))
  const schema = await freshSchema()
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    schema,
    dataDir: process.env.DATABASE_URL ? undefined : dataDir,
    poolSize: WRITERS + 2
  })
  try {
    return await use(database)
  } finally {
    await database.close()
    await dropSchema(schema)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Runs `write` from WRITERS concurrent loops for SECONDS; the count of writes per second. */
const concurrently = async (write: (writer: number, n: number) => Promise<void>) => {
  let count = 0
  const until = performance.now() + SECONDS * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, writer) => {
      for (let n = 0; performance.now() < until; n++) {
        await write(writer, n)
        count++
      }
    })
  )
  return count / ((performance.now() - started) / 1000)
}

/** Single-event appends through the event store port, each to a new stream, from 16 writers at once. */
const storeAppends = () =>
  withDatabase(async (database) => {
    const store = await makeSqlEventStore(database)
    try {
      return await concurrently((writer, n) =>
        Effect.runPromise(
          store.appendToStream(`Bench-${writer}-${n}-${randomUUID()}`, [{ id: randomUUID(), type: "BenchAppended", data: { writer, n }, metadata }], {
            expectedRevision: "no_stream"
          })
        ).then(() => undefined)
      )
    } finally {
      await store.close()
    }
  })

/**
 * The reference: one event-shaped row per transaction (a bigserial position, a unique
 * (stream_id, revision), jsonb data and metadata) from the same 16 concurrent clients.
 */
const rawInserts = () =>
  withDatabase(async (database) => {
    await sql`
      create table raw_events (
        position bigserial primary key, event_id text not null unique, stream_id text not null, revision bigint not null,
        type text not null, data jsonb not null, metadata jsonb not null, recorded_at timestamptz not null default now(),
        unique (stream_id, revision))`.execute(database.db)
    return concurrently(async (writer, n) => {
      await sql`
        insert into raw_events (event_id, stream_id, revision, type, data, metadata)
        values (${randomUUID()}, ${`Bench-${writer}-${n}-${randomUUID()}`}, 0, 'BenchAppended', ${JSON.stringify({ writer, n })}::jsonb, ${JSON.stringify(metadata)}::jsonb)`.execute(
        database.db
      )
    })
  })

/**
 * Between the two: the store's `append_events` function called directly, one statement per
 * append from the same 16 clients (no port, no NOTIFY), so the gap splits into the function's
 * own cost and the port's.
 */
const functionAppends = () =>
  withDatabase(async (database) => {
    const store = await makeSqlEventStore(database) // creates the table and the function
    await store.close()
    return concurrently(async (writer, n) => {
      const events = JSON.stringify([{ id: randomUUID(), type: "BenchAppended", data: { writer, n }, metadata }])
      await sql`select * from append_events(${`Bench-${writer}-${n}-${randomUUID()}`}, 'no_stream', ${events}::jsonb)`.execute(database.db)
    })
  })

/**
 * The store's own table written without its function: one plain INSERT per transaction into
 * `events` (its three indexes: position, event id, (stream, revision)), the
 * position from the transaction id as the function takes it. The gap to the raw reference is
 * the table's shape; the gap from here to `append_events` is the function's checks.
 */
const tableInserts = () =>
  withDatabase(async (database) => {
    const store = await makeSqlEventStore(database)
    await store.close()
    return concurrently(async (writer, n) => {
      await sql`
        insert into events (position, transaction_id, event_id, stream_id, revision, type, data, metadata)
        values (pg_current_xact_id()::text::bigint * 65536, pg_current_xact_id(), ${randomUUID()}, ${`Bench-${writer}-${n}-${randomUUID()}`}, 0, 'BenchAppended',
          ${JSON.stringify({ writer, n })}::jsonb, ${JSON.stringify(metadata)}::jsonb)`.execute(database.db)
    })
  })

/** Store appends against raw INSERTs, same engine, same 16-client concurrency, measured one after the other. */
export const appendsAgainstRawInserts = async () => {
  const raw = await rawInserts()
  const table = await tableInserts()
  const direct = await functionAppends()
  const appends = await storeAppends()
  return {
    writers: WRITERS,
    seconds: SECONDS,
    appendsPerSecond: appends,
    functionPerSecond: direct,
    tablePerSecond: table,
    rawPerSecond: raw,
    ratio: appends / raw
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await appendsAgainstRawInserts())
