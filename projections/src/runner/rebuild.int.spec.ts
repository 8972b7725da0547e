import { LotDecider, lotStream, WoodTypeDecider, woodTypeStream, UserDecider, userStream, fold } from "@timber/domain"
import { makeSqlEventStore, testDatabases, type Database, type EventStore } from "@timber/eventstore"
import { Effect, Either } from "effect"
import fc from "fast-check"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { LotStatus } from "@timber/contracts"
import { ALL_PROJECTIONS } from "./all-projections"
import { domainEvent, type Projection } from "./projection"
import { forceRebuild, makeProjectionRunner } from "./runner"

/** A command the generator may issue; ids index into small pools so commands collide on purpose. */
type Op =
  | { kind: "woodType"; wt: number; name: string }
  | { kind: "renameWoodType"; wt: number; name: string }
  | { kind: "deleteWoodType"; wt: number }
  | { kind: "createLot"; lot: number; wt: number; supplier: string; volume: number | null }
  | { kind: "editLot"; lot: number; wt: number; supplier: string }
  | { kind: "status"; lot: number; status: LotStatus }
  | { kind: "deleteLot"; lot: number }
  | { kind: "user"; user: number; role: "ADMIN" | "MANAGER" | "USER" }
  | { kind: "login"; user: number; ok: boolean }

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("woodType" as const), wt: fc.nat(3), name: fc.string({ minLength: 1, maxLength: 8 }) }),
  fc.record({ kind: fc.constant("renameWoodType" as const), wt: fc.nat(3), name: fc.string({ minLength: 1, maxLength: 8 }) }),
  fc.record({ kind: fc.constant("deleteWoodType" as const), wt: fc.nat(3) }),
  fc.record({ kind: fc.constant("createLot" as const), lot: fc.nat(5), wt: fc.nat(3), supplier: fc.string({ maxLength: 10 }), volume: fc.option(fc.double({ min: 0, max: 1000, noNaN: true })) }),
  fc.record({ kind: fc.constant("editLot" as const), lot: fc.nat(5), wt: fc.nat(3), supplier: fc.string({ maxLength: 10 }) }),
  fc.record({ kind: fc.constant("status" as const), lot: fc.nat(5), status: fc.constantFrom<LotStatus>("COMPLETED", "PENDING") }),
  fc.record({ kind: fc.constant("deleteLot" as const), lot: fc.nat(5) }),
  fc.record({ kind: fc.constant("user" as const), user: fc.nat(2), role: fc.constantFrom("ADMIN" as const, "MANAGER" as const, "USER" as const) }),
  fc.record({ kind: fc.constant("login" as const), user: fc.nat(2), ok: fc.boolean() })
)

let runId = 0
const admin = { userId: "admin", email: "admin@x.tz", role: "ADMIN" }

