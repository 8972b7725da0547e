import { testDatabases, type Database } from "@timber/eventstore"
import { estimatedDryingFinish } from "@timber/domain/calculators/drying-estimate"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ReadDb } from "../database"
import { migrateReadModels } from "../migrations/migrate"
import { warehouseRow } from "../testing/warehouse-row"
import { lowStockAlerts, pageStockAdjustments, warehouseStock } from "./stock.queries"

/**
 * Kiln Yard keeps Mvule planks of one thickness in two widths, 1" × 6" and 1" × 8", both partly under
 * drying (batch KD-6 from the 6" row, KD-8 from the 8" row, each drying at its own pace), and a sleeper
 * row carried over from before widths were kept, whose pieces under drying came from a batch of the old
 * `5.91"` row. Both plank rows were counted and have a minimum above what is available.
 */
const AT = "2026-12-01T08:00:00.000Z"
const DAY = 86_400_000
const SIX = 'wh-1~wt-1~PLANK~1"~6"'
const EIGHT = 'wh-1~wt-1~PLANK~1"~8"'
const CARRIED = 'wh-1~wt-1~SLEEPER~6"~?'

const stockRow = (
  id: string,
  product: string,
  thickness: string,
  width: string | null,
  held: { notDried: number; notDriedM3: number; dried: number; driedM3: number }
) => ({
  id,
  warehouse_id: "wh-1",
  wood_type_id: "wt-1",
  thickness,
  product,
  width,
  not_dried: held.notDried,
  under_drying: 4,
  dried: held.dried,
  damaged: 0,
  in_transit_out: 0,
  in_transit_in: 0,
  minimum_level: 20,
  not_dried_m3: held.notDriedM3,
  under_drying_m3: 0.05,
  dried_m3: held.driedM3,
  updated_at: AT
})

const batch = (id: string, stock: { product: string | null; thickness: string; width: string | null }) => ({
  id,
  batch_number: id.toUpperCase(),
  status: "IN_PROGRESS",
  wood_type_id: "wt-1",
  wood_type_name: "Mvule",
  thickness_mm: 25.4,
  piece_count: 4,
  starting_humidity: null,
  starting_electricity_units: null,
  start_time: AT,
  end_time: null,
  notes: null,
  warehouse_id: "wh-1",
  stock_thickness: stock.thickness,
  stock_product: stock.product,
  stock_width: stock.width,
  created_by_name: null,
  created_at: AT,
  version: null
})

/** Two readings a day apart: from 40 % down to `next`. */
const READINGS = { "kd-6": 36, "kd-8": 30, "kd-old": 34 } as const
const readingsOf = (dryingId: keyof typeof READINGS) =>
  [40, READINGS[dryingId]].map((humidity, i) => ({ readingTime: new Date(Date.parse(AT) + i * DAY).toISOString(), humidity }))

const adjustment = (id: string, row: string, width: string, before: number, after: number, m3: { after: number; change: number }, position: number) => ({
  id,
  position,
  line: 0,
  occurred_at: AT,
  actor_id: null,
  actor_email: "clerk@timber.test",
  stock_row_id: row,
  warehouse_id: "wh-1",
  wood_type_id: "wt-1",
  thickness: '1"',
  product: "PLANK",
  width,
  bucket: "NOT_DRIED",
  before,
  after,
  change: after - before,
  m3_change: m3.change,
  m3_after: m3.after,
  reason: "Recount",
  source: "ADJUSTMENT",
  source_document_id: `adj-${id}`,
  source_document_number: null,
  notes: null,
  movement_id: `ADJUSTMENT:adj-${id}`
})

