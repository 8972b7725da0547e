import { Effect } from "effect"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { appendEvents } from "../postgres/append"
import { makeSqlEventStore } from "../postgres/sql-event-store"
import type { Database } from "../sql/database"
import { testDatabases } from "../testing/databases"
import type { EventStore, RecordedEvent } from "../port"
import { PoisonEvent, type CheckpointedConsumer } from "./checkpointed-consumer"
import { makeConsumerGroup, runConsumerGroup, type IdleMove } from "./consumer-group"

/** The store, counting the statements the group makes: head reads, log reads, and pages (a log read with its head). */
const counting = (store: EventStore) => {
  const counts = { heads: 0, reads: 0 }
  const counted: EventStore = {
    ...store,
    headPosition: () => Effect.tap(store.headPosition(), () => Effect.sync(() => counts.heads++)),
    readAll: (options) => Effect.tap(store.readAll(options), () => Effect.sync(() => counts.reads++)),
    readPage: (options) => Effect.tap(store.readPage(options), () => Effect.sync(() => counts.reads++))
  }
  return { store: counted, counts }
}

/** A consumer whose checkpoint "row" lives in `rows`; it records what it was handed. */
const consumer = (name: string, eventTypes: ReadonlyArray<string>, rows: Map<string, bigint>, poisonType?: string) => {
  const received: RecordedEvent[] = []
  const reads = { checkpoint: 0 }
  const c: CheckpointedConsumer = {
    name,
    eventTypes,
    checkpoint: async () => {
      reads.checkpoint++
      return { position: rows.get(name) ?? 0n, stopped: rows.get(name) === -1n }
    },
    handle: async (from, events, upTo) => {
      if (rows.get(name) !== from) return false
      const poison = events.find((e) => e.type === poisonType)
      if (poison) throw new PoisonEvent(poison, "cannot read it")
      received.push(...events)
      rows.set(name, upTo)
      return true
    },
    stop: async () => {
      rows.set(name, -1n)
    }
  }
  return { consumer: c, received, reads }
}

