import { EMPTY_WOOD_TYPE_CATALOGUE, toWoodType, type StoredFile, type WoodType, type WoodTypeCatalogue } from "@timber/contracts"
import type { ReadDb } from "../database"
import type { WoodTypesTable } from "./wood-types.table"

const imageOf = (value: unknown): StoredFile | null =>
  value === null || value === undefined ? null : ((typeof value === "string" ? JSON.parse(value) : value) as StoredFile)

const catalogueOf = (value: unknown): WoodTypeCatalogue =>
  value === null || value === undefined ? EMPTY_WOOD_TYPE_CATALOGUE : ((typeof value === "string" ? JSON.parse(value) : value) as WoodTypeCatalogue)

/** A wood type row as the API shows it: the row read back into the wood type's fields, then the one view both sides use. */
export const woodTypeFromRow = (row: WoodTypesTable): WoodType =>
  toWoodType(
    { woodTypeId: row.id, name: row.name, grade: row.grade, catalogue: catalogueOf(row.catalogue), image: imageOf(row.image) },
    { createdAt: new Date(row.created_at).toISOString(), updatedAt: new Date(row.updated_at).toISOString() },
    row.version ?? ""
  )

export const listWoodTypes = async (db: ReadDb): Promise<WoodType[]> =>
  (await db.selectFrom("wood_types").selectAll().orderBy("name").execute()).map(woodTypeFromRow)

/** The stored picture of a wood type, or null (no such wood type, or no picture). */
export const findWoodTypeImage = async (db: ReadDb, id: string): Promise<StoredFile | null> => {
  const row = await db.selectFrom("wood_types").select("image").where("id", "=", id).executeTakeFirst()
  return row ? imageOf(row.image) : null
}
