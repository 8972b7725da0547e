import { sql, type Kysely } from "kysely"

/** a user's profile picture, roles kept on the server, and the system settings. */
export const up = async (db: Kysely<any>) => {
  await sql`alter table users add column if not exists avatar jsonb`.execute(db)
  await sql`
    create table if not exists roles (
      id text primary key,
      name text not null,
      description text,
      permissions jsonb not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db)
  await sql`
    create table if not exists system_settings (
      id text primary key,
      changed jsonb not null,
      smtp_password_set boolean not null,
      updated_at timestamptz not null
    )`.execute(db)
}
