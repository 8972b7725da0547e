import { sql, type Kysely } from "kysely"

/**
 * Counted columns (pieces, sleeper numbers) were `integer`: an event carrying more than
 * 2,147,483,647 stopped its projection forever. The contract now bounds new commands
 * (`Bounds` in contracts), but the log is never edited and events appended before those
 * bounds may carry any whole number JSON holds, so these columns become `numeric`, which holds
 * every one of them exactly (`double precision` columns already hold every JSON number, and
 * text columns are unbounded `text`).
 */
const COUNTED_COLUMNS = [
  ["wood_receipts", "estimated_pieces"],
  ["wood_receipts", "actual_pieces"],
  ["slicing_operations", "sleeper_number"],
  ["drying_processes", "piece_count"]
] as const

export const up = async (db: Kysely<any>) => {
  for (const [table, column] of COUNTED_COLUMNS) {
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type numeric`.execute(db)
  }
}
