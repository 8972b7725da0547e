import { randomUUID } from "node:crypto"
import { Chunk, Effect, Stream } from "effect"
import { sql } from "kysely"
import { describe, expect, it } from "vitest"
import { testDatabases } from "../testing/databases"
import { subscribeToAll } from "../consumer/subscribe"
import { POSITIONS_PER_TRANSACTION } from "./schema"
import { makeSqlEventStore } from "./sql-event-store"

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)
const event = (type: string) => ({ id: randomUUID(), type, data: { type }, metadata: { userId: "u" } })

for (const database of testDatabases("every engine")) {
  describe(`events table of an earlier install: ${database.name}`, () => {
    it("given events stored by the earlier schema (a bigserial position), when the store starts, then they read as before and new appends follow them in one order", async () => {
      const db = await database.open()
      try {
        // the table exactly as installs before transaction-based positions created it
        await sql`
          create table events (
            position bigserial primary key, event_id text not null unique, stream_id text not null, revision bigint not null,
            type text not null, data jsonb not null, metadata jsonb not null, recorded_at timestamptz not null default now(),
            unique (stream_id, revision))`.execute(db.db)
        await sql`create index events_type_position on events (type, position)`.execute(db.db)
        for (const [revision, type] of ["Old0", "Old1", "Old2"].entries()) {
          await sql`insert into events (event_id, stream_id, revision, type, data, metadata)
                    values (${randomUUID()}, 'Lot-1', ${revision}, ${type}, '{}'::jsonb, '{}'::jsonb)`.execute(db.db)
        }

        const store = await makeSqlEventStore(db)
        await run(store.appendToStream("Lot-1", [event("New3")], { expectedRevision: 2n }))
        await run(store.appendToStream("Lot-2", [event("New0")], { expectedRevision: "no_stream" }))
        const restarted = await makeSqlEventStore(db) // a second start migrates nothing and breaks nothing
        await run(restarted.appendToStream("Lot-1", [event("New4")], { expectedRevision: 3n }))

        expect((await run(store.readStream("Lot-1"))).map((e) => [e.type, e.revision])).toEqual([
          ["Old0", 0n],
          ["Old1", 1n],
          ["Old2", 2n],
          ["New3", 3n],
          ["New4", 4n]
        ])
        const head = await run(store.headPosition())
        const all = await run(store.readAll({ fromPosition: 0n, limit: 100 }))
        expect(all.map((e) => e.type)).toEqual(["Old0", "Old1", "Old2", "New3", "New0", "New4"])
        expect(all.at(-1)!.position).toBe(head)
        const subscribed = await run(Stream.runCollect(subscribeToAll(store, { fromPosition: 0n }).pipe(Stream.take(6))))
        expect(Chunk.toArray(subscribed).map((e) => e.type)).toEqual(all.map((e) => e.type))
        await restarted.close()
        await store.close()
      } finally {
        await db.close()
      }
    }, 90_000) // opening a PGlite takes seconds, far more on a loaded machine
  })

  describe(`a log restored from a server further along: ${database.name}`, () => {
    it("given events whose positions lie past this server's transaction ids (a dump restored elsewhere), when the store starts, then new appends follow them and readers see both", async () => {
      const db = await database.open()
      try {
        await (await makeSqlEventStore(db)).close()
        // the other server was a million transactions ahead of this one
        const { rows } = await sql<{
          ahead: string
        }>`select ((pg_current_xact_id()::text::bigint + 1000000) * ${POSITIONS_PER_TRANSACTION})::text as ahead`.execute(db.db)
        const ahead = BigInt(rows[0]!.ahead)
        for (const [revision, type] of ["Old0", "Old1"].entries())
          await sql`insert into events (position, event_id, stream_id, revision, type, data, metadata)
                    values (${(ahead + BigInt(revision)).toString()}::bigint, ${randomUUID()}, 'Lot-1', ${revision}, ${type}, '{}'::jsonb, '{}'::jsonb)`.execute(
            db.db
          )

        const store = await makeSqlEventStore(db)
        // readers see up to the oldest transaction still open on the server: another test's open transaction holds
        // the restored events back for its length (CI runs files side by side on one server), so they are awaited
        const typesFrom = async (from: bigint) => (await run(store.readAll({ fromPosition: from, limit: 100 }))).map((e) => e.type)
        await expect.poll(() => typesFrom(0n), { timeout: 60_000 }).toEqual(["Old0", "Old1"])
        await run(store.appendToStream("Lot-1", [event("New2")], { expectedRevision: 1n }))
        const restarted = await makeSqlEventStore(db) // a second start shifts nothing more
        await run(restarted.appendToStream("Lot-2", [event("New0")], { expectedRevision: "no_stream" }))
        await expect.poll(() => typesFrom(0n), { timeout: 60_000 }).toEqual(["Old0", "Old1", "New2", "New0"])
        const all = await run(store.readAll({ fromPosition: 0n, limit: 100 }))
        expect(all[2]!.position).toBeGreaterThan(ahead)
        expect(await run(store.headPosition())).toBe(all.at(-1)!.position)
        // a reader past the restored head (a projection's checkpoint) sees the new events
        expect(await typesFrom(ahead + 2n)).toEqual(["New2", "New0"])
        await restarted.close()
        await store.close()
      } finally {
        await db.close()
      }
    }, 90_000)
  })
}
