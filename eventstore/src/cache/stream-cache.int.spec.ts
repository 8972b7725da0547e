import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { EventStore, NewEvent } from "../port"
import { makeSqlEventStore } from "../postgres/sql-event-store"
import type { Database } from "../sql/database"
import { testDatabases } from "../testing/databases"
import { withStreamCache } from "./stream-cache"

const event = (id: string): NewEvent => ({ id, type: "Noted", data: { id }, metadata: {} })
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)

for (const database of testDatabases()) {
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
        10
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
}
