import { SYSTEM_ACTOR } from "@timber/contracts"
import { makeSqlEventStore, testDatabases, type Database, type EventStore, type RecordedEvent } from "@timber/eventstore"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { migrateCommandTables } from "../storage/migrate"
import { ALL_PROCESSES } from "./all-processes"
import { startProcessManagers, type ProcessRunner } from "./runner"

const WRITERS = 8
const SAVES_EACH = 5

const metadata = () => ({ userId: "u-clerk", userEmail: "clerk@timber.test", occurredAt: new Date().toISOString() })

const calculationSaved = (calculationId: string) => ({
  id: crypto.randomUUID(),
  type: "CalculationSaved",
  data: {
    calculationId,
    userId: "u-clerk",
    woodTypeId: "wt-1",
    woodTypeName: "Teak",
    thickness: 2,
    width: 6,
    length: 12,
    pricePerPlank: 5000,
    taxPercentage: 18,
    volumeM3: 0.01,
    planksPerM3: 100,
    pricePerM3: 500_000,
    notes: null
  },
  metadata: metadata()
})

const requestsFor = async (store: EventStore) => Effect.runPromise(store.readAll({ fromPosition: 1n, limit: 10_000, eventTypes: ["ApprovalRequested"] }))

for (const target of testDatabases("the run's engine")) {
  describe(`a process manager's reaction on ${target.name}`, () => {
    let database: Database
    let store: EventStore
    let runner: ProcessRunner

    beforeAll(async () => {
      database = await target.open()
      store = await makeSqlEventStore(database)
      await migrateCommandTables(database.db)
      await Effect.runPromise(
        store.appendToStream(
          "ApprovalRule-cost",
          [
            {
              id: crypto.randomUUID(),
              type: "ApprovalRuleCreated",
              data: { ruleId: "cost", module: "WoodCalculator", conditionType: "cost_above", conditionValue: 1000, approverId: "u-approver" },
              metadata: { userId: SYSTEM_ACTOR.userId, userEmail: SYSTEM_ACTOR.userEmail, occurredAt: new Date().toISOString() }
            }
          ],
          { expectedRevision: "no_stream" }
        )
      )
      // every manager, as the services run them: the others share the loop the engine reacts in
      runner = startProcessManagers({ database, store, managers: ALL_PROCESSES, now: () => new Date(), log: () => undefined })
      await runner.settled()
    }, 120_000)
    afterAll(async () => {
      await runner?.stop()
      await database?.close()
    })

    it(`given a cost rule and every manager running, when ${WRITERS} clerks save calculations above it one after the other, then each calculation gets its approval request, woken by its append (no wait for the loop's periodic read)`, async () => {
      const saved: RecordedEvent[] = []
      await Promise.all(
        Array.from({ length: WRITERS }, async (_, writer) => {
          for (let i = 0; i < SAVES_EACH; i++) {
            const id = `calc-${writer}-${i}`
            await Effect.runPromise(store.appendToStream(`Calculation-${id}`, [calculationSaved(id)], { expectedRevision: "no_stream" }))
            saved.push(...(await Effect.runPromise(store.readStream(`Calculation-${id}`))))
          }
        })
      )
      const deadline = Date.now() + 30_000
      let requests = await requestsFor(store)
      while (requests.length < saved.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20))
        requests = await requestsFor(store)
      }
      const causes = new Set(requests.map((request) => String((request.metadata as { causationId?: string }).causationId)))
      expect(saved.filter((event) => !causes.has(event.id))).toEqual([])
      // how long each took, append to append (the store's clock): printed for the README, not asserted (a loaded machine)
      const savedAt = new Map(saved.map((event) => [event.id, event.recordedAt.getTime()]))
      const waits = requests
        .map((request) => request.recordedAt.getTime() - savedAt.get(String((request.metadata as { causationId?: string }).causationId))!)
        .sort((a, b) => a - b)
      console.log(
        `${target.name}: calculation saved → approval request appended, p50 ${waits[Math.floor(waits.length / 2)]} ms, max ${waits[waits.length - 1]} ms`
      )
    }, 60_000)
  })
}
