import {
  DryingCompleted,
  DryingBatchId,
  DryingDeleted,
  DryingEvent,
  DryingReadingAdded,
  DryingReadingEdited,
  DryingSetupEdited,
  DryingStarted,
  WarehouseId,
  WoodTypeId
} from "@timber/contracts"
import { it } from "vitest"
import { at, describeProjection, eventsOf } from "../testing/projection-spec"
import { dryingProjection } from "./drying.projection"

const drying = eventsOf(DryingEvent)
const setup = {
  woodTypeId: WoodTypeId.make("wt-1"),
  woodTypeName: "Mvule",
  thicknessMm: 25,
  pieceCount: 40,
  startingHumidity: 42,
  startingElectricityUnits: 1200,
  startTime: at(0),
  notes: null
}
const started = (dryingId: string) =>
  drying(
    DryingStarted.make({
      dryingId: DryingBatchId.make(dryingId),
      batchNumber: `UD-${dryingId}`,
      warehouseId: WarehouseId.make("wh-1"),
      stockThickness: '1"',
      createdByName: "Asha",
      ...setup
    })
  )
const reading = (dryingId: string, readingId: string, humidity: number) =>
  drying(
    DryingReadingAdded.make({
      dryingId: DryingBatchId.make(dryingId),
      readingId,
      readingTime: at(5),
      electricityMeter: 1250,
      humidity,
      notes: null,
      lukuSms: "LUKU 12.5 kWh",
      createdByName: "Juma"
    })
  )

const corrected = (dryingId: string, readingId: string, humidity: number, notes: string | null) =>
  drying(
    DryingReadingEdited.make({
      dryingId: DryingBatchId.make(dryingId),
      readingId,
      readingTime: at(7),
      electricityMeter: 1262.5,
      humidity,
      notes,
      lukuSms: null
    })
  )

describeProjection(dryingProjection, (spec) => {
  it("given a batch started, then it is in progress with its setup and no readings", async () => {
    await spec.given(started("d-1")).then({
      drying_processes: [
        {
          id: "d-1",
          batch_number: "UD-d-1",
          status: "IN_PROGRESS",
          wood_type_id: "wt-1",
          wood_type_name: "Mvule",
          thickness_mm: 25,
          piece_count: 40,
          starting_humidity: 42,
          starting_electricity_units: 1200,
          start_time: at(0),
          end_time: null,
          notes: null,
          warehouse_id: "wh-1",
          stock_thickness: '1"',
          created_by_name: "Asha",
          created_at: at(0)
        }
      ]
    })
  })

  it('given a batch started from the plank row 1" × 8", then the batch names that whole row (product and width beside the thickness), so its finish lands on it alone', async () => {
    const fromEightInch = drying(
      DryingStarted.make({
        dryingId: DryingBatchId.make("d-8"),
        batchNumber: "UD-d-8",
        warehouseId: WarehouseId.make("wh-1"),
        stockThickness: '1"',
        stockProduct: "PLANK",
        stockWidth: '8"',
        createdByName: "Asha",
        ...setup
      })
    )
    await spec.given(fromEightInch).then({ drying_processes: [{ id: "d-8", stock_thickness: '1"', stock_product: "PLANK", stock_width: '8"' }] })
    await spec.given(started("d-1")).then({ drying_processes: [{ id: "d-1", stock_thickness: '1"', stock_product: null, stock_width: null }] })
  })

  it("given readings added, then the batch has them, each with who took it and when", async () => {
    await spec.given(started("d-1"), reading("d-1", "r-1", 35), reading("d-1", "r-2", 28)).then({
      drying_processes: [{ id: "d-1" }],
      drying_readings: [
        {
          id: "r-1",
          drying_id: "d-1",
          reading_time: at(5),
          electricity_meter: 1250,
          humidity: 35,
          notes: null,
          luku_sms: "LUKU 12.5 kWh",
          created_by_name: "Juma",
          created_at: at(1)
        },
        { id: "r-2", drying_id: "d-1", humidity: 28, created_at: at(2) }
      ]
    })
  })

  it("given the setup edited, then the batch shows the new setup, its readings kept", async () => {
    await spec
      .given(
        started("d-1"),
        reading("d-1", "r-1", 35),
        drying(DryingSetupEdited.make({ dryingId: DryingBatchId.make("d-1"), ...setup, thicknessMm: 30, pieceCount: 38, notes: "recounted" }))
      )
      .then({
        drying_processes: [{ id: "d-1", thickness_mm: 30, piece_count: 38, notes: "recounted", status: "IN_PROGRESS" }],
        drying_readings: [{ id: "r-1" }]
      })
  })

  it("given it completed, then it is completed at its end time", async () => {
    await spec
      .given(started("d-1"), drying(DryingCompleted.make({ dryingId: DryingBatchId.make("d-1"), endTime: at(30) })))
      .then({ drying_processes: [{ id: "d-1", status: "COMPLETED", end_time: at(30) }] })
  })

  it("given one of two batches deleted, then it goes with its readings, the other keeps its own", async () => {
    await spec
      .given(
        started("d-1"),
        started("d-2"),
        reading("d-1", "r-1", 35),
        reading("d-2", "r-2", 30),
        drying(DryingDeleted.make({ dryingId: DryingBatchId.make("d-1") }))
      )
      .then({ drying_processes: [{ id: "d-2" }], drying_readings: [{ id: "r-2", drying_id: "d-2" }] })
  })

  it("given a reading corrected twice, then it shows the last correction in place, who took it and when it was added kept, the other reading untouched", async () => {
    await spec
      .given(
        started("d-1"),
        reading("d-1", "r-1", 35),
        reading("d-1", "r-2", 28),
        corrected("d-1", "r-1", 53, "typo"),
        corrected("d-1", "r-1", 33.5, "meter misread")
      )
      .then({
        drying_processes: [{ id: "d-1" }],
        drying_readings: [
          {
            id: "r-1",
            drying_id: "d-1",
            reading_time: at(7),
            electricity_meter: 1262.5,
            humidity: 33.5,
            notes: "meter misread",
            luku_sms: null,
            created_by_name: "Juma",
            created_at: at(1)
          },
          { id: "r-2", humidity: 28, electricity_meter: 1250, luku_sms: "LUKU 12.5 kWh" }
        ]
      })
  })

  it("given a corrected reading's batch deleted, then neither the batch nor the reading is left", async () => {
    await spec
      .given(started("d-1"), reading("d-1", "r-1", 35), corrected("d-1", "r-1", 30, null), drying(DryingDeleted.make({ dryingId: DryingBatchId.make("d-1") })))
      .then({})
  })
})
