import { PROJECTION_OPERATION_EVENT_TYPES, ProjectionOperationEvent, projectionOperationsStream } from "@timber/contracts"
import { makeSqlEventStore, testDatabases, type Database, type EventStore } from "@timber/eventstore"
import { Effect, Schema } from "effect"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { projectionOperationsProjection } from "../operations/projection-operations.projection"
import type { Projection } from "./projection"
import { makeProjectionRunner } from "./runner"

/** A projection writing one row per `Counted` event, each marked with the version that wrote it. */
const counted = (version: number): Projection => ({
  name: "counted",
  version,
  eventTypes: ["Counted"],
  tables: ["counted_rows"],
  apply: async (trx, event) => {
    await sql`insert into counted_rows (id, written_by) values (${event.id}, ${version})`.execute(trx)
    return []
  },
  reset: async (trx) => {
    await sql`delete from counted_rows`.execute(trx)
  }
})

/** Appends `count` events of `type`; answers where the last one went (read back at once, it could still be below the watermark). */
const appendMany = async (store: EventStore, type: string, count: number) => {
  let last = { streamId: "", position: 0n }
  for (let done = 0; done < count; done += 500) {
    const events = Array.from({ length: Math.min(500, count - done) }, () => ({ id: crypto.randomUUID(), type, data: {}, metadata: {} }))
    const streamId = `${type}-${crypto.randomUUID()}`
    const { position } = await Effect.runPromise(store.appendToStream(streamId, events, { expectedRevision: "no_stream" }))
    last = { streamId, position }
  }
  return last
}

const operation = async (store: EventStore, event: ProjectionOperationEvent) => {
  const { _tag, ...data } = Schema.encodeSync(ProjectionOperationEvent)(event)
  return Effect.runPromise(
    store.appendToStream(
      projectionOperationsStream(event.projection),
      [{ id: crypto.randomUUID(), type: _tag, data, metadata: { userEmail: "admin@timber.test" } }],
      {
        expectedRevision: "any"
      }
    )
  )
}

const checkpointOf = async (database: Database, name: string) =>
  (
    await sql<{
      version: number
      state: string
      stopped_at: string | null
      last_error: string | null
      rebuild_error: string | null
    }>`select version, state, stopped_at::text, last_error, rebuild_error from projection_checkpoints where name = ${name}`.execute(database.db)
  ).rows[0]

