import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { sql, type Kysely } from "kysely"
import type { Database } from "../sql/database"
import { EventStoreUnavailable, WrongExpectedRevision, type AppendResult, type EventStore, type RecordedEvent, type StreamHolds } from "../port"
import { appendEvents, appendStreams } from "./append"
import { AppendAnnouncer, announcementPayload, parseAnnouncement } from "./append-announcer"
import { BroadcastChannel } from "node:worker_threads"
import { AppendSignal } from "./append-signal"
import { migrateEventStore } from "./schema"

const APPENDED_CHANNEL = "events_appended"
/** How long headPosition waits for older transactions still in flight before it answers what is readable. */
const HEAD_WAIT_MS = 5000
const HEAD_POLL_MS = 5

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

/** The newest position readers may read: below the oldest transaction still in flight (schema.ts). */
const READABLE_HEAD = sql`(select max(position) from events where position < events_watermark())`

/** The types of a log read, as `events_after` takes them (null: every type). */
const typesOf = (eventTypes: ReadonlyArray<string> | undefined) => (eventTypes ? sql`${[...eventTypes]}::text[]` : sql`null::text[]`)

/** A position as the database answered it; none (an empty log) is 0. */
const positionOf = (text: string | null | undefined) => (text == null ? 0n : BigInt(text))

/**
 * The PostgreSQL adapter; the same SQL runs on a PostgreSQL server (pg) and on PGlite.
 * Appends run side by side, one statement each (`append_events`), so PostgreSQL's group
 * commit serves many with one flush. Readers read only below the watermark (positions of
 * transactions older than the oldest one still in flight): a transaction that commits late
 * always holds positions above everything read before it, so nothing is skipped
 * (schema.ts, README). NOTIFY after commit wakes other processes; a poll is the fallback.
 */
