import { sql, type Kysely } from "kysely"

/** The file manager's live tree: folders and files, found by parent. */
export const up = async (db: Kysely<any>) => {
  await sql`
    create table if not exists website_folders (
      id text primary key,
      name text not null,
      parent_id text,
      created_at text not null
    )`.execute(db)
  await sql`create index if not exists website_folders_parent on website_folders (parent_id)`.execute(db)
  await sql`
    create table if not exists website_files (
      id text primary key,
      name text not null,
      mime_type text not null,
      size bigint not null,
      sha256 text not null,
      folder_id text,
      created_at text not null
    )`.execute(db)
  await sql`create index if not exists website_files_folder on website_files (folder_id)`.execute(db)
}