for (const target of testDatabases("every engine")) {
  describe(`blue-green rebuilds and projection operations on ${target.name}`, () => {
    let database: Database
    let store: EventStore
    beforeAll(async () => {
      database = await target.open()
      store = await makeSqlEventStore(database)
      await sql`create table counted_rows (id text primary key, written_by int not null)`.execute(database.db)
    })
    afterAll(async () => {
      await store.close()
      await database.close()
    })

    it("given a projection of 3,000 rows, when its version changes, readers looping on its table during the rebuild see all 3,000 old rows or all 3,000 new ones, never a part; then it runs on the new tables", async () => {
      await appendMany(store, "Counted", 3_000)
      await makeProjectionRunner({ database, store, projections: [counted(1)] }).catchUp()
      const read = async () =>
        (
          await sql<{ rows: number; by: number[] | null }>`select count(*)::int as rows, array_agg(distinct written_by) as by from counted_rows`.execute(
            database.db
          )
        ).rows[0]!
      expect(await read()).toEqual({ rows: 3_000, by: [1] })

      // batches of 100: thirty transactions, each a chance for a reader to see a half-built table
      const runner = makeProjectionRunner({ database, store, projections: [counted(2)], batchSize: 100 })
      let done = false
      const seen: string[] = []
      const reader = (async () => {
        while (!done) {
          const { rows, by } = await read()
          // no sleep: on PGlite the rebuild's queries never yield to a timer, only to queries queued behind them
          seen.push(`${rows} by ${(by ?? []).join(",")}`)
          if (rows !== 3_000) break
        }
      })()
      await runner.start()
      const caughtUp = runner.catchUp()
      // a reader that saw a part stops at once (and the rebuild is still waited for, so the run ends cleanly)
      await Promise.race([caughtUp, reader])
      done = true
      await reader
      await caughtUp
      await runner.stop()
      expect(new Set(seen)).toEqual(new Set(["3000 by 1", "3000 by 2"].filter((s) => seen.includes(s))))
      expect(seen.length).toBeGreaterThan(2)
      expect(seen.at(-1)).toBe("3000 by 2")
      expect(await checkpointOf(database, "counted")).toMatchObject({ version: 2, state: "running", rebuild_error: null })
      // no shadow left behind
      const schemas = (await sql<{ name: string }>`select nspname as name from pg_namespace where nspname like '%counted%'`.execute(database.db)).rows
      expect(schemas).toEqual([])

      // the live loop carries on on the swapped-in tables
      await appendMany(store, "Counted", 5)
      await runner.catchUp()
      expect(await read()).toEqual({ rows: 3_005, by: [2] })
    }, 120_000)

    it("given a projection stopped on a poison event, when an ADMIN records a skip, it runs on without it, and a rebuild skips it again", async () => {
      const applied: string[] = []
      const fragile: Projection = {
        name: "fragile",
        version: 1,
        eventTypes: ["Fine", "Poison"],
        tables: [],
        apply: async (_trx, event) => {
          if (event.type === "Poison") throw new Error("cannot read this event")
          applied.push(event.id)
          return []
        },
        reset: async () => {}
      }
      const runner = makeProjectionRunner({ database, store, projections: [fragile, projectionOperationsProjection] })
      await runner.catchUp()
      // another database's transaction in flight on the same server can hold the watermark back: take the position the append answered
      const poison = await appendMany(store, "Poison", 1)
      await appendMany(store, "Fine", 2)
      await runner.catchUp()
      expect(await checkpointOf(database, "fragile")).toMatchObject({ state: "stopped", stopped_at: poison.position.toString() })
      expect(applied).toHaveLength(0)

      await operation(store, {
        _tag: "ProjectionEventSkipped",
        projection: "fragile",
        position: poison.position.toString(),
        eventType: "Poison",
        streamId: poison.streamId,
        reason: "a test event nobody can read",
        skippedBy: "admin@timber.test"
      })
      await runner.catchUp()
      expect(await checkpointOf(database, "fragile")).toMatchObject({ state: "running", stopped_at: null, last_error: null })
      expect(applied).toHaveLength(2)
      const skips = (
        await sql<{ projection: string; position: string; reason: string }>`select projection, position::text, reason from projection_skips`.execute(
          database.db
        )
      ).rows
      expect(skips).toEqual([{ projection: "fragile", position: poison.position.toString(), reason: "a test event nobody can read" }])

      applied.length = 0
      await runner.rebuild("fragile")
      expect(applied).toHaveLength(2)
      expect(await checkpointOf(database, "fragile")).toMatchObject({ state: "running", rebuild_error: null })
    }, 60_000)

    it("given a projection stopped on an event, when an ADMIN resumes it after a fix, it applies the event; a rebuild request recorded in the log rebuilds it", async () => {
      let canRead = false
      const applied: string[] = []
      const healed: Projection = {
        name: "healed",
        version: 1,
        eventTypes: ["Healable"],
        tables: [],
        apply: async (_trx, event) => {
          if (!canRead) throw new Error("not yet")
          applied.push(event.id)
          return []
        },
        reset: async () => {}
      }
      const runner = makeProjectionRunner({ database, store, projections: [healed, projectionOperationsProjection] })
      await appendMany(store, "Healable", 1)
      await runner.catchUp()
      const stopped = await checkpointOf(database, "healed")
      expect(stopped).toMatchObject({ state: "stopped" })

      canRead = true
      await operation(store, { _tag: "ProjectionResumed", projection: "healed", position: stopped!.stopped_at!, resumedBy: "admin@timber.test" })
      await runner.catchUp()
      expect(await checkpointOf(database, "healed")).toMatchObject({ state: "running" })
      expect(applied).toHaveLength(1)

      await operation(store, { _tag: "ProjectionRebuildRequested", projection: "healed", requestedBy: "admin@timber.test" })
      await runner.catchUp()
      expect(applied).toHaveLength(2)
      expect(PROJECTION_OPERATION_EVENT_TYPES).toContain("ProjectionRebuildRequested")
    }, 60_000)

    it("a rebuild that meets an event it cannot read gives up: the live tables keep serving, the reason is on the checkpoint row", async () => {
      let broken = false
      const flaky: Projection = {
        ...counted(3),
        name: "flaky",
        eventTypes: ["Counted"],
        tables: ["counted_rows"],
        apply: async (trx, event) => {
          if (broken) throw new Error("broken build")
          return counted(3).apply(trx, event)
        }
      }
      // the table stays as the first spec left it: 3,005 rows by version 2
      broken = true
      const runner = makeProjectionRunner({ database, store, projections: [flaky] })
      await runner.catchUp().catch(() => undefined)
      await sql`update projection_checkpoints set state = 'running', stopped_at = null where name = 'flaky'`.execute(database.db)
      await expect(runner.rebuild("flaky")).rejects.toThrow()
      const rows = (await sql<{ rows: number }>`select count(*)::int as rows from counted_rows`.execute(database.db)).rows[0]
      expect(rows).toEqual({ rows: 3_005 })
      expect((await checkpointOf(database, "flaky"))?.rebuild_error).toContain("broken build")
    }, 60_000)

    it("given an ADMIN's rebuild cut short by a stop (started, neither finished nor given up), when the runner starts again, then it rebuilds to the end and the bar ends full", async () => {
      await sql`create table resumed_rows (id text primary key)`.execute(database.db)
      const resumed: Projection = {
        name: "resumed",
        version: 1,
        eventTypes: ["Counted"],
        tables: ["resumed_rows"],
        apply: async (trx, event) => {
          await sql`insert into resumed_rows (id) values (${event.id})`.execute(trx)
          return []
        },
        reset: async (trx) => {
          await sql`delete from resumed_rows`.execute(trx)
        }
      }
      await makeProjectionRunner({ database, store, projections: [resumed] }).catchUp()
      // what the stop left: the bar a third of the way, no end, no error
      await sql`update projection_checkpoints set rebuild_started_at = now(), rebuild_position = '1000', rebuild_head = '3000', rebuild_events = '1000',
        rebuild_finished_at = null, rebuild_error = null where name = 'resumed'`.execute(database.db)

      await makeProjectionRunner({ database, store, projections: [resumed] }).catchUp()

      const row = (
        await sql<{ finished: boolean; position: string; head: string }>`
          select rebuild_finished_at is not null as finished, rebuild_position::text as position, rebuild_head::text as head
          from projection_checkpoints where name = 'resumed'`.execute(database.db)
      ).rows[0]
      expect(row?.finished).toBe(true)
      expect(row?.position).toBe(row?.head)
      const rows = (await sql<{ rows: number }>`select count(*)::int as rows from resumed_rows`.execute(database.db)).rows[0]
      expect(rows).toEqual({ rows: 3_005 })
    }, 60_000)

    it("given a projection that only inserts into its table, a rebuild swaps in the table with every index the live one has, under the same names, and rows that met on its unique keys once", async () => {
      await sql`create table logged_rows (id text primary key, kind text not null, step int not null)`.execute(database.db)
      await sql`create index logged_rows_by_kind on logged_rows (kind, step)`.execute(database.db)
      await sql`create unique index logged_rows_by_step on logged_rows (step)`.execute(database.db)
      /** Each event logged twice, as a redelivered batch would: the second meets the first on both unique keys. */
      const logged = (version: number): Projection => ({
        name: "logged",
        version,
        eventTypes: ["Logged"],
        tables: ["logged_rows"],
        insertOnly: ["logged_rows"],
        apply: async (trx, event) => {
          for (let twice = 0; twice < 2; twice++)
            await sql`insert into logged_rows (id, kind, step) values (${event.id}, ${`kind ${version}`}, ${Number(event.position % 1_000_000n)}) on conflict do nothing`.execute(
              trx
            )
          return []
        },
        reset: async (trx) => {
          await sql`delete from logged_rows`.execute(trx)
        }
      })
      const indexes = async () =>
        (
          await sql<{
            name: string
            definition: string
          }>`select indexname as name, indexdef as definition from pg_indexes where schemaname = current_schema() and tablename = 'logged_rows' order by indexdef`.execute(
            database.db
          )
        ).rows
      await appendMany(store, "Logged", 300)
      await makeProjectionRunner({ database, store, projections: [logged(1)] }).catchUp()
      const live = await indexes()
      expect(live.map((index) => index.name).sort()).toEqual(["logged_rows_by_kind", "logged_rows_by_step", "logged_rows_pkey"])
      await makeProjectionRunner({ database, store, projections: [logged(2)], batchSize: 100 }).catchUp()
      const rebuilt = await indexes()
      expect(rebuilt.find((index) => index.name === "logged_rows_by_kind")?.definition).toBe(
        live.find((index) => index.name === "logged_rows_by_kind")!.definition
      )
      const unnamed = (found: typeof live) => found.map((index) => index.definition.replace(/INDEX \S+ ON/, "INDEX ON")).sort()
      expect(unnamed(rebuilt)).toEqual(unnamed(live))
      const rows = (
        await sql<{ rows: number; kinds: string[] }>`select count(*)::int as rows, array_agg(distinct kind) as kinds from logged_rows`.execute(database.db)
      ).rows[0]
      expect(rows).toEqual({ rows: 300, kinds: ["kind 2"] })
    }, 60_000)
  })
}
