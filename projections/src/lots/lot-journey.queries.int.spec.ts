import { testDatabases, type Database } from "@timber/eventstore"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ReadDb } from "../database"
import { migrateReadModels } from "../migrations/migrate"
import { lotRecovery } from "../slicing/lot-recovery.queries"
import { lotJourney } from "./lot-journey.queries"
import { lotTraceability } from "./lots.queries"
import { warehouseRow } from "../testing/warehouse-row"

/**
 * LOT-J's wood from receipt to stock (issue 37 item 6), as the read models hold it: two 6" x 8" x 3 m
 * sleepers received into WH-A; sleeper 1 sliced (WS-1) into four 2" x 8" planks into WH-A's 2" row,
 * where another LOT's six planks already lay; kiln batch KD-000 took 2 pieces from that row before
 * LOT-J's planks came (not theirs), KD-001 took 5 after, and transfer TR-001 sent 3 to WH-B.
 */
const AT = "2026-12-01T08:00:00.000Z"
const ROW_2IN = 'wh-a~wt-1~2"'
const ROW_6IN = 'wh-a~wt-1~6"'
const PLANK = { sequence: 1, width: 20.32, height: 5.08, length: 3, quantity: 4, parentSequence: 1 }
const PLANK_M3 = 0.2032 * 0.0508 * 3

const ledger = (
  position: number,
  row: string,
  thickness: string,
  bucket: string,
  change: number,
  source: string,
  document: { id: string; number: string },
  nominal: { product: string; width: string; m3Change: number } | null = null
) => ({
  id: `line-${position}-${row}-${bucket}`,
  position,
  line: 0,
  occurred_at: AT,
  actor_id: null,
  actor_email: null,
  stock_row_id: row,
  warehouse_id: "wh-a",
  wood_type_id: "wt-1",
  thickness,
  bucket,
  before: 0,
  after: 0,
  change,
  reason: source,
  source,
  source_document_id: document.id,
  source_document_number: document.number,
  notes: null,
  movement_id: `movement-${position}`,
  product: nominal?.product ?? null,
  width: nominal?.width ?? null,
  m3_change: nominal?.m3Change ?? null,
  m3_after: nominal === null ? null : 0
})

const batch = (id: string, batchNumber: string, pieceCount: number, row: { product: string; width: string } | null = null) => ({
  id,
  batch_number: batchNumber,
  status: "IN_PROGRESS",
  wood_type_id: "wt-1",
  wood_type_name: "Mvule",
  thickness_mm: 50.8,
  piece_count: pieceCount,
  starting_humidity: null,
  starting_electricity_units: null,
  start_time: AT,
  end_time: null,
  notes: null,
  warehouse_id: "wh-a",
  stock_thickness: row === null ? '2"' : '1"',
  stock_product: row?.product ?? null,
  stock_width: row?.width ?? null,
  created_by_name: null,
  created_at: AT,
  version: null
})

const receipt = (id: string, lotNumber: string) => ({
  id,
  lot_number: lotNumber,
  wood_type_id: "wt-1",
  wood_type_name: "Mvule",
  supplier: "Sao Hill",
  receipt_date: AT,
  purchase_order: "PO-1",
  wood_format: "SLEEPERS",
  status: "COMPLETED",
  notes: null,
  estimated_volume_m3: null,
  estimated_pieces: null,
  estimated_amount: 0,
  actual_volume_m3: null,
  actual_pieces: null,
  receipt_confirmed_at: AT,
  created_at: AT,
  updated_at: AT,
  last_worked_by: null,
  last_worked_at: null,
  version: null
})

/**
 * LOT-W in nominal sizes: two 6" × 9" sleepers (23 × 15.24 cm × 3 m, 0.1052 m³ each) received into WH-A's
 * `Sleeper 6" × 9"` row; sleeper 1 sliced (WS-W) into three 1" × 6" and three 1" × 8" planks, each size into its own
 * row; kiln batch KD-W took the 8" planks, transfer TR-W two of the 6" ones. Every line kept its m³.
 */
