import { normalThickness } from "@timber/contracts"
import { estimatedDryingFinish } from "@timber/domain/calculators/drying-estimate"
import type { ReadDb } from "../database"

const rowKey = (woodTypeId: string, thickness: string) => `${woodTypeId}~${normalThickness(thickness)}`

/**
 * When the pieces under drying in a warehouse's stock rows should be dry (factory spec sections
 * 2.6 and 9): for each row (wood type and stock thickness), the IN_PROGRESS batches started from it
 * in this warehouse, each estimated by the domain's humidity trend to the 12 % target. Several
 * batches in one row: the latest of their estimates — the row is dry when its last batch is (a
 * batch with no estimate yet, or already at target, adds none). Answers a lookup by wood type and
 * thickness, null where no batch gives an estimate.
 */
export const dryingFinishesOf = async (db: ReadDb, warehouseId: string) => {
  const batches = await db
    .selectFrom("drying_processes")
    .select(["id", "wood_type_id", "stock_thickness"])
    .where("warehouse_id", "=", warehouseId)
    .where("status", "=", "IN_PROGRESS")
    .where("stock_thickness", "is not", null)
    .execute()
  const latest = new Map<string, number>()
  if (batches.length > 0) {
    const readings = await db
      .selectFrom("drying_readings")
      .select(["drying_id", "reading_time", "humidity"])
      .where(
        "drying_id",
        "in",
        batches.map((b) => b.id)
      )
      .execute()
    for (const batch of batches) {
      const finish = estimatedDryingFinish(
        readings.filter((r) => r.drying_id === batch.id).map((r) => ({ readingTime: new Date(r.reading_time).toISOString(), humidity: Number(r.humidity) }))
      )
      if (finish === null) continue
      const key = rowKey(batch.wood_type_id, batch.stock_thickness!)
      latest.set(key, Math.max(latest.get(key) ?? 0, finish.getTime()))
    }
  }
  return (woodTypeId: string, thickness: string): string | null => {
    const finish = latest.get(rowKey(woodTypeId, thickness))
    return finish === undefined ? null : new Date(finish).toISOString()
  }
}
