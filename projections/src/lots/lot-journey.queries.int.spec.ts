import { testDatabases, type Database } from "@timber/eventstore"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ReadDb } from "../database"
import { migrateReadModels } from "../migrations/migrate"
import { lotRecovery } from "../slicing/lot-recovery.queries"
import { lotJourney } from "./lot-journey.queries"
import { lotTraceability } from "./wood-receipts.queries"

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
  document: { id: string; number: string }
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
  movement_id: `movement-${position}`
})

const batch = (id: string, batchNumber: string, pieceCount: number) => ({
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
  stock_thickness: '2"',
  created_by_name: null,
  created_at: AT,
  version: null
})

const warehouse = (id: string, code: string) => ({
  id,
  code,
  name: code,
  address: null,
  contact_person: null,
  stock_control_enabled: true,
  requires_approval: false,
  status: "ACTIVE",
  assigned_user_ids: JSON.stringify([]),
  created_at: AT,
  updated_at: AT,
  version: null
})

for (const target of testDatabases()) {
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
        .values({
          id: "op-1",
          serial_number: "WS-1",
          wood_type_id: "wt-1",
          wood_type_name: "Mvule",
          lot_number: "LOT-J",
          sleeper_number: 1,
          start_time: AT,
          sleeper_sizes: JSON.stringify([{ sequence: 1, width: 20.32, height: 15.24, length: 3, quantity: 1 }]),
          plank_sizes: JSON.stringify([PLANK]),
          status: "completed",
          waste_percentage: 33.33,
          notes: null,
          auto_check_completion: false,
          approval_status: "not_required",
          created_at: AT,
          updated_at: AT,
          version: "1"
        })
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
        .values([batch("b-0", "KD-000", 2), batch("b-1", "KD-001", 5)])
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
      expect(journey.planks).toEqual([{ warehouse: "WH-A", thickness: '2"', pieces: 4, m3: Number((4 * PLANK_M3).toFixed(4)), otherPieces: 0 }])
      // KD-000 took its pieces before LOT-J's planks came in: not LOT-J's
      expect(journey.kilnBatches).toEqual([
        { batchNumber: "KD-001", status: "IN_PROGRESS", warehouse: "WH-A", thickness: '2"', pieces: 5, m3: Number((5 * PLANK_M3).toFixed(4)) }
      ])
      expect(journey.transfers).toEqual([
        { transferNumber: "TR-001", status: "APPROVED", from: "WH-A", to: "WH-B", thickness: '2"', pieces: 3, m3: Number((3 * PLANK_M3).toFixed(4)) }
      ])
      expect(journey.stock).toEqual([
        { warehouse: "WH-A", thickness: '2"', notDried: 0, underDrying: 7, dried: 0, damaged: 0, inTransit: 3, m3: Number((7 * PLANK_M3).toFixed(4)) }
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
