import { sql, type Kysely } from "kysely"

/** Website pages and every version of their content. */
export const up = async (db: Kysely<any>) => {
  await sql`
    create table if not exists website_pages (
      id text primary key,
      name text not null,
      slug text not null unique,
      status text not null,
      version integer not null,
      content jsonb not null,
      updated_at text not null,
      updated_by text not null
    )`.execute(db)
  await sql`
    create table if not exists website_page_versions (
      id text primary key,
      page_id text not null,
      version integer not null,
      kind text not null,
      restored_from integer,
      content jsonb not null,
      saved_at text not null,
      saved_by text not null,
      unique (page_id, version)
    )`.execute(db)
}
