import { toDryingProcess, toDryingReading, type DryingProcess, type DryingStatus, WoodTypeId } from "@timber/contracts"
import type { ReadDb } from "../database"

const iso = (value: string) => new Date(value).toISOString()
const num = (value: number | null) => (value === null ? null : Number(value))

/**
 * Every drying batch with its readings in time order, newest batch first; or the batches of one
 * status (the wall's kilns drying now) with their readings only, by index.
 */
export const listDryingProcesses = async (db: ReadDb, status?: DryingStatus): Promise<DryingProcess[]> => {
  const processes = await (status === undefined ? db.selectFrom("drying_processes") : db.selectFrom("drying_processes").where("status", "=", status))
    .selectAll()
    .orderBy("start_time", "desc")
    .execute()
  const readings = await (
    status === undefined
      ? db.selectFrom("drying_readings")
      : db.selectFrom("drying_readings").where("drying_id", "in", db.selectFrom("drying_processes").select("id").where("status", "=", status))
  )
    .selectAll()
    .orderBy("reading_time", "asc")
    .orderBy("created_at", "asc")
    .execute()
  // (Map.groupBy is missing on Node 20)
  const byProcess = new Map<string, typeof readings>()
  for (const r of readings) byProcess.set(r.drying_id, [...(byProcess.get(r.drying_id) ?? []), r])
  return processes.map((p) =>
    toDryingProcess(
      {
        dryingId: p.id,
        batchNumber: p.batch_number,
        status: p.status as DryingStatus,
        warehouseId: p.warehouse_id,
        stockThickness: p.stock_thickness,
        createdByName: p.created_by_name,
        setup: {
          woodTypeId: WoodTypeId.make(p.wood_type_id),
          woodTypeName: p.wood_type_name,
          thicknessMm: Number(p.thickness_mm),
          pieceCount: Number(p.piece_count),
          startingHumidity: num(p.starting_humidity),
          startingElectricityUnits: num(p.starting_electricity_units),
          startTime: iso(p.start_time),
          notes: p.notes
        },
        endTime: p.end_time === null ? null : iso(p.end_time)
      },
      iso(p.created_at),
      (byProcess.get(p.id) ?? []).map((r) =>
        toDryingReading(
          {
            readingId: r.id,
            readingTime: iso(r.reading_time),
            electricityMeter: Number(r.electricity_meter),
            humidity: Number(r.humidity),
            notes: r.notes,
            lukuSms: r.luku_sms,
            createdByName: r.created_by_name
          },
          iso(r.created_at)
        )
      )
    )
  )
}
