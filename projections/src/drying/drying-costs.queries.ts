import type { DryingCost } from "@timber/contracts"
import { dryingCost } from "@timber/domain/calculators/drying-cost"
import { sleeperOfItem, sleeperVolumeM3FromCm } from "@timber/domain/calculators/sleeper-volume"
import { stockThicknessOfCm } from "@timber/domain/calculators/stock-thickness"
import type { ReadDb } from "../database"
import { readSettings } from "../settings/settings.queries"
import { listDryingProcesses } from "./drying.queries"
import { latestRecharge } from "./electricity.queries"

/** The average measured m³ of one piece received, by wood type and stock thickness (as the receipt's stock rows key them). */
const measuredPieceVolumes = async (db: ReadDb) => {
  const items = await db
    .selectFrom("receipt_items")
    .innerJoin("wood_receipts", "wood_receipts.lot_number", "receipt_items.lot_number")
    .select(["wood_receipts.wood_type_id as woodTypeId", "receipt_items.height", "receipt_items.width", "receipt_items.length", "receipt_items.quantity"])
    .execute()
  const sums = new Map<string, { m3: number; pieces: number }>()
  for (const item of items) {
    const sleeper = sleeperOfItem({ height: Number(item.height), width: Number(item.width), length: Number(item.length), quantity: Number(item.quantity) })
    const key = `${item.woodTypeId}~${stockThicknessOfCm(sleeper.thickness)}`
    const sum = sums.get(key) ?? { m3: 0, pieces: 0 }
    sums.set(key, { m3: sum.m3 + sleeperVolumeM3FromCm(sleeper) * sleeper.qty, pieces: sum.pieces + sleeper.qty })
  }
  return (woodTypeId: string, thickness: string | null) => {
    const sum = thickness === null ? undefined : sums.get(`${woodTypeId}~${thickness}`)
    return sum && sum.pieces > 0 ? sum.m3 / sum.pieces : null
  }
}

/** Every completed batch's cost, oldest completion first (domain calculators/drying-cost.ts; the volume source in contracts' DryingCost). */
export const listDryingCosts = async (db: ReadDb): Promise<DryingCost[]> => {
  const completed = (await listDryingProcesses(db, "COMPLETED")).filter((p) => p.endTime !== null)
  if (completed.length === 0) return []
  const [settings, recharge, pieceVolume] = await Promise.all([readSettings(db), latestRecharge(db), measuredPieceVolumes(db)])
  return completed
    .map((p) => {
      const perPiece = pieceVolume(p.woodTypeId, p.stockThickness)
      const cost = dryingCost({
        startTime: p.startTime,
        endTime: p.endTime,
        startingElectricityUnits: p.startingElectricityUnits,
        readings: p.readings,
        latestRecharge: recharge,
        ovenPurchasePrice: settings.ovenPurchasePrice,
        ovenLifespanYears: settings.ovenLifespanYears,
        volumeM3: perPiece === null ? null : perPiece * p.pieceCount,
        asOf: p.endTime!
      })
      return {
        id: p.id,
        batchNumber: p.batchNumber,
        woodType: p.woodType?.name ?? null,
        stockThickness: p.stockThickness,
        pieceCount: p.pieceCount,
        startTime: p.startTime,
        endTime: p.endTime!,
        volumeSource: perPiece === null ? null : ("measured receipts" as const),
        ...cost
      }
    })
    .sort((a, b) => a.endTime.localeCompare(b.endTime))
}
