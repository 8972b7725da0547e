import type { WoodType } from "@timber/contracts"
import type { ReadDb } from "../database"

export const listWoodTypes = async (db: ReadDb): Promise<WoodType[]> =>
  (await db.selectFrom("wood_types").selectAll().orderBy("name").execute()).map((row) => ({
    id: row.id,
    name: row.name,
    grade: row.grade,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString()
  }))
