import { SYSTEM_ACTOR } from "@timber/contracts"
import { makeSqlEventStore, testDatabases, type Database, type EventStore } from "@timber/eventstore"
import { Effect } from "effect"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { migrateCommandTables } from "../storage/migrate"
import { lotSlicingProcess } from "./lot-slicing.process"
import { startProcessManagers } from "./runner"

const LOTS = 5_000
const PER_APPEND = 500

const lotCreated = (i: number) => ({
  id: crypto.randomUUID(),
  type: "LotCreated",
  data: {
    lotId: `lot-${i}`,
    lotNumber: `LOT-${i}`,
    status: "PENDING",
    woodTypeId: "wt-1",
    woodTypeName: "Teak",
    supplier: "Sao Hill",
    receiptDate: "2026-11-02",
    purchaseOrder: "PO-1",
    notes: null,
    estimatedVolumeM3: 12,
    estimatedPieces: 40,
    estimatedAmount: 0,
    woodFormat: "SLEEPERS"
  },
  metadata: { userId: SYSTEM_ACTOR.userId, userEmail: SYSTEM_ACTOR.userEmail, occurredAt: new Date().toISOString() }
})

/** Runs the manager until its checkpoint reaches the head, then stops it (which writes what it holds). */
const runToHead = async (database: Database, store: EventStore) => {
  const head = await Effect.runPromise(store.headPosition())
  const runner = startProcessManagers({ database, store, managers: [lotSlicingProcess], now: () => new Date(), log: () => undefined })
  const reached = async () => {
    const { rows } = await sql<{ position: string }>`select position from process_checkpoints where name = ${lotSlicingProcess.name}`.execute(database.db)
    return rows[0] ? BigInt(rows[0].position) : -1n
  }
  while ((await reached()) < head) await new Promise((resolve) => setTimeout(resolve, 50))
  await runner.stop()
}

const rowsOf = async (database: Database) =>
  (
    await sql<{ key: string; state: unknown; saved_at_position: string }>`
      select key, state, saved_at_position from process_states where name = ${lotSlicingProcess.name}`.execute(database.db)
  ).rows

for (const target of testDatabases("the run's engine")) {
  describe(`a keyed process manager's state on ${target.name}`, () => {
    let database: Database
    let store: EventStore

    beforeAll(async () => {
      database = await target.open()
      store = await makeSqlEventStore(database)
      await migrateCommandTables(database.db)
      for (let i = 0; i < LOTS / PER_APPEND; i++)
        await Effect.runPromise(
          store.appendToStreams(
            Array.from({ length: PER_APPEND }, (_, j) => ({
              streamId: `Lot-lot-${i * PER_APPEND + j}`,
              events: [lotCreated(i * PER_APPEND + j)],
              expectedRevision: "no_stream" as const
            }))
          )
        )
    }, 300_000)
    afterAll(async () => database?.close())

    it(`given ${LOTS} LOTs, when the lot-slicing manager has handled them, then its state is ${LOTS} small rows, one per LOT, and its checkpoint holds no document`, async () => {
      await runToHead(database, store)
      const rows = await rowsOf(database)
      expect(rows).toHaveLength(LOTS)
      expect(rows.find((row) => row.key === "lot:LOT-42")?.state).toBe("lot-42")
      expect(Math.max(...rows.map((row) => JSON.stringify(row.state).length))).toBeLessThan(100)
      const { rows: checkpoint } = await sql<{ state: unknown }>`select state from process_checkpoints where name = ${lotSlicingProcess.name}`.execute(
        database.db
      )
      expect(JSON.stringify(checkpoint[0]!.state).length).toBeLessThan(100)
    }, 300_000)

    it("given its rows stored, when one more LOT is created and the manager runs again, then only that LOT's row is written", async () => {
      await Effect.runPromise(store.appendToStream("Lot-lot-new", [lotCreated(LOTS + 1)], { expectedRevision: "no_stream" }))
      const head = await Effect.runPromise(store.headPosition())
      await runToHead(database, store)
      const written = (await rowsOf(database)).filter((row) => BigInt(row.saved_at_position) >= head)
      expect(written.map((row) => row.key)).toEqual([`lot:LOT-${LOTS + 1}`])
    }, 300_000)
  })
}
