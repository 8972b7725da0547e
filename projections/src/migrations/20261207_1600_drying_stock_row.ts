import { sql, type Kysely } from "kysely"

/**
 * A drying batch names the whole stock row its pieces came from: its product and nominal
 * width beside the stock thickness, so the estimated finish lands on that row and not on every row
 * of the thickness. Null on a batch of a legacy row (thickness only).
 */
export const up = async (db: Kysely<any>) => {
  await sql`alter table drying_processes add column if not exists stock_product text`.execute(db)
  await sql`alter table drying_processes add column if not exists stock_width text`.execute(db)
}
