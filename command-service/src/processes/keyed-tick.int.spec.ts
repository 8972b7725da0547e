import { AssetEvent, AssetId, AssetMaintenanceDue, AssetRegistered, SYSTEM_ACTOR, UserEvent, UserId, UserRegistered } from "@timber/contracts"
import { assetStream, userStream } from "@timber/domain"
import { planerRegistered } from "@timber/domain/testing/registered-planer"
import { makeSqlEventStore, testDatabases, type Database, type EventStore } from "@timber/eventstore"
import { Effect, HashMap, Schema } from "effect"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { migrateCommandTables } from "../storage/migrate"
import { maintenanceRemindersProcess } from "./maintenance-reminders.process"
import type { ProcessManager } from "./process-manager"
import { startProcessManagers } from "./runner"

const ASSETS = 300
/** The runner's clock: the morning of Mar 10. */
const NOW = new Date("2026-03-10T06:00:00.000Z")
/** Events happened on Feb 1: no due day had come, so none reminds when it is handled. */
const BEFORE = "2026-02-01T08:00:00.000Z"
/** Due today, overdue since Mar 1, overdue since yesterday; every other asset is due in December or has no due day. */
const DUE = new Map([
  ["a-1", "2026-03-10"],
  ["a-2", "2026-03-01"],
  ["a-3", "2026-03-09"]
])
const dueDateOf = (i: number) => DUE.get(`a-${i}`) ?? (i % 2 === 0 ? "2026-12-01" : null)

const metadata = { userId: SYSTEM_ACTOR.userId, userEmail: SYSTEM_ACTOR.userEmail, occurredAt: BEFORE }
const encoded = <A extends { readonly _tag: string }, I>(schema: Schema.Schema<A, I>, event: A) => {
  const { _tag, ...data } = Schema.encodeSync(schema)(event) as I & { readonly _tag: string }
  return { id: crypto.randomUUID(), type: _tag, data, metadata }
}

/** What the manager is asked with: the assets its state holds at each react and each tick. */
const spied = () => {
  const reacted: number[] = []
  const ticked: string[][] = []
  const manager: ProcessManager<any, any> = {
    ...maintenanceRemindersProcess,
    react: (state, e, recorded) => {
      reacted.push(HashMap.size(state.assets))
      return maintenanceRemindersProcess.react(state, e, recorded)
    },
    tick: (state, now) => {
      ticked.push([...HashMap.keys(state.assets)].map(String))
      return maintenanceRemindersProcess.tick!(state, now)
    }
  }
  return { manager, reacted, ticked }
}

/** The store, counting the events each read of the log hands out. */
const counting = (store: EventStore) => {
  let read = 0
  const counted: EventStore = {
    ...store,
    readAll: (options) => Effect.tap(store.readAll(options), (events) => Effect.sync(() => (read += events.length))),
    readPage: (options) => Effect.tap(store.readPage(options), ({ events }) => Effect.sync(() => (read += events.length)))
  }
  return { store: counted, eventsRead: () => read }
}

const reminders = async (store: EventStore) =>
  (await Effect.runPromise(store.readAll({ fromPosition: 1n, limit: 10_000, eventTypes: ["NotificationRaised"] }))).length

for (const target of testDatabases("the run's engine")) {
  describe(`a keyed manager with a tick on ${target.name}`, () => {
    let database: Database
    let store: EventStore
    const { manager, reacted, ticked } = spied()

    beforeAll(async () => {
      database = await target.open()
      store = await makeSqlEventStore(database)
      await migrateCommandTables(database.db)
      const managerId = UserId.make("u-manager")
      await Effect.runPromise(
        store.appendToStream(
          userStream(managerId),
          [
            encoded(
              UserEvent,
              UserRegistered.make({
                userId: managerId,
                email: "m@timber.test",
                firstName: "M",
                lastName: "T",
                role: "MANAGER",
                isActive: true,
                permissions: null
              })
            )
          ],
          { expectedRevision: "no_stream" }
        )
      )
      await Effect.runPromise(
        store.appendToStreams(
          Array.from({ length: ASSETS }, (_, i) => {
            const assetId = AssetId.make(`a-${i}`)
            return {
              streamId: assetStream(assetId),
              events: [
                encoded(AssetEvent, AssetRegistered.make({ ...planerRegistered, assetId, assetTag: `UD-${i}`, name: `Planer ${i}` })),
                encoded(AssetEvent, AssetMaintenanceDue.make({ assetId, nextDueDate: dueDateOf(i) }))
              ],
              expectedRevision: "no_stream" as const
            }
          })
        )
      )
      // the manager's checkpoint at the head holding its state as one document, as stored before its state was kept in rows
      const head = await Effect.runPromise(store.headPosition())
      const document = {
        assets: Array.from({ length: ASSETS }, (_, i) => [
          `a-${i}`,
          { assetTag: `UD-${i}`, name: `Planer ${i}`, dueDate: dueDateOf(i), assignedToUserId: null }
        ]),
        users: [["u-manager", { role: "MANAGER", permissions: null, isActive: true }]]
      }
      await sql`insert into process_checkpoints (name, position, state) values (${manager.name}, ${head.toString()}, ${JSON.stringify(document)}::jsonb)`.execute(
        database.db
      )
    }, 300_000)
    afterAll(async () => database?.close())

    it(`given its state stored as one document of ${ASSETS} assets, when it starts and ticks on Mar 10, then it writes the document as rows without reading the log, and the tick is asked about the 3 assets due, reminding the manager of each once`, async () => {
      const counted = counting(store)
      const runner = startProcessManagers({ database, store: counted.store, managers: [manager], now: () => NOW, log: () => undefined, tickEveryMs: 3_600_000 })
      await runner.settled()
      await runner.tick()
      await runner.tick()
      await runner.stop()

      expect(counted.eventsRead(), "no refold of the log").toBe(0)
      const { rows } = await sql<{ key: string }>`select key from process_states where name = ${manager.name}`.execute(database.db)
      expect(rows).toHaveLength(ASSETS + 1)
      expect(ticked.flat().sort()).toEqual([...DUE.keys()].sort())
      expect(await reminders(store)).toBe(3)
    }, 120_000)

    it("given its rows stored, when one asset's due day changes, then the manager folds it seeing that asset's row only, and the next tick, on the same morning, is asked about nothing", async () => {
      const assetId = AssetId.make("a-50")
      await Effect.runPromise(
        store.appendToStream(assetStream(assetId), [encoded(AssetEvent, AssetMaintenanceDue.make({ assetId, nextDueDate: "2026-12-24" }))], {
          expectedRevision: 1n
        })
      )
      ticked.length = 0
      const runner = startProcessManagers({ database, store, managers: [manager], now: () => NOW, log: () => undefined, tickEveryMs: 3_600_000 })
      await runner.settled()
      await runner.tick()
      await runner.stop()

      expect(reacted).toEqual([1])
      expect(ticked.flat()).toEqual([])
      const { rows } = await sql<{
        due_at: Date | string | null
      }>`select due_at from process_states where name = ${manager.name} and key = 'asset:a-50'`.execute(database.db)
      expect(new Date(rows[0]!.due_at!).toISOString()).toBe("2026-12-24T00:00:00.000Z")
    }, 120_000)
  })
}
