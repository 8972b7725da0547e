import { sql, type Kysely } from "kysely"

/** Who changed which setting from what to what, and when: one row per setting per change. */
export const up = async (db: Kysely<any>) => {
  await sql`
    create table if not exists settings_changes (
      id text primary key,
      setting_key text not null,
      from_value jsonb,
      to_value jsonb,
      changed_at timestamptz not null,
      changed_by text,
      log_position bigint not null
    )`.execute(db)
  await sql`create index if not exists settings_changes_by_key on settings_changes (setting_key, log_position desc)`.execute(db)
}
