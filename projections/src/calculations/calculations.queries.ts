import type { Calculation } from "@timber/contracts"
import type { ReadDb } from "../database"

/** A user's calculations, newest first. */
export const listCalculations = async (db: ReadDb, userId: string): Promise<Calculation[]> =>
  (await db.selectFrom("calculations").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").execute()).map((row) => ({
    id: row.id,
    user_id: row.user_id,
    wood_type_id: row.wood_type_id,
    thickness: Number(row.thickness),
    width: Number(row.width),
    length: Number(row.length),
    price_per_plank: Number(row.price_per_plank),
    tax_percentage: Number(row.tax_percentage),
    volume_m3: Number(row.volume_m3),
    planks_per_m3: Number(row.planks_per_m3),
    price_per_m3: Number(row.price_per_m3),
    notes: row.notes,
    created_at: new Date(row.created_at).toISOString(),
    wood_type: row.wood_type_name === null ? null : { id: row.wood_type_id, name: row.wood_type_name }
  }))