const SLEEPER_W = { product: "SLEEPER", width: '9"' }
const SIX = { product: "PLANK", width: '6"' }
const EIGHT = { product: "PLANK", width: '8"' }
const ROW_SLEEPER = 'wh-a~wt-1~SLEEPER~6"~9"'
const ROW_1X6 = 'wh-a~wt-1~PLANK~1"~6"'
const ROW_1X8 = 'wh-a~wt-1~PLANK~1"~8"'
const SIX_M3 = 0.1524 * 0.0254 * 3
const EIGHT_M3 = 0.2032 * 0.0254 * 3
const nominalRow = (
  id: string,
  thickness: string,
  key: { product: string; width: string },
  held: { underDrying?: number; notDried?: number; inTransitOut?: number; m3: number }
) => ({
  id,
  warehouse_id: "wh-a",
  wood_type_id: "wt-1",
  thickness,
  product: key.product,
  width: key.width,
  not_dried: held.notDried ?? 0,
  under_drying: held.underDrying ?? 0,
  dried: 0,
  damaged: 0,
  in_transit_out: held.inTransitOut ?? 0,
  in_transit_in: 0,
  minimum_level: null,
  not_dried_m3: held.underDrying ? 0 : held.m3,
  under_drying_m3: held.underDrying ? held.m3 : 0,
  updated_at: AT
})

const warehouse = (id: string, code: string) => warehouseRow(id, code, AT)

/** An ended slicing operation of sleeper 1 of a LOT (6" thick, `width` cm wide, 3 m) into `planks`. */
const endedOperation = (id: string, serial: string, lotNumber: string, cut: { width: number; planks: ReadonlyArray<object> }) => ({
  id,
  serial_number: serial,
  wood_type_id: "wt-1",
  wood_type_name: "Mvule",
  lot_number: lotNumber,
  sleeper_number: 1,
  start_time: AT,
  sleeper_sizes: JSON.stringify([{ sequence: 1, width: cut.width, height: 15.24, length: 3, quantity: 1 }]),
  plank_sizes: JSON.stringify(cut.planks),
  status: "completed",
  waste_percentage: 33.33,
  notes: null,
  auto_check_completion: false,
  approval_status: "not_required",
  created_at: AT,
  updated_at: AT,
  version: "1"
})

