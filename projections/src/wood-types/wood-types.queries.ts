import { EMPTY_WOOD_TYPE_CATALOGUE, type WoodType, type WoodTypeCatalogue } from "@timber/contracts"
import type { ReadDb } from "../database"

const catalogueOf = (value: unknown): WoodTypeCatalogue =>
  value === null || value === undefined ? EMPTY_WOOD_TYPE_CATALOGUE : ((typeof value === "string" ? JSON.parse(value) : value) as WoodTypeCatalogue)

export const listWoodTypes = async (db: ReadDb): Promise<WoodType[]> =>
  (await db.selectFrom("wood_types").selectAll().orderBy("name").execute()).map((row) => ({
    id: row.id,
    name: row.name,
    grade: row.grade,
    ...catalogueOf(row.catalogue),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString()
  }))
