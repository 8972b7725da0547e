import { decodeEvent, DRYING_EVENT_TYPES, DryingEvent, LiveTopics, metadataOf } from "@timber/contracts"
import { absurd } from "effect"
import type { Projection } from "../runner/projection"

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
  version: 1,
  eventTypes: DRYING_EVENT_TYPES,
  tables: ["drying_processes", "drying_readings"],
  apply: async (trx, event) => {
    const e = decodeEvent(DryingEvent, event)
    const at = metadataOf(event).occurredAt
    switch (e._tag) {
      case "DryingStarted":
        await trx
          .insertInto("drying_processes")
          .values({
            id: e.dryingId,
            batch_number: e.batchNumber,
            status: "IN_PROGRESS",
            ...setupColumns(e),
            end_time: null,
            warehouse_id: e.warehouseId,
            stock_thickness: e.stockThickness,
            created_by_name: e.createdByName,
            created_at: at
          })
          .onConflict((oc) => oc.column("id").doNothing())
          .execute()
        break
      case "DryingSetupEdited":
        await trx.updateTable("drying_processes").set(setupColumns(e)).where("id", "=", e.dryingId).execute()
        break
      case "DryingReadingAdded":
        await trx
          .insertInto("drying_readings")
          .values({
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
          .onConflict((oc) => oc.column("id").doNothing())
          .execute()
        break
      case "DryingCompleted":
        await trx.updateTable("drying_processes").set({ status: "COMPLETED", end_time: e.endTime }).where("id", "=", e.dryingId).execute()
        break
      case "DryingDeleted":
        await trx.deleteFrom("drying_readings").where("drying_id", "=", e.dryingId).execute()
        await trx.deleteFrom("drying_processes").where("id", "=", e.dryingId).execute()
        break
      default:
        return absurd(e)
    }
    return [DRYING_TOPIC, LiveTopics.dashboard]
  },
  reset: async (trx) => {
    await trx.deleteFrom("drying_readings").execute()
    await trx.deleteFrom("drying_processes").execute()
  }
}
