import { EMPTY_WOOD_TYPE_CATALOGUE, toWoodType, type WoodType, type WoodTypeCatalogue } from "@timber/contracts"
import type { ReadDb } from "../database"
import type { WoodTypesTable } from "./wood-types.table"

const catalogueOf = (value: unknown): WoodTypeCatalogue =>
  value === null || value === undefined ? EMPTY_WOOD_TYPE_CATALOGUE : ((typeof value === "string" ? JSON.parse(value) : value) as WoodTypeCatalogue)

/** A wood type row as the API shows it: the row read back into the wood type's fields, then the one view both sides use. */
export const woodTypeFromRow = (row: WoodTypesTable): WoodType =>
  toWoodType(
    { woodTypeId: row.id, name: row.name, grade: row.grade, catalogue: catalogueOf(row.catalogue) },
    { createdAt: new Date(row.created_at).toISOString(), updatedAt: new Date(row.updated_at).toISOString() }
  )

export const listWoodTypes = async (db: ReadDb): Promise<WoodType[]> =>
  (await db.selectFrom("wood_types").selectAll().orderBy("name").execute()).map(woodTypeFromRow)
