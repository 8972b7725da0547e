import { ApprovalRequestId, SYSTEM_ACTOR } from "@timber/contracts"
import { approvalRequestStream } from "@timber/domain"
import { makeSqlEventStore, testDatabases, type Database, type EventStore } from "@timber/eventstore"
import { Effect } from "effect"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { migrateCommandTables } from "../storage/migrate"
import { approvalNotificationsProcess } from "./approval-notifications.process"
import { startProcessManagers } from "./runner"

const manager = approvalNotificationsProcess

const checkpointRow = async (database: Database) =>
  (
    await sql<{
      position: string
      state: unknown
    }>`select position, state from process_checkpoints where name = ${manager.name}`.execute(database.db)
  ).rows[0]

/** The manager's rows (one per request), beside its checkpoint. */
const rowsOf = async (database: Database) =>
  (await sql<{ key: string; state: unknown }>`select key, state from process_states where name = ${manager.name} order by key`.execute(database.db)).rows.map(
    (row) => [row.key, row.state]
  )

const notificationsRaised = async (database: Database) =>
  Number((await sql<{ n: string }>`select count(*)::text as n from events where type = 'NotificationRaised'`.execute(database.db)).rows[0]!.n)

const until = async (condition: () => Promise<boolean>) => {
  const deadline = Date.now() + 30_000
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out")
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** An approval asked of an approver: the manager's reaction raises them one notification. */
const askApproval = (store: EventStore, requestId: string) =>
  Effect.runPromise(
    store.appendToStream(
      approvalRequestStream(ApprovalRequestId.make(requestId)),
      [
        {
          id: crypto.randomUUID(),
          type: "ApprovalRequested",
          data: {
            requestId,
            type: "WoodSlicer",
            ruleId: null,
            approverId: "approver-1",
            requestorId: "requestor-1",
            requestorEmail: "requestor@timber.works",
            operation: { operationId: null, serialNumber: "S-1", wastePercentage: 12, woodTypeName: "Teak" }
          },
          metadata: { userId: SYSTEM_ACTOR.userId, userEmail: SYSTEM_ACTOR.userEmail, occurredAt: new Date().toISOString() }
        }
      ],
      { expectedRevision: "no_stream" }
    )
  )

for (const target of testDatabases("every engine")) {
  describe(`a process manager's lazy checkpoint on ${target.name}`, () => {
    let database: Database
    let store: EventStore
    const start = (saveAfterMs?: number) =>
      startProcessManagers({ database, store, managers: [manager], now: () => new Date(), log: () => undefined, saveAfterMs })

    beforeAll(async () => {
      database = await target.open()
      store = await makeSqlEventStore(database)
      await migrateCommandTables(database.db)
    }, 60_000)
    afterAll(async () => database?.close())

    it("given a manager that reacted to an approval request, when it stops before its checkpoint was due, then the stop writes the checkpoint at the head with its state", async () => {
      // a save due only after ten minutes: the reaction is issued and its checkpoint not yet written
      const runner = start(600_000)
      await until(async () => (await checkpointRow(database)) !== undefined)
      await askApproval(store, "request-stop")
      await until(async () => (await notificationsRaised(database)) === 1)
      expect(BigInt((await checkpointRow(database))!.position)).toBe(0n)
      await runner.stop()
      const head = await Effect.runPromise(store.headPosition())
      const row = await checkpointRow(database)
      expect(BigInt(row!.position)).toBe(head)
      expect(await rowsOf(database)).toEqual([["request:request-stop", expect.objectContaining({ approverId: "approver-1" })]])
    }, 60_000)

    it("given a manager killed after its reaction and before its checkpoint was saved, when it restarts from the older checkpoint, then it reacts again and the approver still has one notification", async () => {
      const before = await checkpointRow(database)
      const raised = await notificationsRaised(database)
      const runner = start()
      await askApproval(store, "request-killed")
      await until(async () => (await notificationsRaised(database)) === raised + 1)
      await runner.stop()
      // the kill: the checkpoint and the rows as they stood before the trigger, as if the save after the reaction never happened
      await sql`update process_checkpoints set position = ${before!.position}, state = ${JSON.stringify(before!.state)}::jsonb where name = ${manager.name}`.execute(
        database.db
      )
      await sql`delete from process_states where name = ${manager.name} and saved_at_position::numeric > ${before!.position}::numeric`.execute(database.db)
      expect(await rowsOf(database)).toHaveLength(1)

      const restarted = start()
      const head = await Effect.runPromise(store.headPosition())
      await until(async () => BigInt((await checkpointRow(database))!.position) >= head)
      await restarted.stop()
      expect(await notificationsRaised(database)).toBe(raised + 1)
      expect(await rowsOf(database)).toEqual([
        ["request:request-killed", expect.objectContaining({ approverId: "approver-1" })],
        ["request:request-stop", expect.objectContaining({ approverId: "approver-1" })]
      ])
    }, 60_000)
  })
}