for (const target of testDatabases("every engine")) {
  describe(`a consumer group on ${target.name}`, () => {
    let database: Database
    let store: EventStore
    const stream = `Group-${crypto.randomUUID()}`
    let revision = -1n
    const append = async (...types: string[]) => {
      const expectedRevision = revision < 0n ? ("no_stream" as const) : revision
      const result = await Effect.runPromise(
        store.appendToStream(
          stream,
          types.map((type) => ({ id: crypto.randomUUID(), type, data: {}, metadata: {} })),
          { expectedRevision }
        )
      )
      revision = result.nextRevision
      return result.position
    }
    /** Moves idle consumers in memory, answering as stale any whose row was not at `from`. */
    const idleIn = (rows: Map<string, bigint>, calls: Array<ReadonlyArray<IdleMove>>) => async (moves: ReadonlyArray<IdleMove>) => {
      calls.push(moves)
      const stale: string[] = []
      for (const move of moves) {
        if (rows.get(move.consumer.name) === move.from) rows.set(move.consumer.name, move.to)
        else stale.push(move.consumer.name)
      }
      return stale
    }

    beforeAll(async () => {
      database = await target.open()
      store = await makeSqlEventStore(database)
    })
    afterAll(async () => {
      await store.close()
      await database.close()
    })

    it("given consumers at the head, when events are appended, one wake reads the log once for all of them, with its head in the same statement, and each receives only its own events", async () => {
      const start = await Effect.runPromise(store.headPosition())
      const rows = new Map<string, bigint>([
        ["lots", start],
        ["users", start],
        ["stock", start]
      ])
      const lots = consumer("lots", ["GroupLotCreated"], rows)
      const users = consumer("users", ["GroupUserRegistered"], rows)
      const stock = consumer("stock", ["GroupStockMoved"], rows)
      const idleCalls: Array<ReadonlyArray<IdleMove>> = []
      const { store: counted, counts } = counting(store)
      const group = makeConsumerGroup({
        store: counted,
        consumers: [lots.consumer, users.consumer, stock.consumer],
        batchSize: 100,
        idle: idleIn(rows, idleCalls),
        log: () => undefined
      })
      expect(await group.step()).toBe(false)
      const head = await append("GroupLotCreated", "GroupUserRegistered", "GroupLotCreated")
      counts.heads = 0
      counts.reads = 0
      expect(await group.step()).toBe(false)

      expect(counts).toEqual({ heads: 0, reads: 1 })
      expect(lots.received.map((e) => e.type)).toEqual(["GroupLotCreated", "GroupLotCreated"])
      expect(users.received.map((e) => e.type)).toEqual(["GroupUserRegistered"])
      expect(stock.received).toEqual([])
      // the idle one followed the head in the same single call, and every checkpoint stands at the head
      expect(idleCalls.at(-1)!.map((move) => move.consumer.name)).toEqual(["stock"])
      expect([...rows.values()]).toEqual([head, head, head])
      // checkpoints are kept in memory: the wake read none of them again
      expect([lots.reads.checkpoint, users.reads.checkpoint, stock.reads.checkpoint]).toEqual([1, 1, 1])
    })

    it("given a consumer far behind, the ones at the front reach the head in the same wake while it catches up a page at a time on its own reads", async () => {
      await append(...Array.from({ length: 30 }, () => "GroupLotCreated"))
      const head = await Effect.runPromise(store.headPosition())
      const rows = new Map<string, bigint>([
        ["front", head],
        ["rebuilding", 0n]
      ])
      const front = consumer("front", ["GroupLotCreated"], rows)
      const behind = consumer("rebuilding", ["GroupLotCreated"], rows)
      const group = makeConsumerGroup({ store, consumers: [front.consumer, behind.consumer], batchSize: 10, idle: idleIn(rows, []), log: () => undefined })
      expect(await group.step()).toBe(true)
      const newest = await append("GroupLotCreated")
      expect(await group.step()).toBe(true)
      expect(front.received.map((e) => e.position)).toEqual([newest])
      expect(rows.get("front")).toBe(newest)
      expect(behind.received).toHaveLength(20)

      while (await group.step()) {}
      const all = await Effect.runPromise(store.readAll({ fromPosition: 1n, limit: 10_000, eventTypes: ["GroupLotCreated"] }))
      expect(behind.received.map((e) => e.position)).toEqual(all.map((e) => e.position))
      expect(rows.get("rebuilding")).toBe(newest)
    })

    it("given a consumer whose stored checkpoint was moved elsewhere (a reset), the group reads it again and the consumer receives the log from there", async () => {
      const head = await Effect.runPromise(store.headPosition())
      const rows = new Map<string, bigint>([["reset", head]])
      const reset = consumer("reset", ["GroupUserRegistered"], rows)
      const group = makeConsumerGroup({ store, consumers: [reset.consumer], batchSize: 500, idle: idleIn(rows, []), log: () => undefined })
      expect(await group.step()).toBe(false)
      rows.set("reset", 0n)
      await append("GroupStockMoved")
      // the idle move finds the row elsewhere: read again, then the whole log of its type
      expect(await group.step()).toBe(true)
      while (await group.step()) {}
      const all = await Effect.runPromise(store.readAll({ fromPosition: 1n, limit: 10_000, eventTypes: ["GroupUserRegistered"] }))
      expect(reset.received.map((e) => e.position)).toEqual(all.map((e) => e.position))
      expect(reset.reads.checkpoint).toBe(2)
    })

    it("given a page read ahead while the last full page was applied, the next wake reads it with that page's events only and misses nothing appended since", async () => {
      const start = await Effect.runPromise(store.headPosition())
      const rows = new Map<string, bigint>([["ahead", start]])
      const ahead = consumer("ahead", ["GroupAhead"], rows)
      const { store: counted, counts } = counting(store)
      const group = makeConsumerGroup({ store: counted, consumers: [ahead.consumer], batchSize: 2, idle: idleIn(rows, []), log: () => undefined })
      expect(await group.step()).toBe(false)
      await append("GroupAhead", "GroupAhead", "GroupAhead", "GroupAhead")
      counts.reads = 0
      // two full pages: the second was read while the first was applied (3 reads for 2 pages and the empty one after)
      expect(await group.step()).toBe(true)
      expect(await group.step()).toBe(true)
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(counts.reads).toBe(3)
      // the page read ahead after them was empty; an event appended since is still read
      const newest = await append("GroupAhead")
      await group.step()
      expect(ahead.received).toHaveLength(5)
      expect(rows.get("ahead")).toBe(newest)
    })

    it("given a poison event for one consumer, it stops that consumer only; the others go on", async () => {
      const head = await Effect.runPromise(store.headPosition())
      const rows = new Map<string, bigint>([
        ["fragile", head],
        ["sturdy", head]
      ])
      const fragile = consumer("fragile", ["GroupPoison"], rows, "GroupPoison")
      const sturdy = consumer("sturdy", ["GroupPoison", "GroupLotCreated"], rows)
      const group = makeConsumerGroup({ store, consumers: [fragile.consumer, sturdy.consumer], batchSize: 500, idle: idleIn(rows, []), log: () => undefined })
      await group.step()
      await append("GroupPoison")
      await group.step()
      const newest = await append("GroupLotCreated")
      await group.step()
      expect(rows.get("fragile")).toBe(-1n)
      expect(fragile.received).toEqual([])
      expect(sturdy.received.map((e) => e.type)).toEqual(["GroupPoison", "GroupLotCreated"])
      expect(rows.get("sturdy")).toBe(newest)
    })

    // only PostgreSQL runs two transactions side by side
    it.runIf(target.name === "PostgreSQL")(
      "given an append whose transaction stays open while a later one commits, the consumer does not move past it, and receives both in position order once it commits",
      async () => {
        const start = await Effect.runPromise(store.headPosition())
        const rows = new Map<string, bigint>([["held", start]])
        const held = consumer("held", ["GroupHeld"], rows)
        const group = makeConsumerGroup({ store, consumers: [held.consumer], batchSize: 100, idle: idleIn(rows, []), log: () => undefined })
        let release = () => {}
        let heldPosition = 0n
        const appendedInside = new Promise<void>((appendedResolve) => {
          void database.db.transaction().execute(async (trx) => {
            const result = await appendEvents(
              trx,
              `Held-${crypto.randomUUID()}`,
              [{ id: crypto.randomUUID(), type: "GroupHeld", data: {}, metadata: {} }],
              "any"
            )
            if (!("position" in result)) throw new Error("an any append was refused")
            heldPosition = result.position
            appendedResolve()
            await new Promise<void>((resolve) => (release = resolve))
          })
        })
        await appendedInside
        const later = await append("GroupHeld")
        expect(later).toBeGreaterThan(heldPosition)

        await group.step()
        expect(held.received).toEqual([])
        expect(rows.get("held")!).toBeLessThan(heldPosition)

        release()
        await new Promise((resolve) => setTimeout(resolve, 100))
        while (await group.step()) {}
        await group.step()
        expect(held.received.map((e) => e.position)).toEqual([heldPosition, later])
      },
      20_000
    )

    it.runIf(target.name === "PostgreSQL")(
      "given an older transaction still open when a step begins, then the step waits for it and hands over the append committed before the step (a catch-up covers what was committed before it)",
      async () => {
        const start = await Effect.runPromise(store.headPosition())
        const rows = new Map<string, bigint>([["covered", start]])
        const covered = consumer("covered", ["GroupCovered"], rows)
        const group = makeConsumerGroup({ store, consumers: [covered.consumer], batchSize: 100, idle: idleIn(rows, []), log: () => undefined })
        let release = () => {}
        let opened = () => {}
        const open = new Promise<void>((resolve) => (opened = resolve))
        // someone else's write: it took its transaction id and holds the watermark below what commits after it
        const older = database.db.transaction().execute(async (trx) => {
          await sql`select pg_current_xact_id()`.execute(trx)
          opened()
          await new Promise<void>((resolve) => (release = resolve))
        })
        await open
        const committed = await append("GroupCovered")
        const stepping = group.step()
        setTimeout(() => release(), 200)
        await stepping
        await older
        expect(covered.received.map((e) => e.position)).toEqual([committed])
      },
      20_000
    )

    it("given appends that keep coming, a busy loop waits its gather window so one read takes them together; a lone append after a quiet spell is read at once", async () => {
      const start = await Effect.runPromise(store.headPosition())
      const rows = new Map<string, bigint>([["gathered", start]])
      const gathered = consumer("gathered", ["GroupGathered"], rows)
      const { store: counted, counts } = counting(store)
      const group = makeConsumerGroup({ store: counted, consumers: [gathered.consumer], batchSize: 100, idle: idleIn(rows, []), log: () => undefined })
      let running = true
      // windows wide enough for a loaded CI machine: with the product's 50 ms "busy", the test's next
      // append came later than that once, was read alone at once, and the three took two reads
      const GATHER = 1_500
      // below the loop's 1 s idle re-read, so that re-read never counts as busy
      const BUSY = 600
      const loop = runConsumerGroup({
        store: counted,
        group,
        name: "gather test",
        running: () => running,
        log: () => undefined,
        gatherMs: GATHER,
        busyMs: BUSY
      })
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
      const receivedAfter = async (n: number, within: number) => {
        const deadline = Date.now() + within
        while (gathered.received.length < n && Date.now() < deadline) await sleep(5)
        return gathered.received.length >= n
      }
      await sleep(BUSY + 200) // quiet: the loop is idle
      // a lone append after a quiet spell: read at once, well inside one gather window
      await append("GroupGathered")
      expect(await receivedAfter(1, GATHER / 2)).toBe(true)
      // now busy: three appends a few milliseconds apart are read by one read
      const readsBefore = counts.reads
      await append("GroupGathered")
      await sleep(20)
      await append("GroupGathered")
      await append("GroupGathered")
      expect(await receivedAfter(4, 3 * GATHER)).toBe(true)
      expect(counts.reads - readsBefore).toBe(1)
      running = false
      await append("GroupGathered") // wakes the loop so it sees it should stop
      await loop
    })

    it("given a loop whose consumers read one event type, appends of other types do not make it read the log; an append of its type is read at once", async () => {
      const start = await Effect.runPromise(store.headPosition())
      const rows = new Map<string, bigint>([["choosy", start]])
      const choosy = consumer("choosy", ["GroupChosen"], rows)
      const { store: counted, counts } = counting(store)
      const group = makeConsumerGroup({ store: counted, consumers: [choosy.consumer], batchSize: 100, idle: idleIn(rows, []), log: () => undefined })
      let running = true
      // no idle re-read within the test: every read it counts was woken by an append
      const loop = runConsumerGroup({ store: counted, group, name: "choosy test", running: () => running, log: () => undefined, idleReadMs: 60_000 })
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
      try {
        await sleep(300)
        const readsBefore = counts.reads
        for (let n = 0; n < 5; n++) await append("GroupIgnored")
        await sleep(500)
        expect(counts.reads - readsBefore).toBe(0)
        await append("GroupChosen")
        const deadline = Date.now() + 5_000
        while (choosy.received.length === 0 && Date.now() < deadline) await sleep(5)
        expect(choosy.received.map((event) => event.type)).toEqual(["GroupChosen"])
      } finally {
        running = false
        await append("GroupChosen") // wakes the loop so it sees it should stop
        await loop
      }
    })
  })
}
