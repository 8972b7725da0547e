import { LiveTopics, PROJECTION_CHANNEL, ProjectionChange } from "@timber/contracts"
import { makeSqlEventStore, testDatabases, type Database, type EventStore } from "@timber/eventstore"
import { Effect, Schema } from "effect"
import { sql } from "kysely"
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ALL_PROJECTIONS } from "./all-projections"
import { makeProjectionRunner } from "./runner"

const LOTS = 300

const lotCreated = (lotId: string, n: number) => ({
  id: randomUUID(),
  type: "LotCreated",
  data: {
    lotId,
    lotNumber: `MANY-${n}`,
    woodTypeId: "wt",
    woodTypeName: "Teak",
    supplier: "Supplier",
    receiptDate: "2026-11-25",
    purchaseOrder: "PO",
    notes: null,
    estimatedVolumeM3: 1,
    estimatedPieces: 1,
    estimatedAmount: 0,
    woodFormat: "SLEEPERS",
    status: "PENDING"
  },
  metadata: { userId: "u", userEmail: "u@timber.works", correlationId: "c", causationId: "c", schemaVersion: 1 }
})

// A catch-up batch that touches hundreds of LOTs names more topics than one NOTIFY may carry
// (under 8,000 bytes): its transaction failed on every retry and the LOT list never filled.
for (const database of testDatabases("every engine")) {
  describe(`a batch touching ${LOTS} LOTs (${database.name})`, () => {
    let db: Database
    let store: EventStore
    const lotIds = Array.from({ length: LOTS }, () => randomUUID())
    beforeAll(async () => {
      db = await database.open()
      store = await makeSqlEventStore(db)
      for (const [n, lotId] of lotIds.entries()) {
        await Effect.runPromise(store.appendToStream(`Lot-${lotId}`, [lotCreated(lotId, n)], { expectedRevision: "no_stream" }))
      }
      // 300 appends on PGlite: under a minute alone, more than one on a loaded 2-core CI machine
    }, 240_000)
    afterAll(async () => {
      await store.close()
      await db.close()
    })

    it(`given ${LOTS} LOTs created while the projections were away, when they catch up in batches of 500, then every LOT is listed and the live hub hears every LOT's topic`, async () => {
      const heard = new Set<string>()
      const unlisten = await db.listen(PROJECTION_CHANNEL, (payload) => {
        for (const topic of Schema.decodeUnknownSync(Schema.parseJson(ProjectionChange))(payload).topics) heard.add(topic)
      })
      const runner = makeProjectionRunner({ database: db, store, projections: ALL_PROJECTIONS, batchSize: 500 })
      const caughtUp = runner.catchUp().then(() => "caught up")
      const outcome = await Promise.race([caughtUp, new Promise((resolve) => setTimeout(() => resolve("stuck"), 20_000))])
      await runner.stop()
      expect(outcome).toBe("caught up")
      const listed = await sql<{ n: number }>`select count(*)::int as n from wood_receipts`.execute(db.db)
      expect(listed.rows[0]!.n).toBe(LOTS)
      await new Promise((resolve) => setTimeout(resolve, 300))
      await unlisten()
      for (const lotId of lotIds) expect(heard.has(LiveTopics.lot(lotId))).toBe(true)
      expect(heard.has(LiveTopics.lots)).toBe(true)
    }, 30_000)
  })
}
