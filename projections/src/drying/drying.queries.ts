import type { DryingProcess, DryingStatus } from "@timber/contracts"
import type { ReadDb } from "../database"

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString())
const num = (value: number | null) => (value === null ? null : Number(value))

/** Every drying batch with its readings in time order, newest batch first. */
export const listDryingProcesses = async (db: ReadDb): Promise<DryingProcess[]> => {
  const processes = await db.selectFrom("drying_processes").selectAll().orderBy("start_time", "desc").execute()
  const readings = await db.selectFrom("drying_readings").selectAll().orderBy("reading_time", "asc").orderBy("created_at", "asc").execute()
  // (Map.groupBy is missing on Node 20)
  const byProcess = new Map<string, typeof readings>()
  for (const r of readings) byProcess.set(r.drying_id, [...(byProcess.get(r.drying_id) ?? []), r])
  return processes.map((p) => ({
    id: p.id,
    batchNumber: p.batch_number,
    status: p.status as DryingStatus,
    woodTypeId: p.wood_type_id,
    woodType: p.wood_type_name === null ? null : { id: p.wood_type_id, name: p.wood_type_name },
    thickness: Number(p.thickness_mm),
    pieceCount: Number(p.piece_count),
    startingHumidity: num(p.starting_humidity),
    startingElectricityUnits: num(p.starting_electricity_units),
    startTime: new Date(p.start_time).toISOString(),
    endTime: iso(p.end_time),
    notes: p.notes,
    warehouseId: p.warehouse_id,
    sourceWarehouseId: p.warehouse_id,
    stockThickness: p.stock_thickness,
    createdByName: p.created_by_name,
    createdAt: new Date(p.created_at).toISOString(),
    readings: (byProcess.get(p.id) ?? []).map((r) => ({
      id: r.id,
      readingTime: new Date(r.reading_time).toISOString(),
      electricityMeter: Number(r.electricity_meter),
      humidity: Number(r.humidity),
      notes: r.notes,
      lukuSms: r.luku_sms,
      createdByName: r.created_by_name,
      createdAt: new Date(r.created_at).toISOString()
    }))
  }))
}