for (const target of testDatabases("the run's engine")) {
  describe(`stock read in sizes and m³ on ${target.name}`, () => {
    let database: Database
    const db = () => database.db as ReadDb
    beforeAll(async () => {
      database = await target.open()
      await migrateReadModels(database.db)
      await db()
        .insertInto("warehouses")
        .values(warehouseRow("wh-1", "WH-1", AT, "Kiln Yard"))
        .execute()
      await db()
        .insertInto("wood_types")
        .values({ id: "wt-1", name: "Mvule", grade: "A", catalogue: null, image: null, created_at: AT, updated_at: AT, version: null })
        .execute()
      await db()
        .insertInto("stock_rows")
        .values([
          stockRow(SIX, "PLANK", '1"', '6"', { notDried: 10, notDriedM3: 0.116, dried: 2, driedM3: 0.0232 }),
          stockRow(EIGHT, "PLANK", '1"', '8"', { notDried: 5, notDriedM3: 0.0774, dried: 0, driedM3: 0 }),
          { ...stockRow(CARRIED, "SLEEPER", '6"', null, { notDried: 30, notDriedM3: 2.5, dried: 0, driedM3: 0 }), minimum_level: null }
        ])
        .execute()
      await db()
        .insertInto("drying_processes")
        .values([
          batch("kd-6", { product: "PLANK", thickness: '1"', width: '6"' }),
          batch("kd-8", { product: "PLANK", thickness: '1"', width: '8"' }),
          batch("kd-old", { product: null, thickness: '5.91"', width: null })
        ])
        .execute()
      await db()
        .insertInto("drying_readings")
        .values(
          (["kd-6", "kd-8", "kd-old"] as const).flatMap((dryingId) =>
            readingsOf(dryingId).map((r, i) => ({
              id: `${dryingId}-${i}`,
              drying_id: dryingId,
              reading_time: r.readingTime,
              electricity_meter: 100 + i,
              humidity: r.humidity,
              notes: null,
              luku_sms: null,
              created_by_name: null,
              created_at: r.readingTime
            }))
          )
        )
        .execute()
      await db()
        .insertInto("stock_ledger")
        .values([
          adjustment("six", SIX, '6"', 8, 10, { after: 0.116, change: 0.0232 }, 1),
          adjustment("eight", EIGHT, '8"', 6, 5, { after: 0.0774, change: -0.0155 }, 2),
          // the carry-over of the legacy 5.91" row: its pieces under drying arrived in the sleeper row whose width is not recorded
          {
            ...adjustment("carried", CARRIED, '6"', 0, 4, { after: 0.05, change: 0.05 }, 3),
            product: "SLEEPER",
            width: null,
            thickness: '6"',
            bucket: "UNDER_DRYING",
            source: "CARRIED_OVER",
            reason: "carried over to nominal sizes",
            source_document_id: 'wh-1~wt-1~5.91"',
            source_document_number: '5.91"',
            movement_id: 'CARRIED_OVER:wh-1~wt-1~5.91"'
          }
        ])
        .execute()
    })
    afterAll(async () => {
      await database.close()
    })

    it('given two plank rows of one thickness drying in their own batches, when the warehouse\'s stock is read, then 1" × 6" and 1" × 8" each carry their own batch\'s estimated finish', async () => {
      const finish = (dryingId: keyof typeof READINGS) => estimatedDryingFinish(readingsOf(dryingId))!.toISOString()
      expect(finish("kd-6")).not.toBe(finish("kd-8"))
      const rows = await warehouseStock(db(), "wh-1")
      const finishOf = (size: string) => rows.find((row) => row.size === size)?.estimatedDryingFinish
      expect(finishOf('Plank 1" × 6"')).toBe(finish("kd-6"))
      expect(finishOf('Plank 1" × 8"')).toBe(finish("kd-8"))
    })

    it('given a batch started from a legacy row (5.91") before the carry-over, then its finish lands on the row the carry-over put those pieces in (here the sleeper row whose width is not recorded)', async () => {
      const rows = await warehouseStock(db(), "wh-1")
      expect(rows.find((row) => row.size === 'Sleeper 6" × —')?.estimatedDryingFinish).toBe(estimatedDryingFinish(readingsOf("kd-old"))!.toISOString())
    })

    it("given both plank rows below their minimum, when the low-stock alerts are read, then each names its row and the m³ of its available pieces (not dried + dried)", async () => {
      const alerts = await lowStockAlerts(db())
      expect(alerts.map((a) => ({ size: a.size, currentStock: a.currentStock, currentStockM3: a.currentStockM3, shortfall: a.shortfall }))).toEqual([
        { size: 'Plank 1" × 8"', currentStock: 5, currentStockM3: 0.0774, shortfall: 15 },
        { size: 'Plank 1" × 6"', currentStock: 12, currentStockM3: 0.1392, shortfall: 8 }
      ])
    })

    it("given a count of each plank row, when the adjustments are read, then each names its row and the m³ before, after and changed", async () => {
      const page = await pageStockAdjustments(db(), { sort: "adjustedAt", order: "desc", limit: 10, cursor: undefined, q: undefined }, null)
      expect(page.items.map((a) => ({ size: a.size, change: a.quantityChange, m3Before: a.m3Before, m3After: a.m3After, m3Change: a.m3Change }))).toEqual([
        { size: 'Plank 1" × 8"', change: -1, m3Before: 0.0929, m3After: 0.0774, m3Change: -0.0155 },
        { size: 'Plank 1" × 6"', change: 2, m3Before: 0.0928, m3After: 0.116, m3Change: 0.0232 }
      ])
    })
  })
}
