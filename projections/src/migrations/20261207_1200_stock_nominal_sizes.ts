import { sql, type Kysely } from "kysely"

/**
 * Stock in nominal sizes and m³: a row names its product and nominal width (null
 * on a legacy row, keyed by thickness text only) and holds m³ beside each quantity; a ledger line
 * says the m³ that moved with its pieces (null on lines recorded before: they moved no m³).
 */
export const up = async (db: Kysely<any>) => {
  await sql`alter table stock_rows add column if not exists product text`.execute(db)
  await sql`alter table stock_rows add column if not exists width text`.execute(db)
  for (const bucket of ["not_dried", "under_drying", "dried", "damaged", "in_transit_out", "in_transit_in"])
    await sql`alter table stock_rows add column if not exists ${sql.ref(`${bucket}_m3`)} double precision not null default 0`.execute(db)
  await sql`alter table stock_ledger add column if not exists product text`.execute(db)
  await sql`alter table stock_ledger add column if not exists width text`.execute(db)
  await sql`alter table stock_ledger add column if not exists m3_change double precision`.execute(db)
  await sql`alter table stock_ledger add column if not exists m3_after double precision`.execute(db)
}
