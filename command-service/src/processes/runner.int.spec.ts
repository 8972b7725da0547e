import { ApprovalRequestId, SYSTEM_ACTOR } from "@timber/contracts"
import { approvalRequestStream } from "@timber/domain"
import { makeSqlEventStore, testDatabases, type Database, type EventStore } from "@timber/eventstore"
import { Effect } from "effect"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { migrateCommandTables } from "../storage/migrate"
import { operationApprovalsProcess } from "./operation-approvals.process"
import { startProcessManagers } from "./runner"

const LOG_SIZE = 50_000
const PER_APPEND = 1_000

/** The store, counting how many events each read of the log hands out and from where. */
const counting = (store: EventStore) => {
  const reads: Array<{ from: bigint; events: number }> = []
  const counted: EventStore = {
    ...store,
    readAll: (options) => Effect.tap(store.readAll(options), (events) => Effect.sync(() => reads.push({ from: options.fromPosition, events: events.length }))),
    readPage: (options) =>
      Effect.tap(store.readPage(options), ({ events }) => Effect.sync(() => reads.push({ from: options.fromPosition, events: events.length })))
  }
  return { store: counted, reads, eventsRead: () => reads.reduce((sum, r) => sum + r.events, 0) }
}

/** The manager's checkpoint, once it holds a state it can read (its rows, kept in `process_states`). */
const checkpointOf = async (database: Database) => {
  const { rows } = await sql<{
    position: string
    state: unknown
  }>`select position, state from process_checkpoints where name = ${operationApprovalsProcess.name}`.execute(database.db)
  return rows[0] && JSON.stringify(rows[0].state) === JSON.stringify({ rows: "process_states" }) ? BigInt(rows[0].position) : -1n
}

/** Runs the manager until its checkpoint reaches the head, then stops it. */
const run = async (database: Database, store: EventStore) => {
  const head = await Effect.runPromise(store.headPosition())
  const runner = startProcessManagers({ database, store, managers: [operationApprovalsProcess], now: () => new Date(), log: () => undefined })
  while ((await checkpointOf(database)) < head) await new Promise((resolve) => setTimeout(resolve, 50))
  await runner.stop()
}

for (const target of testDatabases("every engine")) {
  describe(`process managers on ${target.name}`, () => {
    let database: Database
    let store: EventStore

    beforeAll(async () => {
      database = await target.open()
      store = await makeSqlEventStore(database)
      await migrateCommandTables(database.db)
      // a long log of decisions on requests the manager never saw asked: it folds them and issues nothing
      for (let i = 0; i < LOG_SIZE / PER_APPEND; i++) {
        const events = Array.from({ length: PER_APPEND }, (_, j) => ({
          id: crypto.randomUUID(),
          type: "ApprovalRejected",
          data: { requestId: `r-${i}-${j}`, notes: null },
          metadata: { userId: SYSTEM_ACTOR.userId, userEmail: SYSTEM_ACTOR.userEmail, occurredAt: new Date().toISOString() }
        }))
        await Effect.runPromise(store.appendToStream(approvalRequestStream(ApprovalRequestId.make(`bulk-${i}`)), events, { expectedRevision: "no_stream" }))
      }
    }, 300_000)
    afterAll(async () => database?.close())

    it(`given a manager that handled a log of ${LOG_SIZE} events, when it restarts, then it resumes from its checkpoint without reading the log from the start`, async () => {
      const first = counting(store)
      await run(database, first.store)
      expect(first.eventsRead()).toBeGreaterThanOrEqual(LOG_SIZE)
      const { rows } = await sql<{
        position: string
        state: unknown
      }>`select position, state from process_checkpoints where name = ${operationApprovalsProcess.name}`.execute(database.db)
      expect(BigInt(rows[0]!.position)).toBeGreaterThanOrEqual(BigInt(LOG_SIZE))
      expect(rows[0]!.state).not.toBeNull()

      const restarted = counting(store)
      await run(database, restarted.store)
      expect(restarted.reads.every((r) => r.from > BigInt(rows[0]!.position))).toBe(true)
      expect(restarted.eventsRead()).toBe(0)
    }, 300_000)

    it("given a manager whose state cannot be read any more, when it restarts, then it folds the log up to its checkpoint once and stores the state again", async () => {
      await sql`update process_checkpoints set state = '"not a map"'::jsonb where name = ${operationApprovalsProcess.name}`.execute(database.db)
      const refolding = counting(store)
      await run(database, refolding.store)
      expect(refolding.eventsRead()).toBeGreaterThanOrEqual(LOG_SIZE)
      const again = counting(store)
      await run(database, again.store)
      expect(again.eventsRead()).toBe(0)
    }, 300_000)
  })
}
