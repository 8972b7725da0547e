import { sql, type Kysely } from "kysely"

/** LUKU recharges: one row per token, newest first by their place in the log. */
export const up = async (db: Kysely<any>) => {
  await sql`
    create table if not exists electricity_recharges (
      id text primary key,
      token text not null,
      kwh_amount double precision not null,
      total_paid double precision not null,
      sms_text text not null,
      drying_id text,
      recorded_at timestamptz not null,
      recorded_by text,
      log_position bigint not null
    )`.execute(db)
  await sql`create index if not exists electricity_recharges_recorded on electricity_recharges (log_position desc)`.execute(db)
}
