import { makeSqlEventStore, testDatabases, type Database, type EventStore } from "@timber/eventstore"
import { Effect } from "effect"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Projection } from "./projection"
import { makeProjectionRunner } from "./runner"

for (const target of testDatabases("every engine")) {
  describe(`a stopped projection on ${target.name}`, () => {
    let database: Database
    let store: EventStore
    beforeAll(async () => {
      database = await target.open()
      store = await makeSqlEventStore(database)
    })
    afterAll(async () => {
      await store.close()
      await database.close()
    })

    it("given a projection stopped on an event, when it starts again with code that can read it, it applies the event and runs on", async () => {
      let canRead = false
      const applied: bigint[] = []
      const fragile: Projection = {
        name: "fragile",
        version: 1,
        eventTypes: ["Fragile"],
        tables: [],
        apply: async (_trx, event) => {
          if (!canRead) throw new Error("cannot read this event yet")
          applied.push(event.position)
          return []
        },
        reset: async () => {}
      }
      const { position } = await Effect.runPromise(
        store.appendToStream(`Fragile-${crypto.randomUUID()}`, [{ id: crypto.randomUUID(), type: "Fragile", data: {}, metadata: {} }], {
          expectedRevision: "no_stream"
        })
      )
      await makeProjectionRunner({ database, store, projections: [fragile] }).catchUp()
      const stopped = (
        await sql<{
          state: string
          stopped_at: string
          event_types: string[]
        }>`select state, stopped_at::text, event_types from projection_checkpoints where name = 'fragile'`.execute(database.db)
      ).rows[0]
      expect(stopped).toEqual({ state: "stopped", stopped_at: position.toString(), event_types: ["Fragile"] })

      canRead = true // the fix is deployed: the next start tries the event again
      await makeProjectionRunner({ database, store, projections: [fragile] }).catchUp()
      expect(applied).toEqual([position])
      const running = (
        await sql<{
          state: string
          stopped_at: string | null
          last_error: string | null
        }>`select state, stopped_at::text, last_error from projection_checkpoints where name = 'fragile'`.execute(database.db)
      ).rows[0]
      expect(running).toEqual({ state: "running", stopped_at: null, last_error: null })
    })
  })
}
