import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { WrongExpectedRevision, type EventStore, type NewEvent } from "../port"
import { appendEvents } from "../postgres/append"
import { makeSqlEventStore } from "../postgres/sql-event-store"
import type { Database } from "../sql/database"
import { testDatabases } from "../testing/databases"
import { withStreamCache } from "./stream-cache"

const event = (id: string): NewEvent => ({ id, type: "Noted", data: { id }, metadata: {} })
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)

for (const database of testDatabases("every engine")) {
  describe(`the stream cache (${database.name})`, () => {
    let db: Database
    let store: EventStore
    /** Every revision the cache asked the store for, per read. */
    const asked: bigint[] = []
    let cached: EventStore

    beforeAll(async () => {
      db = await database.open()
      store = await makeSqlEventStore(db)
      cached = withStreamCache(
        {
          ...store,
          readStream: (streamId, options) => {
            asked.push(options?.fromRevision ?? 0n)
            return store.readStream(streamId, options)
          }
        },
        { maxEvents: 10 }
      )
    })
    afterAll(async () => {
      await store.close()
      await db.close()
    })

    it("given a stream read once, when another writer appends to it, then the next read shows its events, in order", async () => {
      await run(store.appendToStream("Lot-a", [event("a0"), event("a1")], { expectedRevision: "no_stream" }))
      expect((await run(cached.readStream("Lot-a"))).map((e) => e.id)).toEqual(["a0", "a1"])
      // another process's append: this cache never saw it go through
      const other = await makeSqlEventStore(db)
      await run(other.appendToStream("Lot-a", [event("a2")], { expectedRevision: 1n }))
      expect((await run(cached.readStream("Lot-a"))).map((e) => e.id)).toEqual(["a0", "a1", "a2"])
    })

    it("a stream read again asks the store only for the revisions after those it holds", async () => {
      await run(store.appendToStream("Lot-b", [event("b0"), event("b1"), event("b2")], { expectedRevision: "no_stream" }))
      asked.length = 0
      await run(cached.readStream("Lot-b"))
      await run(cached.readStream("Lot-b"))
      await run(store.appendToStream("Lot-b", [event("b3")], { expectedRevision: 2n }))
      const read = await run(cached.readStream("Lot-b", { fromRevision: 2n }))
      expect(asked).toEqual([0n, 3n, 3n])
      expect(read.map((e) => e.id)).toEqual(["b2", "b3"])
    })

    it("when it holds more events than its limit, the least recently read streams are forgotten and read whole again", async () => {
      await run(
        store.appendToStream(
          "Lot-c",
          Array.from({ length: 8 }, (_, i) => event(`c${i}`)),
          { expectedRevision: "no_stream" }
        )
      )
      await run(
        store.appendToStream(
          "Lot-d",
          Array.from({ length: 8 }, (_, i) => event(`d${i}`)),
          { expectedRevision: "no_stream" }
        )
      )
      await run(cached.readStream("Lot-c"))
      await run(cached.readStream("Lot-d"))
      asked.length = 0
      expect(await run(cached.readStream("Lot-c"))).toHaveLength(8)
      expect(asked).toEqual([0n])
    })
  })

  describe(`a watched stream in the stream cache (${database.name})`, () => {
    let db: Database
    let store: EventStore
    let other: EventStore
    const asked: string[] = []
    /** Reads the store answered; `meanwhile` runs once, after a read and before its answer (an append overlapping it). */
    let meanwhile: (() => Promise<unknown>) | null = null
    let clock = 0
    let cached: EventStore
    const ids = async (streamId: string) => (await run(cached.readStream(streamId))).map((e) => e.id)

    beforeAll(async () => {
      db = await database.open()
      store = await makeSqlEventStore(db)
      // another process on the same database: its appends reach this one only by their NOTIFY
      other = await makeSqlEventStore(db)
      cached = withStreamCache(
        {
          ...store,
          readStream: (streamId, options) =>
            Effect.tap(store.readStream(streamId, options), () =>
              Effect.promise(async () => {
                asked.push(streamId)
                const overlap = meanwhile
                meanwhile = null
                await overlap?.()
              })
            )
        },
        { watched: (streamId) => streamId.startsWith("User-"), trustMs: 60_000, now: () => clock }
      )
    })
    afterAll(async () => {
      await other.close()
      await store.close()
      await db.close()
    })

    it("given a watched stream read once, when nothing is appended to it, then reading it again costs no round trip", async () => {
      await run(store.appendToStream("User-quiet", [event("q0")], { expectedRevision: "no_stream" }))
      await ids("User-quiet")
      asked.length = 0
      expect(await ids("User-quiet")).toEqual(["q0"])
      expect(asked).toEqual([])
    })

    it("given a watched stream in memory, when this process appends to it, then the very next read shows the append (a lock is seen by the next request)", async () => {
      await run(store.appendToStream("User-own", [event("o0")], { expectedRevision: "no_stream" }))
      await ids("User-own")
      await run(store.appendToStream("User-own", [event("o1")], { expectedRevision: 0n }))
      expect(await ids("User-own")).toEqual(["o0", "o1"])
    })

    it("given a watched stream in memory, when another process appends to it, then the read shows it once that process's announcement arrives, long before the memory would expire", async () => {
      await run(store.appendToStream("User-far", [event("f0")], { expectedRevision: "no_stream" }))
      await ids("User-far")
      await run(other.appendToStream("User-far", [event("f1")], { expectedRevision: 0n }))
      const deadline = Date.now() + 2000
      while ((await ids("User-far")).length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10))
      expect(await ids("User-far")).toEqual(["f0", "f1"])
    })

    it("given an append announced while the stream was being read, then that read is not trusted: the next read asks the store again", async () => {
      await run(store.appendToStream("User-race", [event("r0")], { expectedRevision: "no_stream" }))
      meanwhile = () => run(store.appendToStream("User-race", [event("r1")], { expectedRevision: 0n }))
      expect(await ids("User-race")).toEqual(["r0"])
      expect(await ids("User-race")).toEqual(["r0", "r1"])
    })

    it("given an append whose announcement never came, when a command appends with the revision held in memory, then it is refused once and the stream is read again", async () => {
      await run(store.appendToStream("User-lost", [event("l0")], { expectedRevision: "no_stream" }))
      await ids("User-lost")
      // straight into the database: no store, so no announcement
      await appendEvents(db.db, "User-lost", [event("l1")], 0n)
      const refused = await run(Effect.flip(cached.appendToStream("User-lost", [event("l-mine")], { expectedRevision: 0n })))
      expect(refused).toBeInstanceOf(WrongExpectedRevision)
      expect(await ids("User-lost")).toEqual(["l0", "l1"])
    })

    it("given an announcement lost on the way, then the memory of a watched stream expires after its trust and the stream is read again", async () => {
      await run(store.appendToStream("User-late", [event("t0")], { expectedRevision: "no_stream" }))
      await ids("User-late")
      await appendEvents(db.db, "User-late", [event("t1")], 0n)
      expect(await ids("User-late")).toEqual(["t0"])
      clock += 60_001
      expect(await ids("User-late")).toEqual(["t0", "t1"])
    })

    it("streams not watched are asked for their newer events on every read", async () => {
      await run(store.appendToStream("Lot-e", [event("e0")], { expectedRevision: "no_stream" }))
      await ids("Lot-e")
      await appendEvents(db.db, "Lot-e", [event("e1")], 0n)
      expect(await ids("Lot-e")).toEqual(["e0", "e1"])
    })
  })
}
