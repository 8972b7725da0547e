import { randomUUID } from "node:crypto"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Database } from "../sql/database"
import { testDatabases } from "../testing/databases"
import { makeSqlEventStore } from "./sql-event-store"
import type { EventStore } from "../port"

// The projections' thread has a store of its own on the command side's database: it must hear
// each append at once, not when the coalesced NOTIFY comes back through a busy server.
for (const database of testDatabases("every engine").filter((d) => d.name === "PostgreSQL")) {
  describe(`two stores of one process on one database (${database.name})`, () => {
    let db: Database
    let writer: EventStore
    let reader: EventStore
    beforeAll(async () => {
      db = await database.open()
      writer = await makeSqlEventStore(db)
      // the reader hears no NOTIFY at all: only what the process's own channel tells it
      reader = await makeSqlEventStore({ ...db, listen: async () => async () => undefined })
    })
    afterAll(async () => {
      await reader.close()
      await writer.close()
      await db.close()
    })

    it("given a reader waiting for news, when the other store appends, then the reader wakes at once and learns which stream changed, without a NOTIFY", async () => {
      const streamId = `Lot-${randomUUID()}`
      const changed: Array<ReadonlyArray<string> | "all"> = []
      const stopWatching = reader.onAppended!((streams) => changed.push(streams))
      const started = Date.now()
      const woken = reader.waitForAppend(3_000)
      await Effect.runPromise(
        writer.appendToStream(streamId, [{ id: randomUUID(), type: "Tested", data: {}, metadata: { userId: "u", correlationId: "c" } }], {
          expectedRevision: "no_stream"
        })
      )
      await woken
      stopWatching()
      expect(Date.now() - started).toBeLessThan(1_000)
      expect(changed).toContainEqual([streamId])
    })

    it("given a store already closed when an append asked of it answers (a shutdown), the append still answers with its revision", async () => {
      const closing = await makeSqlEventStore(db)
      const appending = Effect.runPromise(
        Effect.zipRight(
          Effect.promise(() => closing.close()),
          closing.appendToStream(`Lot-${randomUUID()}`, [{ id: randomUUID(), type: "Tested", data: {}, metadata: {} }], { expectedRevision: "no_stream" })
        )
      )
      await expect(appending).resolves.toMatchObject({ nextRevision: 0n })
    })
  })
}
