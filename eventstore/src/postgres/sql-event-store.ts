import { Effect, Stream } from "effect"
import { sql, type Kysely } from "kysely"
import type { Database } from "../sql/database"
import {
  EventStoreUnavailable,
  WrongExpectedRevision,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent
} from "../port"
import { migrateEventStore } from "./schema"

const APPENDED_CHANNEL = "events_appended"
/** The advisory lock that serialises appends, so positions commit in order and a reader never skips one. */
const APPEND_LOCK = 7_411_001

interface EventRow {
  position: string | number
  event_id: string
  stream_id: string
  revision: string | number
  type: string
  data: unknown
  metadata: unknown
  recorded_at: Date | string
}

const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.event_id,
  streamId: row.stream_id,
  revision: BigInt(row.revision),
  position: BigInt(row.position),
  type: row.type,
  data: typeof row.data === "string" ? JSON.parse(row.data) : row.data,
  metadata: (typeof row.metadata === "string" ? JSON.parse(row.metadata) : row.metadata) as RecordedEvent["metadata"],
  recordedAt: new Date(row.recorded_at)
})

const unavailable = (cause: unknown) => new EventStoreUnavailable({ cause })

class Wakeup {
  #waiters = new Set<() => void>()
  wake() {
    const waiters = [...this.#waiters]
    this.#waiters.clear()
    for (const w of waiters) w()
  }
  wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.#waiters.delete(done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      this.#waiters.add(done)
    })
  }
}

/**
 * The PostgreSQL adapter. The same SQL runs on a PostgreSQL server (pg) and on
 * PGlite: appends take a transaction-scoped advisory lock, so a later position
 * never commits before an earlier one and subscribers reading by position skip
 * nothing. LISTEN/NOTIFY wakes subscribers; a poll is the fallback.
 */
export const makeSqlEventStore = async (database: Database): Promise<EventStore> => {
  const db: Kysely<any> = database.db
  await migrateEventStore(db)
  const wakeup = new Wakeup()
  const unlisten = await database.listen(APPENDED_CHANNEL, () => wakeup.wake())

  const append = async (streamId: string, events: ReadonlyArray<NewEvent>, expected: ExpectedRevision) =>
    db.transaction().execute(async (trx): Promise<AppendResult | WrongExpectedRevision> => {
      await sql`select pg_advisory_xact_lock(${APPEND_LOCK})`.execute(trx)
      const head = await sql<{ revision: string | null; position: string | null }>`
        select max(revision)::text as revision, max(position)::text as position from events where stream_id = ${streamId}`.execute(trx)
      const current = head.rows[0]?.revision == null ? null : BigInt(head.rows[0].revision)
      const ids = events.map((e) => e.id)
      const existing =
        ids.length === 0
          ? []
          : (
              await sql<{ event_id: string; revision: string; position: string }>`
                select event_id, revision::text, position::text from events where event_id = any(${ids}::text[])`.execute(trx)
            ).rows
      const fresh = events.filter((e) => !existing.some((x) => x.event_id === e.id))
      if (fresh.length === 0 && events.length > 0) {
        // every event is already stored: the append happened before; answer as it did
        const last = existing.reduce((a, b) => (BigInt(a.position) > BigInt(b.position) ? a : b))
        return { nextRevision: BigInt(last.revision), position: BigInt(last.position) }
      }
      if (existing.length === 0) {
        if (expected === "no_stream" && current !== null) {
          return new WrongExpectedRevision({ streamId, expected, actual: current })
        }
        if (typeof expected === "bigint" && current !== expected) {
          return new WrongExpectedRevision({ streamId, expected, actual: current ?? "no_stream" })
        }
      }
      if (fresh.length === 0) {
        return { nextRevision: current ?? -1n, position: head.rows[0]?.position == null ? 0n : BigInt(head.rows[0].position) }
      }
      let revision = current ?? -1n
      let position = 0n
      for (const event of fresh) {
        revision += 1n
        const inserted = await sql<{ position: string }>`
          insert into events (event_id, stream_id, revision, type, data, metadata)
          values (${event.id}, ${streamId}, ${revision.toString()}, ${event.type}, ${JSON.stringify(event.data)}::jsonb, ${JSON.stringify(event.metadata)}::jsonb)
          returning position::text`.execute(trx)
        position = BigInt(inserted.rows[0]!.position)
      }
      await sql`select pg_notify(${database.channel(APPENDED_CHANNEL)}, ${position.toString()})`.execute(trx)
      return { nextRevision: revision, position }
    })

  const readAll = async (fromPosition: bigint, limit: number, eventTypes?: ReadonlyArray<string>) => {
    const rows = eventTypes
      ? await sql<EventRow>`select * from events where position >= ${fromPosition.toString()} and type = any(${[...eventTypes]}::text[]) order by position limit ${limit}`.execute(db)
      : await sql<EventRow>`select * from events where position >= ${fromPosition.toString()} order by position limit ${limit}`.execute(db)
    return rows.rows.map(toRecorded)
  }

  let closed = false

  return {
    readStream: (streamId, options) =>
      Effect.tryPromise({
        try: async () =>
          (
            await sql<EventRow>`select * from events where stream_id = ${streamId} and revision >= ${(options?.fromRevision ?? 0n).toString()} order by revision`.execute(db)
          ).rows.map(toRecorded),
        catch: unavailable
      }),
    appendToStream: (streamId, events, { expectedRevision }) =>
      Effect.tryPromise({ try: () => append(streamId, events, expectedRevision), catch: unavailable }).pipe(
        Effect.flatMap((result) => (result instanceof WrongExpectedRevision ? Effect.fail(result) : Effect.succeed(result))),
        Effect.tap(() => Effect.sync(() => wakeup.wake()))
      ),
    readAll: ({ fromPosition, limit, eventTypes }) =>
      Effect.tryPromise({ try: () => readAll(fromPosition, limit, eventTypes), catch: unavailable }),
    subscribeToAll: ({ fromPosition, eventTypes }) =>
      Stream.fromAsyncIterable(
        (async function* () {
          let next = fromPosition
          while (!closed) {
            const batch = await readAll(next, 500, eventTypes)
            for (const event of batch) {
              yield event
              next = event.position + 1n
            }
            if (batch.length === 0) await wakeup.wait(1000)
          }
        })(),
        unavailable
      ),
    headPosition: () =>
      Effect.tryPromise({
        try: async () => {
          const r = await sql<{ p: string | null }>`select max(position)::text as p from events`.execute(db)
          return r.rows[0]?.p == null ? 0n : BigInt(r.rows[0].p)
        },
        catch: unavailable
      }),
    waitForAppend: (ms) => wakeup.wait(ms),
    close: async () => {
      closed = true
      wakeup.wake()
      await unlisten()
    }
  }
}
