import { randomUUID } from "node:crypto"
import { Effect, Fiber, Stream } from "effect"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { appendEvents } from "../postgres/append"
import { ANY_APPEND_LOCKS } from "../postgres/schema"
import type { EventStore, NewEvent, RecordedEvent } from "../port"
import { subscribeToAll } from "../consumer/subscribe"
import type { Database } from "../sql/database"

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)
const event = (type: string, data: unknown): NewEvent => ({ id: randomUUID(), type, data, metadata: { userId: "u" } })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const HELD_ROUNDS = 1000
const HELD_WRITERS = 24
const QUICK_WRITERS = 4
const QUICK_APPENDS = 150
const MAX_HOLD_MS = 500

/** A live subscriber that collects the marker's events as they arrive. */
const subscribe = (store: EventStore, fromPosition: bigint, marker: string) => {
  const received: RecordedEvent[] = []
  const fiber = Effect.runFork(Stream.runForEach(subscribeToAll(store, { fromPosition, eventTypes: [marker] }), (e) => Effect.sync(() => received.push(e))))
  const until = async (count: number, ms: number) => {
    const deadline = Date.now() + ms
    while (received.length < count && Date.now() < deadline) await sleep(20)
  }
  return { received, until, stop: () => Effect.runPromise(Fiber.interrupt(fiber)) }
}

const expectEachOnceInOrder = (received: ReadonlyArray<RecordedEvent>, appended: ReadonlyArray<string>) => {
  const missing = appended.length - new Set(received.map((e) => e.id)).size
  expect({ missing, duplicates: received.length - new Set(received.map((e) => e.id)).size }).toEqual({ missing: 0, duplicates: 0 })
  expect(new Set(received.map((e) => e.id))).toEqual(new Set(appended))
  const outOfOrder = received.findIndex((e, i) => i > 0 && e.position <= received[i - 1]!.position)
  expect(outOfOrder).toBe(-1)
}

/**
 * Gap safety of the SQL adapter on a PostgreSQL server, where transactions really run side
 * by side: appends made inside transactions that callers hold open for random times (taking
 * their transaction id early, committing late), and a writer killed in the middle.
 */
export const heldTransactionContract = (name: string, open: () => Promise<{ store: EventStore; database: Database; close: () => Promise<void> }>) =>
  describe(`event store gap safety with transactions held open: ${name}`, () => {
    let store: EventStore
    let database: Database
    let close: () => Promise<void>
    beforeAll(async () => {
      ;({ store, database, close } = await open())
    })
    afterAll(async () => close?.())

    it(`given ${HELD_ROUNDS} appends whose transactions stay open 0–${MAX_HOLD_MS} ms while quick appends commit, a live subscriber receives every event exactly once, in position order`, async () => {
      const head = await run(store.headPosition())
      const marker = `Held${randomUUID().slice(0, 8)}`
      const subscriber = subscribe(store, head + 1n, marker)
      const appended: string[] = []
      let round = 0
      const held = async (writer: number) => {
        while (round < HELD_ROUNDS) {
          const n = round++
          const events = Array.from({ length: 1 + (n % 3) }, (_, i) => event(marker, { writer, n, i }))
          const hold = Math.random() * MAX_HOLD_MS
          const before = Math.random() * hold
          await database.db.transaction().execute(async (trx) => {
            await sql`select pg_current_xact_id()`.execute(trx) // the transaction id is taken first, the events come later
            await sql`select pg_sleep(${before / 1000})`.execute(trx)
            const result = await appendEvents(trx, `Held-${writer}-${n % 5}`, events, "any")
            if (!("position" in result)) throw new Error("an append with expected revision any was refused")
            await sql`select pg_sleep(${(hold - before) / 1000})`.execute(trx)
          })
          appended.push(...events.map((e) => e.id))
        }
      }
      const quick = async (writer: number) => {
        for (let n = 0; n < QUICK_APPENDS; n++) {
          const e = event(marker, { writer, n, quick: true })
          await run(store.appendToStream(`Quick-${writer}`, [e], { expectedRevision: "any" }))
          appended.push(e.id)
          await sleep(Math.random() * 20)
        }
      }
      await Promise.all([...Array.from({ length: HELD_WRITERS }, (_, w) => held(w)), ...Array.from({ length: QUICK_WRITERS }, (_, w) => quick(w))])
      await subscriber.until(appended.length, 10_000)
      await sleep(200) // a duplicate would arrive after the count was reached
      await subscriber.stop()
      expectEachOnceInOrder(subscriber.received, appended)
    }, 90_000)

    it("given a writer killed (pg_terminate_backend) between its append and its commit, the appends after it reach a live subscriber within 5 s and its own events never", async () => {
      const head = await run(store.headPosition())
      const marker = `Killed${randomUUID().slice(0, 8)}`
      const subscriber = subscribe(store, head + 1n, marker)
      const killedStream = `Killed-${randomUUID()}`
      let pid: number | undefined
      const stalled = database.db
        .transaction()
        .execute(async (trx) => {
          pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid
          await appendEvents(trx, killedStream, [event(marker, { killed: true })], "no_stream")
          await sql`select pg_sleep(60)`.execute(trx)
        })
        .then(
          () => "committed",
          () => "killed"
        )
      while (pid === undefined) await sleep(10)
      await sleep(200)
      const later = Array.from({ length: 20 }, (_, i) => event(marker, { i }))
      for (const e of later) await run(store.appendToStream(`After-${randomUUID()}`, [e], { expectedRevision: "no_stream" }))
      await sleep(500)
      // held back, not skipped: the writer's transaction is older and still open
      expect(subscriber.received).toHaveLength(0)

      await sql`select pg_terminate_backend(${pid})`.execute(database.db)
      const killedAt = Date.now()
      await subscriber.until(later.length, 5000)
      const waited = Date.now() - killedAt
      await sleep(200)
      await subscriber.stop()
      expect(await stalled).toBe("killed")
      expectEachOnceInOrder(
        subscriber.received,
        later.map((e) => e.id)
      )
      expect(waited).toBeLessThan(5000)
      expect(await run(store.readStream(killedStream))).toEqual([])
    }, 30_000)

    it("given a several-stream append waiting in a hot stream's queue, appends that commit meanwhile are readable at once: the waiting one holds no place in the log yet", async () => {
      const hot = `Hot-${randomUUID()}`
      let releaseQueue = () => {}
      const released = new Promise<void>((resolve) => (releaseQueue = resolve))
      let queueTaken = () => {}
      const taken = new Promise<void>((resolve) => (queueTaken = resolve))
      // someone at the head of the hot stream's queue (an "any" append in flight), for as long as the test says
      const holder = database.db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(${ANY_APPEND_LOCKS}, hashtext(${hot}))`.execute(trx)
        queueTaken()
        await released
      })
      await taken
      // a LOT create's shape: a stream of its own, then its use on the hot stream at "any"
      const waiting = run(
        store.appendToStreams([
          { streamId: `Own-${randomUUID()}`, expectedRevision: "no_stream", events: [event("Waiting", {})] },
          { streamId: hot, expectedRevision: "any", events: [event("Waiting", {})] }
        ])
      )
      await sleep(200)
      const meanwhile = await run(store.appendToStream(`Meanwhile-${randomUUID()}`, [event("Meanwhile", {})], { expectedRevision: "no_stream" }))
      const readable = await run(store.readAll({ fromPosition: meanwhile.position, limit: 1 }))
      releaseQueue()
      await holder
      await waiting
      expect(readable.map((e) => e.position)).toEqual([meanwhile.position])
    }, 30_000)
  })
