import { PROJECTION_CHANNEL, ProjectionChange } from "@timber/contracts"
import { makeSqlEventStore, testDatabases, type Database, type EventStore } from "@timber/eventstore"
import { Effect, Schema } from "effect"
import { sql } from "kysely"
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Projection } from "./projection"
import { makeProjectionRunner } from "./runner"

const decode = Schema.decodeUnknownSync(Schema.parseJson(ProjectionChange))

/** A projection that keeps what it applied in memory and names one topic per event; it cannot read `refuses`. */
const remembering = (name: string, eventTypes: ReadonlyArray<string>, refuses?: string) => {
  const applied: string[] = []
  const projection: Projection = {
    name,
    version: 1,
    eventTypes,
    tables: [],
    apply: async (_trx, event) => {
      if (event.type === refuses) throw new Error(`${name} cannot read ${event.type}`)
      applied.push(event.type)
      return [`${name}:${event.type}`]
    },
    reset: async () => {}
  }
  return { projection, applied }
}

const append = (store: EventStore, type: string) =>
  Effect.runPromise(store.appendToStream(`${type}-${randomUUID()}`, [{ id: randomUUID(), type, data: {}, metadata: {} }], { expectedRevision: "no_stream" }))

const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

for (const target of testDatabases("every engine")) {
  describe(`one wake of the projection runner (${target.name})`, () => {
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

    it("given an event two projections read and a third that reads none of it, when the runner wakes, one commit moves all three and one notification names them with both topics", async () => {
      const lots = remembering("wake-lots", ["WakeLotCreated"])
      const audit = remembering("wake-audit", ["WakeLotCreated", "WakeOther"])
      const idle = remembering("wake-idle", ["WakeOther"])
      const runner = makeProjectionRunner({ database, store, projections: [lots.projection, audit.projection, idle.projection] })
      await runner.catchUp()
      const heard: ProjectionChange[] = []
      const unlisten = await database.listen(PROJECTION_CHANNEL, (payload) => void heard.push(decode(payload)))
      const { position } = await append(store, "WakeLotCreated")
      await runner.catchUp()
      await settle()
      await unlisten()
      expect(lots.applied).toEqual(["WakeLotCreated"])
      expect(audit.applied).toEqual(["WakeLotCreated"])
      expect(heard).toHaveLength(1)
      expect(heard[0]).toMatchObject({ position: position.toString() })
      expect([...heard[0]!.topics].sort()).toEqual(["wake-audit:WakeLotCreated", "wake-lots:WakeLotCreated"])
      expect([...(heard[0]!.projections ?? [])].sort()).toEqual(["wake-audit", "wake-idle", "wake-lots"])
      const rows = (
        await sql<{
          name: string
          position: string
          state: string
        }>`select name, position::text, state from projection_checkpoints where name like 'wake-%' and name not like 'wake-poison%' order by name`.execute(
          database.db
        )
      ).rows
      expect(rows).toEqual(["wake-audit", "wake-idle", "wake-lots"].map((name) => ({ name, position: position.toString(), state: "running" })))
    })

    it("given a wake in which one projection meets an event it cannot read, the other projection of that wake still applies it and only the first stops", async () => {
      const fragile = remembering("wake-poison-fragile", ["WakePoison"], "WakePoison")
      const sturdy = remembering("wake-poison-sturdy", ["WakePoison"])
      const runner = makeProjectionRunner({ database, store, projections: [fragile.projection, sturdy.projection] })
      await runner.catchUp()
      const { position } = await append(store, "WakePoison")
      await runner.catchUp()
      expect(sturdy.applied).toEqual(["WakePoison"])
      const rows = (
        await sql<{
          name: string
          state: string
          stopped_at: string | null
        }>`select name, state, stopped_at::text from projection_checkpoints where name like 'wake-poison-%' order by name`.execute(database.db)
      ).rows
      expect(rows).toEqual([
        { name: "wake-poison-fragile", state: "stopped", stopped_at: position.toString() },
        { name: "wake-poison-sturdy", state: "running", stopped_at: null }
      ])
    })
  })
}