for (const target of testDatabases("the run's engine")) {
  describe(`a LOT traced end to end on ${target.name}`, () => {
    let database: Database
    beforeAll(async () => {
      database = await target.open()
      await migrateReadModels(database.db)
      const db = database.db as ReadDb
      await db
        .insertInto("warehouses")
        .values([warehouse("wh-a", "WH-A"), warehouse("wh-b", "WH-B")])
        .execute()
      await db
        .insertInto("wood_receipts")
        .values([receipt("lot-j", "LOT-J"), receipt("lot-w", "LOT-W")])
        .execute()
      await db
        .insertInto("receipt_items")
        .values({
          id: "item-1",
          receipt_id: "lot-j",
          lot_number: "LOT-J",
          position: 0,
          length: 300,
          width: 20.32,
          height: 15.24,
          quantity: 2,
          volume_m3: 0.1858,
          grade: "A",
          notes: null
        })
        .execute()
      await db
        .insertInto("slicing_operations")
        .values(endedOperation("op-1", "WS-1", "LOT-J", { width: 20.32, planks: [PLANK] }))
        .execute()
      await db
        .insertInto("stock_ledger")
        .values([
          ledger(1, ROW_6IN, '6"', "NOT_DRIED", 2, "RECEIPT_COMPLETED", { id: "lot-j", number: "LOT-J" }),
          ledger(2, ROW_2IN, '2"', "NOT_DRIED", 6, "SLICING_COMPLETED", { id: "op-other", number: "WS-OTHER" }),
          ledger(3, ROW_2IN, '2"', "NOT_DRIED", -2, "DRYING_STARTED", { id: "b-0", number: "KD-000" }),
          ledger(3, ROW_2IN, '2"', "UNDER_DRYING", 2, "DRYING_STARTED", { id: "b-0", number: "KD-000" }),
          ledger(4, ROW_6IN, '6"', "NOT_DRIED", -1, "SLICING_COMPLETED", { id: "op-1", number: "WS-1" }),
          ledger(4, ROW_2IN, '2"', "NOT_DRIED", 4, "SLICING_COMPLETED", { id: "op-1", number: "WS-1" }),
          ledger(5, ROW_2IN, '2"', "NOT_DRIED", -5, "DRYING_STARTED", { id: "b-1", number: "KD-001" }),
          ledger(5, ROW_2IN, '2"', "UNDER_DRYING", 5, "DRYING_STARTED", { id: "b-1", number: "KD-001" }),
          ledger(6, ROW_2IN, '2"', "NOT_DRIED", -3, "TRANSFER_APPROVED", { id: "t-1", number: "TR-001" }),
          ledger(6, ROW_2IN, '2"', "IN_TRANSIT_OUT", 3, "TRANSFER_APPROVED", { id: "t-1", number: "TR-001" })
        ])
        .execute()
      await db
        .insertInto("drying_processes")
        .values([batch("b-0", "KD-000", 2), batch("b-1", "KD-001", 5), batch("b-w", "KD-W", 3, EIGHT)])
        .execute()
      await db
        .insertInto("slicing_operations")
        .values(
          endedOperation("op-w", "WS-W", "LOT-W", {
            width: 23,
            planks: [
              { sequence: 1, width: 15.24, height: 2.54, length: 3, quantity: 3, parentSequence: 1 },
              { sequence: 2, width: 20.32, height: 2.54, length: 3, quantity: 3, parentSequence: 1 }
            ]
          })
        )
        .execute()
      await db
        .insertInto("stock_ledger")
        .values([
          ledger(11, ROW_SLEEPER, '6"', "NOT_DRIED", 2, "RECEIPT_COMPLETED", { id: "lot-w", number: "LOT-W" }, { ...SLEEPER_W, m3Change: 0.2103 }),
          ledger(12, ROW_SLEEPER, '6"', "NOT_DRIED", -1, "SLICING_COMPLETED", { id: "op-w", number: "WS-W" }, { ...SLEEPER_W, m3Change: -0.10515 }),
          ledger(12, ROW_1X6, '1"', "NOT_DRIED", 3, "SLICING_COMPLETED", { id: "op-w", number: "WS-W" }, { ...SIX, m3Change: 3 * SIX_M3 }),
          ledger(12, ROW_1X8, '1"', "NOT_DRIED", 3, "SLICING_COMPLETED", { id: "op-w", number: "WS-W" }, { ...EIGHT, m3Change: 3 * EIGHT_M3 }),
          ledger(13, ROW_1X8, '1"', "NOT_DRIED", -3, "DRYING_STARTED", { id: "b-w", number: "KD-W" }, { ...EIGHT, m3Change: -3 * EIGHT_M3 }),
          ledger(13, ROW_1X8, '1"', "UNDER_DRYING", 3, "DRYING_STARTED", { id: "b-w", number: "KD-W" }, { ...EIGHT, m3Change: 3 * EIGHT_M3 }),
          ledger(14, ROW_1X6, '1"', "NOT_DRIED", -2, "TRANSFER_APPROVED", { id: "t-w", number: "TR-W" }, { ...SIX, m3Change: -2 * SIX_M3 }),
          ledger(14, ROW_1X6, '1"', "IN_TRANSIT_OUT", 2, "TRANSFER_APPROVED", { id: "t-w", number: "TR-W" }, { ...SIX, m3Change: 2 * SIX_M3 })
        ])
        .execute()
      await db
        .insertInto("stock_rows")
        .values([
          nominalRow(ROW_SLEEPER, '6"', SLEEPER_W, { notDried: 1, m3: 0.10515 }),
          nominalRow(ROW_1X6, '1"', SIX, { notDried: 1, inTransitOut: 2, m3: SIX_M3 }),
          nominalRow(ROW_1X8, '1"', EIGHT, { underDrying: 3, m3: 3 * EIGHT_M3 })
        ])
        .execute()
      await db
        .insertInto("transfers")
        .values({
          id: "t-1",
          transfer_number: "TR-001",
          status: "APPROVED",
          from_warehouse_id: "wh-a",
          to_warehouse_id: "wh-b",
          log_position: 6,
          body: JSON.stringify({})
        })
        .execute()
      await db
        .insertInto("stock_rows")
        .values([
          {
            id: ROW_6IN,
            warehouse_id: "wh-a",
            wood_type_id: "wt-1",
            thickness: '6"',
            not_dried: 1,
            under_drying: 0,
            dried: 0,
            damaged: 0,
            in_transit_out: 0,
            in_transit_in: 0,
            minimum_level: null,
            updated_at: AT
          },
          {
            id: ROW_2IN,
            warehouse_id: "wh-a",
            wood_type_id: "wt-1",
            thickness: '2"',
            not_dried: 0,
            under_drying: 7,
            dried: 0,
            damaged: 0,
            in_transit_out: 3,
            in_transit_in: 0,
            minimum_level: null,
            updated_at: AT
          }
        ])
        .execute()
    })
    afterAll(async () => {
      await database.close()
    })

    it("given LOT-J sliced, dried and transferred, when its journey is asked, then its planks' row, the kiln batch and the transfer that took from it since, and the row's stock show with m³", async () => {
      const journey = await lotJourney(database.db as ReadDb, "LOT-J")
      // the 6 pieces another document put in the row came before LOT-J's: the journey reads the row from its planks on
      expect(journey.sleepers).toEqual([{ warehouse: "WH-A", thickness: '6"', size: '6"', pieces: 2, m3: 0.1858 }])
      expect(journey.planks).toEqual([{ warehouse: "WH-A", thickness: '2"', size: '2"', pieces: 4, m3: Number((4 * PLANK_M3).toFixed(4)), otherPieces: 0 }])
      // KD-000 took its pieces before LOT-J's planks came in: not LOT-J's
      expect(journey.kilnBatches).toEqual([
        { batchNumber: "KD-001", status: "IN_PROGRESS", warehouse: "WH-A", thickness: '2"', size: '2"', pieces: 5, m3: Number((5 * PLANK_M3).toFixed(4)) }
      ])
      expect(journey.transfers).toEqual([
        {
          transferNumber: "TR-001",
          status: "APPROVED",
          from: "WH-A",
          to: "WH-B",
          thickness: '2"',
          size: '2"',
          pieces: 3,
          m3: Number((3 * PLANK_M3).toFixed(4))
        }
      ])
      expect(journey.stock).toEqual([
        {
          warehouse: "WH-A",
          thickness: '2"',
          size: '2"',
          notDried: 0,
          underDrying: 7,
          dried: 0,
          damaged: 0,
          inTransit: 3,
          m3: Number((7 * PLANK_M3).toFixed(4))
        }
      ])
    })

    it('given LOT-W\'s planks of one thickness in two widths, when its journey is asked, then each step names its row (Plank 1" × 6", Plank 1" × 8") and the m³ its ledger lines moved', async () => {
      const journey = await lotJourney(database.db as ReadDb, "LOT-W")
      const m3 = (value: number) => Number(value.toFixed(4))
      expect(journey.sleepers).toEqual([{ warehouse: "WH-A", thickness: '6"', size: 'Sleeper 6" × 9"', pieces: 2, m3: 0.2103 }])
      expect(journey.planks).toEqual([
        { warehouse: "WH-A", thickness: '1"', size: 'Plank 1" × 6"', pieces: 3, m3: m3(3 * SIX_M3), otherPieces: 0 },
        { warehouse: "WH-A", thickness: '1"', size: 'Plank 1" × 8"', pieces: 3, m3: m3(3 * EIGHT_M3), otherPieces: 0 }
      ])
      expect(journey.kilnBatches).toEqual([
        { batchNumber: "KD-W", status: "IN_PROGRESS", warehouse: "WH-A", thickness: '1"', size: 'Plank 1" × 8"', pieces: 3, m3: m3(3 * EIGHT_M3) }
      ])
      expect(journey.transfers).toEqual([
        { transferNumber: "TR-W", status: null, from: "WH-A", to: null, thickness: '1"', size: 'Plank 1" × 6"', pieces: 2, m3: m3(2 * SIX_M3) }
      ])
      expect(journey.stock.map((row) => [row.size, row.m3])).toEqual(
        expect.arrayContaining([
          ['Plank 1" × 6"', m3(SIX_M3)],
          ['Plank 1" × 8"', m3(3 * EIGHT_M3)]
        ])
      )
    })

    it('given LOT-T\'s three 1" × 10" planks sent from WH-A to WH-B by a completed transfer, when its journey is asked, then "In stock now" follows them into WH-B\'s row', async () => {
      const db = database.db as ReadDb
      const TEN = { product: "PLANK", width: '10"' }
      const TEN_M3 = 0.254 * 0.0254 * 3
      const ROW_A = 'wh-a~wt-1~PLANK~1"~10"'
      const ROW_B = 'wh-b~wt-1~PLANK~1"~10"'
      const at = (line: ReturnType<typeof ledger>, warehouseId: string) => ({ ...line, warehouse_id: warehouseId })
      const transfer = { id: "t-t", number: "TR-T" }
      await db.insertInto("wood_receipts").values(receipt("lot-t", "LOT-T")).execute()
      await db
        .insertInto("slicing_operations")
        .values(
          endedOperation("op-t", "WS-T", "LOT-T", {
            width: 25.4,
            planks: [{ sequence: 1, width: 25.4, height: 2.54, length: 3, quantity: 3, parentSequence: 1 }]
          })
        )
        .execute()
      await db
        .insertInto("stock_ledger")
        .values([
          // WH-B's row already held two pieces another document brought
          at(ledger(20, ROW_B, '1"', "NOT_DRIED", 2, "ADJUSTMENT", { id: "adj-1", number: "ADJ-1" }, { ...TEN, m3Change: 2 * TEN_M3 }), "wh-b"),
          ledger(21, ROW_A, '1"', "NOT_DRIED", 3, "SLICING_COMPLETED", { id: "op-t", number: "WS-T" }, { ...TEN, m3Change: 3 * TEN_M3 }),
          ledger(22, ROW_A, '1"', "NOT_DRIED", -3, "TRANSFER_APPROVED", transfer, { ...TEN, m3Change: -3 * TEN_M3 }),
          ledger(22, ROW_A, '1"', "IN_TRANSIT_OUT", 3, "TRANSFER_APPROVED", transfer, { ...TEN, m3Change: 3 * TEN_M3 }),
          at(ledger(22, ROW_B, '1"', "IN_TRANSIT_IN", 3, "TRANSFER_APPROVED", transfer, { ...TEN, m3Change: 3 * TEN_M3 }), "wh-b"),
          ledger(23, ROW_A, '1"', "IN_TRANSIT_OUT", -3, "TRANSFER_COMPLETED", transfer, { ...TEN, m3Change: -3 * TEN_M3 }),
          at(ledger(23, ROW_B, '1"', "IN_TRANSIT_IN", -3, "TRANSFER_COMPLETED", transfer, { ...TEN, m3Change: -3 * TEN_M3 }), "wh-b"),
          at(ledger(23, ROW_B, '1"', "NOT_DRIED", 3, "TRANSFER_COMPLETED", transfer, { ...TEN, m3Change: 3 * TEN_M3 }), "wh-b")
        ])
        .execute()
      await db
        .insertInto("stock_rows")
        .values([nominalRow(ROW_A, '1"', TEN, { m3: 0 }), { ...nominalRow(ROW_B, '1"', TEN, { notDried: 5, m3: 5 * TEN_M3 }), warehouse_id: "wh-b" }])
        .execute()
      await db
        .insertInto("transfers")
        .values({
          id: "t-t",
          transfer_number: "TR-T",
          status: "COMPLETED",
          from_warehouse_id: "wh-a",
          to_warehouse_id: "wh-b",
          log_position: 22,
          body: JSON.stringify({})
        })
        .execute()

      const journey = await lotJourney(db, "LOT-T")
      const m3 = (value: number) => Number(value.toFixed(4))
      expect(journey.transfers).toEqual([
        { transferNumber: "TR-T", status: "COMPLETED", from: "WH-A", to: "WH-B", thickness: '1"', size: 'Plank 1" × 10"', pieces: 3, m3: m3(3 * TEN_M3) }
      ])
      const held = (row: (typeof journey.stock)[number]) => [row.warehouse, row.size, row.notDried, row.inTransit, row.m3]
      // the row the planks entered is empty now; the destination's row holds them, beside what it held before
      expect(journey.stock.map(held)).toEqual([
        ["WH-A", 'Plank 1" × 10"', 0, 0, 0],
        ["WH-B", 'Plank 1" × 10"', 5, 0, m3(5 * TEN_M3)]
      ])
    })

    it("its receipt and slicing figures are the LOT's one volume account, and the traceability answer carries the journey", async () => {
      const db = database.db as ReadDb
      const [journey, account, trace] = await Promise.all([lotJourney(db, "LOT-J"), lotRecovery(db, "LOT-J"), lotTraceability(db, "LOT-J")])
      expect(journey).toMatchObject({
        receivedM3: account.received_m3,
        receivedPieces: 2,
        slicedSleepers: 1,
        slicedSleeperM3: account.sliced_sleeper_m3,
        plankM3: account.plank_m3,
        wasteM3: account.waste_m3
      })
      expect(trace.stages.journey).toEqual(journey)
    })

    it("given a LOT nothing was sliced from, then its journey has its receipt and no steps after", async () => {
      const journey = await lotJourney(database.db as ReadDb, "LOT-NONE")
      expect(journey).toMatchObject({ slicedSleepers: 0, planks: [], kilnBatches: [], transfers: [], stock: [] })
    })
  })
}
