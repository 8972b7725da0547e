import { CalculationId, toCalculation, type Calculation, WoodTypeId, UserId } from "@timber/contracts"
import type { ReadDb } from "../database"
import type { CalculationsTable } from "./calculations.table"

/** A calculation row as the API shows it: the row read back into the calculation's fields, then the one view both sides use. */
export const calculationFromRow = (row: CalculationsTable): Calculation =>
  toCalculation(
    {
      calculationId: CalculationId.make(row.id),
      userId: UserId.make(row.user_id),
      woodTypeId: WoodTypeId.make(row.wood_type_id),
      woodTypeName: row.wood_type_name,
      thickness: Number(row.thickness),
      width: Number(row.width),
      length: Number(row.length),
      pricePerPlank: Number(row.price_per_plank),
      taxPercentage: Number(row.tax_percentage),
      volumeM3: Number(row.volume_m3),
      planksPerM3: Number(row.planks_per_m3),
      pricePerM3: Number(row.price_per_m3),
      notes: row.notes
    },
    new Date(row.created_at).toISOString()
  )

/** A user's calculations, newest first. */
export const listCalculations = async (db: ReadDb, userId: string): Promise<Calculation[]> =>
  (await db.selectFrom("calculations").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").execute()).map(calculationFromRow)
