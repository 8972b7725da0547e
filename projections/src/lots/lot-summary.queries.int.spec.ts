import type { LotStatus } from "@timber/contracts"
import { testDatabases, type Database } from "@timber/eventstore"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ReadDb } from "../database"
import { up as fillLotStatusTotals } from "../migrations/20261207_0100_lot_status_totals"
import { migrateReadModels } from "../migrations/migrate"
import { lotAlerts, lotSummary } from "./lot-summary.queries"

/** A LOT row as the projection writes it; `minute` orders the changes (the later, the more recent). */
const row = (id: string, status: LotStatus, minute: number, extra: { volume?: number | null; actual?: number | null; confirmed?: boolean } = {}) => ({
  id,
  lot_number: `LOT-${id}`,
  wood_type_id: "wt-1",
  wood_type_name: "Mninga",
  supplier: "Sao Hill",
  receipt_date: "2026-11-20",
  purchase_order: "PO-1",
  wood_format: "SLEEPERS",
  status,
  notes: null,
  estimated_volume_m3: extra.volume === undefined ? 1 : extra.volume,
  estimated_pieces: 10,
  estimated_amount: 0,
  actual_volume_m3: extra.actual ?? null,
  actual_pieces: null,
  receipt_confirmed_at: extra.confirmed ? "2026-11-21T08:00:00Z" : null,
  created_at: "2026-11-20T08:00:00Z",
  updated_at: new Date(Date.UTC(2026, 10, 20, 9, minute)).toISOString(),
  last_worked_by: null,
  last_worked_at: null
})

for (const target of testDatabases("the run's engine")) {
  describe(`the LOT summary and alerts on ${target.name}`, () => {
    let database: Database
    let db: ReadDb
    beforeAll(async () => {
      database = await target.open()
      await migrateReadModels(database.db)
      db = database.db as ReadDb
      await db
        .insertInto("wood_receipts")
        .values([
          ...[1, 2, 3, 4, 5].map((m) => row(`w${m}`, "PENDING_APPROVAL", m)),
          row("w-confirmed", "PENDING_APPROVAL", 50, { confirmed: true }),
          ...[1, 2, 3, 4].map((m) => row(`p${m}`, "PENDING", m, { volume: null })),
          ...[1, 2, 3].map((m) => row(`s${m}`, "SLICING", m, { actual: 2.5 })),
          row("c1", "COMPLETED", 1)
        ])
        .execute()
      // rows stored before the totals existed: the upgrade's migration counts them
      await fillLotStatusTotals(database.db)
    })
    afterAll(async () => {
      await database.close()
    })

    it("given LOTs of every kind stored before their totals were kept, the upgrade counts each status and sums its volume, the actual where measured", async () => {
      expect(await lotSummary(db)).toEqual({
        statuses: [
          { status: "COMPLETED", count: 1, volumeM3: 1 },
          { status: "PENDING", count: 4, volumeM3: 0 },
          { status: "PENDING_APPROVAL", count: 6, volumeM3: 6 },
          { status: "SLICING", count: 3, volumeM3: 7.5 }
        ]
      })
    })

    it("the alerts are the most recently changed of each kind, capped 3 + 3 + 2; a confirmed receipt awaits nothing", async () => {
      const alerts = await lotAlerts(db)
      expect(alerts.awaitingConfirmation.map((lot) => lot.id)).toEqual(["w5", "w4", "w3"])
      expect(alerts.pendingDelivery.map((lot) => lot.id)).toEqual(["p4", "p3", "p2"])
      expect(alerts.slicing.map((lot) => lot.id)).toEqual(["s3", "s2"])
    })
  })
}
