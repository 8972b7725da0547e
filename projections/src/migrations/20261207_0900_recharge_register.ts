import { sql, type Kysely } from "kysely"

/**
 * The recharge register: a recharge corrected (with its reason) or voided stays a
 * row; and a kiln charge prices the units on the meter at its start at the recharge recorded last
 * before it (electricity.queries.ts `rechargeBefore`), read by time.
 */
export const up = async (db: Kysely<any>) => {
  await sql`alter table electricity_recharges add column if not exists voided boolean not null default false`.execute(db)
  await sql`alter table electricity_recharges add column if not exists void_reason text`.execute(db)
  await sql`alter table electricity_recharges add column if not exists correction_reason text`.execute(db)
  await sql`create index if not exists electricity_recharges_recorded_at on electricity_recharges (recorded_at desc, log_position desc)`.execute(db)
}
