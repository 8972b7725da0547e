import { sql, type Kysely } from "kysely"

/**
 * A folder's files in each sort (contracts' WEBSITE_FILE_SORTS): the list is always one folder's,
 * so the folder leads each index, the root as '' (website-files.queries.ts says why).
 */
export const up = async (db: Kysely<any>) => {
  for (const column of ["created_at", "name", "mime_type", "size"])
    await sql`create index if not exists ${sql.id(`website_files_page_${column}`)} on website_files ((coalesce(folder_id, '')), ${sql.ref(column)}, id)`.execute(
      db
    )
}