export const makeSqlEventStore = async (database: Database): Promise<EventStore> => {
  const db: Kysely<any> = database.db
  await migrateEventStore(db)

  const readableHead = async () => {
    const r = await sql<{ readable: string | null }>`select ${READABLE_HEAD}::text as readable`.execute(db)
    const head = positionOf(r.rows[0]?.readable)
    signal.readable(head)
    return head
  }
  /** Polls the readable head until it covers `newest` (appends committed before the caller asked), or at the deadline. */
  const covering = async (head: bigint, newest: bigint) => {
    const deadline = Date.now() + HEAD_WAIT_MS
    while (head < newest && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, HEAD_POLL_MS))
      head = await readableHead()
    }
    return head
  }
  /** The readable head once it covers every append committed before the call (read-after-write), or at the deadline. */
  const headPosition = async () => {
    // both in one statement (one snapshot; each a backward step down the primary key): on PGlite's
    // one connection a second statement cost a fifth of a LOT create's statements
    const r = await sql<{ newest: string | null; readable: string | null }>`
      select (select max(position) from events)::text as newest, ${READABLE_HEAD}::text as readable`.execute(db)
    const head = positionOf(r.rows[0]?.readable)
    signal.readable(head)
    return covering(head, positionOf(r.rows[0]?.newest))
  }
  const signal = new AppendSignal(readableHead)
  // this store's own announcements come back to it: its watchers were told already
  const origin = randomUUID()
  const announcer = new AppendAnnouncer(origin, (payload) => database.notify(APPENDED_CHANNEL, payload))
  const watchers = new Set<(streams: ReadonlyArray<string> | "all") => void>()
  const tellWatchers = (streams: ReadonlyArray<string> | "all") => {
    for (const watcher of watchers) watcher(streams)
  }
  /** The newest append of each event type made here, and the newest announced by others (whose types are not told). */
  const newestOfType = new Map<string, bigint>()
  let newestUntyped = 0n
  const heard = (payload: string) => {
    const announcement = parseAnnouncement(payload)
    if (announcement === null) return
    if (announcement.origin !== origin) {
      tellWatchers(announcement.streams)
      if (announcement.position > newestUntyped) newestUntyped = announcement.position
    }
    signal.committed(announcement.position)
  }
  // Other threads of this process (the projections' thread) hear each append at once, not when
  // the coalesced NOTIFY, queued behind the pool's busy connections, comes back through the server.
  const threadsChannelName = database.threadsChannel(APPENDED_CHANNEL)
  let threads = threadsChannelName === null ? null : new BroadcastChannel(threadsChannelName)
  if (threads) {
    threads.unref()
    threads.onmessage = (message) => heard(String((message as { data: unknown }).data))
  }
  /** Our own appends: watchers first, so a cache has forgotten the stream before the append answers. */
  const appended = (position: bigint, streams: ReadonlyArray<string>, types: ReadonlyArray<string>) => {
    for (const type of types) if ((newestOfType.get(type) ?? 0n) < position) newestOfType.set(type, position)
    tellWatchers(streams)
    signal.committed(position)
    threads?.postMessage(announcementPayload({ position, origin, streams }))
    announcer.announce(position, streams)
  }
  const unlisten = await database.listen(APPENDED_CHANNEL, heard)

  const readAll = async (fromPosition: bigint, limit: number, eventTypes?: ReadonlyArray<string>) => {
    const rows = await sql<EventRow>`
      select * from events_after(${fromPosition.toString()}, events_watermark() - 1, ${typesOf(eventTypes)}, ${limit})`.execute(db)
    return rows.rows.map(toRecorded)
  }

  /**
   * The page, the readable head and the newest committed position in one statement, so in one
   * snapshot (a left join: the heads come back with no event too). When the readable head is
   * behind appends committed before the call (a transaction older than them still in flight), it
   * waits as `headPosition` does and reads again, so a page covers every append committed before
   * it was asked for (callers step once and expect their own appends; ARCHITECTURE section 4).
   */
  const readPage = async (fromPosition: bigint, limit: number, eventTypes?: ReadonlyArray<string>) => {
    const page = () =>
      sql<Partial<EventRow> & { head: string | null; newest: string | null }>`
      select h.head::text as head, h.newest::text as newest, e.* from (select ${READABLE_HEAD} as head, (select max(position) from events) as newest) h
      left join lateral events_after(${fromPosition.toString()}, h.head, ${typesOf(eventTypes)}, ${limit}) e on true`.execute(db)
    let rows = (await page()).rows
    let head = positionOf(rows[0]?.head)
    const newest = positionOf(rows[0]?.newest)
    if (head < newest && (await covering(head, newest)) > head) {
      rows = (await page()).rows
      head = positionOf(rows[0]?.head)
    }
    // others learn of the head once this reader has taken the page in (its own waiter counts it seen by then)
    setImmediate(() => signal.readable(head))
    return { head, events: rows.filter((row) => row.position != null).map((row) => toRecorded(row as EventRow)) }
  }

  return {
    readStream: (streamId, options) =>
      Effect.tryPromise({
        try: async () =>
          (
            await sql<EventRow>`select * from events where stream_id = ${streamId} and revision >= ${(options?.fromRevision ?? 0n).toString()} order by revision`.execute(
              db
            )
          ).rows.map(toRecorded),
        catch: unavailable
      }),
    appendToStream: (streamId, events, { expectedRevision }) =>
      Effect.tryPromise({ try: () => appendEvents(db, streamId, events, expectedRevision), catch: unavailable }).pipe(
        Effect.flatMap((result) => (result instanceof WrongExpectedRevision ? Effect.fail(result) : Effect.succeed(result))),
        Effect.tap(({ position }) =>
          Effect.sync(() => {
            if (events.length > 0)
              appended(
                position,
                [streamId],
                events.map((event) => event.type)
              )
          })
        )
      ),
    appendToStreams: (appends) =>
      Effect.tryPromise({ try: () => appendStreams(db, appends), catch: unavailable }).pipe(
        Effect.flatMap((result) =>
          Array.isArray(result) ? Effect.succeed(result as ReadonlyArray<AppendResult>) : Effect.fail(result as WrongExpectedRevision | StreamHolds)
        ),
        Effect.tap((results) =>
          Effect.sync(() => {
            const streams = appends.filter((append) => append.events.length > 0).map((append) => append.streamId)
            if (streams.length === 0) return
            const last = results.reduce((high, { position }) => (position > high ? position : high), 0n)
            appended(
              last,
              streams,
              appends.flatMap((append) => append.events.map((event) => event.type))
            )
          })
        )
      ),
    readAll: ({ fromPosition, limit, eventTypes }) => Effect.tryPromise({ try: () => readAll(fromPosition, limit, eventTypes), catch: unavailable }),
    readPage: ({ fromPosition, limit, eventTypes }) => Effect.tryPromise({ try: () => readPage(fromPosition, limit, eventTypes), catch: unavailable }),
    headPosition: () =>
      Effect.tryPromise({
        try: headPosition,
        catch: unavailable
      }),
    // On a server, other processes' appends are heard only through their NOTIFY, sent after the
    // commit by a process that may be busy: any news wakes a reader, even news it has read, so
    // while the log moves it reads again at once and meets appends whose NOTIFY is still on its
    // way (shorter lag for projections run as a service of their own: BENCHMARKS.md, "Measurements
    // behind code decisions"). PGlite's appends are all this process's own, heard as they commit: there
    // a reader's own read never wakes it for a second step.
    waitForAppend: (ms, seen) => signal.wait(ms, undefined, database.kind === "pglite" ? seen : undefined),
    newestAppendOf: (eventTypes) =>
      eventTypes.reduce((newest, type) => {
        const of = newestOfType.get(type) ?? 0n
        return of > newest ? of : newest
      }, newestUntyped),
    onAppended: (changed) => {
      watchers.add(changed)
      return () => void watchers.delete(changed)
    },
    close: async () => {
      // an append still in flight answers after this: a closed channel would throw at its post
      threads?.close()
      threads = null
      signal.close()
      await announcer.flush()
      await unlisten()
    }
  }
}
