import { CalculationId, toCalculation, type Calculation, type CalculationSort, type PageRequest, WoodTypeId, UserId } from "@timber/contracts"
import type { ReadDb } from "../database"
import type { CursorPosition } from "../paging/cursor"
import { keysetPage, type KeysetPage } from "../paging/keyset-page"
import { containsPattern } from "../paging/search"
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
    new Date(row.created_at).toISOString(),
    row.version ?? ""
  )

/** The column each calculation sort reads; each has an index (user_id, column, id) (migration 20261206_0605). */
const CALCULATION_SORT_COLUMNS: Record<CalculationSort, string> = {
  createdAt: "created_at",
  pricePerPlank: "price_per_plank",
  pricePerM3: "price_per_m3"
}

/** One page of a user's calculations (the calculator's saved list), searched on the server. */
export const pageCalculations = async (
  db: ReadDb,
  userId: string,
  request: PageRequest<CalculationSort>,
  after: CursorPosition | null
): Promise<KeysetPage<Calculation>> => {
  let query = db.selectFrom("calculations").selectAll().where("user_id", "=", userId)
  if (request.q) {
    const pattern = containsPattern(request.q)
    query = query.where((eb) => eb.or([eb("wood_type_name", "ilike", pattern), eb("notes", "ilike", pattern)]))
  }
  const page = await keysetPage(query, request, after, { column: CALCULATION_SORT_COLUMNS[request.sort], idColumn: "id" })
  return { ...page, items: page.items.map(calculationFromRow) }
}
