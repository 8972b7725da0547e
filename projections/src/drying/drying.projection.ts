import { decodeEvent, DRYING_EVENT_TYPES, DryingEvent, LiveTopics, metadataOf } from "@timber/contracts"
import { absurd } from "effect"
import { batched, type Projection } from "../runner/projection"
import { decodeOrPoison, OwnedRows, RowWrites } from "../runner/row-writes"

type Setup = Omit<Extract<DryingEvent, { _tag: "DryingSetupEdited" }>, "_tag" | "dryingId">

/** The columns a batch's initial data fills, at start and on an admin's edit. */
const setupColumns = (e: Setup) => ({
  wood_type_id: e.woodTypeId,
  wood_type_name: e.woodTypeName,
  thickness_mm: e.thicknessMm,
  piece_count: e.pieceCount,
  starting_humidity: e.startingHumidity,
  starting_electricity_units: e.startingElectricityUnits,
  start_time: e.startTime,
  notes: e.notes
})

export const DRYING_TOPIC = "drying"

/** Drying batches with their readings: the drying screen and the dashboard's ongoing list. */
export const dryingProjection: Projection = {
  name: "drying-processes",
  // 2: each batch's version (migration 0700); 3: the cost frozen at completion and its correction (migration 0950);
  // 4: the stock row's product and width (migration 1600)
  version: 4,
  eventTypes: DRYING_EVENT_TYPES,
  tables: ["drying_processes", "drying_readings"],
  // the batch folded in memory: each batch row written once, the readings in one insert
  ...batched(async (trx, events) => {
    const processes = new RowWrites(trx, "drying_processes", "keep")
    const readings = new OwnedRows(trx, "drying_readings", "drying_id", "keep")
    // a reading's corrections, the last one per reading, written after the batch's new readings are (one update per reading touched)
    const corrections = new Map<string, Omit<Extract<DryingEvent, { _tag: "DryingReadingEdited" }>, "_tag" | "dryingId">>()
    for (const event of events) {
      const e = decodeOrPoison((recorded) => decodeEvent(DryingEvent, recorded), event)
      const at = metadataOf(event).occurredAt
      // every event of a batch's stream moves its version, a reading's too, but the cost its process records
      const version = event.revision.toString()
      switch (e._tag) {
        case "DryingStarted":
          processes.insert(e.dryingId, {
            id: e.dryingId,
            batch_number: e.batchNumber,
            status: "IN_PROGRESS",
            ...setupColumns(e),
            end_time: null,
            warehouse_id: e.warehouseId,
            stock_thickness: e.stockThickness,
            stock_product: e.stockProduct ?? null,
            stock_width: e.stockWidth ?? null,
            created_by_name: e.createdByName,
            created_at: at,
            version,
            cost: null,
            cost_correction: null
          })
          break
        case "DryingSetupEdited":
          processes.change(e.dryingId, { ...setupColumns(e), version })
          break
        case "DryingReadingAdded":
          readings.add(e.dryingId, {
            id: e.readingId,
            drying_id: e.dryingId,
            reading_time: e.readingTime,
            electricity_meter: e.electricityMeter,
            humidity: e.humidity,
            notes: e.notes,
            luku_sms: e.lukuSms,
            created_by_name: e.createdByName,
            created_at: at
          })
          processes.change(e.dryingId, { version })
          break
        case "DryingReadingEdited": {
          const { _tag, dryingId, ...correction } = e
          corrections.set(e.readingId, correction)
          processes.change(e.dryingId, { version })
          break
        }
        case "DryingCompleted":
          processes.change(e.dryingId, { status: "COMPLETED", end_time: e.endTime, version })
          break
        case "DryingDeleted":
          readings.clear(e.dryingId)
          processes.remove(e.dryingId)
          break
        case "DryingCostRecorded":
          // recorded by a process right after the completion: unseen in the version (contracts UNSEEN_IN_VERSION), so the completion's answer stays current
          processes.change(e.dryingId, { cost: JSON.stringify(e.cost) })
          break
        case "DryingCostCorrected":
          processes.change(e.dryingId, {
            cost: JSON.stringify(e.to),
            cost_correction: JSON.stringify({
              previousTotalCost: e.from.totalCost,
              reason: e.reason,
              correctedBy: e.correctedByName ?? metadataOf(event).userEmail ?? null,
              correctedAt: at
            }),
            version
          })
          break
        default:
          return absurd(e)
      }
    }
    await processes.flush()
    await readings.flush()
    for (const [id, c] of corrections)
      await trx
        .updateTable("drying_readings")
        .set({ reading_time: c.readingTime, electricity_meter: c.electricityMeter, humidity: c.humidity, notes: c.notes, luku_sms: c.lukuSms })
        .where("id", "=", id)
        .execute()
    return events.length > 0 ? [DRYING_TOPIC, LiveTopics.dashboard] : []
  }),
  reset: async (trx) => {
    await trx.deleteFrom("drying_readings").execute()
    await trx.deleteFrom("drying_processes").execute()
  }
}