/** Runs one command through its decider and appends what it decides, as the command service does. */
const issue = async (store: EventStore, prefix: string, o: Op, at: string) => {
  const run = async <C, E extends { _tag: string }, S>(decider: { decide: (c: C, s: S) => Effect.Effect<ReadonlyArray<E>, unknown>; evolve: (s: S, e: E) => S; initialState: S }, streamId: string, command: (s: S) => C | null) => {
    const recorded = await Effect.runPromise(store.readStream(streamId))
    const state = fold(decider, recorded.map((r) => domainEvent((u) => u as E, r)))
    const c = command(state)
    if (c === null) return
    const result = Effect.runSync(Effect.either(decider.decide(c, state)))
    if (Either.isLeft(result) || result.right.length === 0) return
    const last = recorded[recorded.length - 1]
    await Effect.runPromise(
      store.appendToStream(
        streamId,
        result.right.map((e) => {
          const { _tag, ...data } = e
          return { id: crypto.randomUUID(), type: _tag, data, metadata: { userId: "admin", userEmail: admin.email, occurredAt: at } }
        }),
        { expectedRevision: last ? last.revision : "no_stream" }
      )
    )
  }
  const wtId = (n: number) => `${prefix}-wt-${n}`
  const lotId = (n: number) => `${prefix}-lot-${n}`
  const woodTypeName = async (n: number) => {
    const recorded = await Effect.runPromise(store.readStream(woodTypeStream(wtId(n))))
    const state = fold(WoodTypeDecider, recorded.map((r) => domainEvent((u) => u as never, r)))
    return state._tag === "Existing" ? state.name : null
  }
  switch (o.kind) {
    case "woodType":
      return run(WoodTypeDecider, woodTypeStream(wtId(o.wt)), () => ({ _tag: "CreateWoodType" as const, woodTypeId: wtId(o.wt), name: o.name, grade: null }))
    case "renameWoodType":
      return run(WoodTypeDecider, woodTypeStream(wtId(o.wt)), () => ({ _tag: "UpdateWoodType" as const, woodTypeId: wtId(o.wt), name: o.name, grade: "B" }))
    case "deleteWoodType":
      return run(WoodTypeDecider, woodTypeStream(wtId(o.wt)), () => ({ _tag: "DeleteWoodType" as const, woodTypeId: wtId(o.wt) }))
    case "createLot":
    case "editLot": {
      const name = await woodTypeName(o.wt)
      if (name === null) return
      const fields = {
        woodType: { id: wtId(o.wt), name },
        supplier: o.supplier,
        receiptDate: "2026-11-01",
        purchaseOrder: "PO",
        notes: null,
        estimatedVolumeM3: o.kind === "createLot" ? o.volume : 1,
        estimatedPieces: 3,
        estimatedAmount: 0,
        woodFormat: "SLEEPERS" as const
      }
      return run(LotDecider, lotStream(lotId(o.lot)), () =>
        o.kind === "createLot"
          ? { _tag: "CreateLot" as const, lotId: lotId(o.lot), lotNumber: `${prefix}-N${o.lot}`, ...fields }
          : { _tag: "UpdateLot" as const, lotId: lotId(o.lot), lotNumber: null, ...fields }
      )
    }
    case "status":
      return run(LotDecider, lotStream(lotId(o.lot)), () => ({ _tag: "ChangeLotStatus" as const, lotId: lotId(o.lot), status: o.status, actor: admin }))
    case "deleteLot":
      return run(LotDecider, lotStream(lotId(o.lot)), () => ({ _tag: "DeleteLot" as const, lotId: lotId(o.lot) }))
    case "user":
      return run(UserDecider, userStream(`${prefix}-u${o.user}`), () => ({
        _tag: "RegisterUser" as const, userId: `${prefix}-u${o.user}`, email: `${prefix}-u${o.user}@x.tz`, firstName: "F", lastName: "L", role: o.role, isActive: true, permissions: null
      }))
    case "login":
      return run(UserDecider, userStream(`${prefix}-u${o.user}`), () => ({ _tag: "RecordLoginAttempt" as const, userId: `${prefix}-u${o.user}`, passwordMatched: o.ok, at }))
  }
}

const snapshot = async (database: Database) => {
  const tables: Record<string, unknown[]> = {}
  for (const projection of ALL_PROJECTIONS) {
    for (const table of projection.tables) {
      tables[table] = (await sql`select * from ${sql.table(table)} order by id`.execute(database.db)).rows
    }
  }
  return tables
}

for (const target of testDatabases()) {
  describe(`projections on ${target.name}`, () => {
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

    it("property: after any sequence of commands, rebuilding every projection from position 0 gives the same tables as the live run", async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 40 }), async (ops) => {
          const prefix = `r${++runId}`
          const live = makeProjectionRunner({ database, store, projections: ALL_PROJECTIONS, batchSize: 7 })
          let i = 0
          for (const o of ops) {
            await issue(store, prefix, o, new Date(Date.UTC(2026, 10, 1, 0, i++)).toISOString())
            if (i % 5 === 0) await live.catchUp()
          }
          await live.catchUp()
          const liveTables = await snapshot(database)
          await forceRebuild(database)
          const rebuilt = makeProjectionRunner({ database, store, projections: ALL_PROJECTIONS, batchSize: 50 })
          await rebuilt.catchUp()
          expect(await snapshot(database)).toEqual(liveTables)
        }),
        { numRuns: 15 }
      )
    })

    it("a poison event stops only its projection and is reported in its status", async () => {
      const poisoned: Projection = {
        name: "poisoned",
        version: 1,
        eventTypes: ["Poison"],
        tables: [],
        apply: async () => {
          throw new Error("cannot read this event")
        },
        reset: async () => {}
      }
      const runner = makeProjectionRunner({ database, store, projections: [...ALL_PROJECTIONS, poisoned] })
      await Effect.runPromise(store.appendToStream(`Poison-${crypto.randomUUID()}`, [{ id: crypto.randomUUID(), type: "Poison", data: {}, metadata: {} }], { expectedRevision: "any" }))
      await issue(store, "poison", { kind: "woodType", wt: 0, name: "After poison" }, new Date().toISOString())
      await runner.catchUp()
      const rows = (await sql<{ name: string; state: string; last_error: string | null }>`select name, state, last_error from projection_checkpoints`.execute(database.db)).rows
      expect(rows.find((r) => r.name === "poisoned")).toMatchObject({ state: "stopped", last_error: expect.stringContaining("cannot read this event") })
      expect(rows.filter((r) => r.name !== "poisoned").every((r) => r.state === "running")).toBe(true)
      const woodTypes = (await sql<{ name: string }>`select name from wood_types where id = 'poison-wt-0'`.execute(database.db)).rows
      expect(woodTypes).toEqual([{ name: "After poison" }])
    })
  })
}
