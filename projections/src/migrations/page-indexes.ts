import { sql, type Kysely } from "kysely"

/**
 * One index per sort a paged list offers, each ending in the id: a page in any
 * sort is an index range scan at any depth. Named `<table>_page_<column>`.
 */
export const createPageIndexes = async (db: Kysely<any>, table: string, columns: ReadonlyArray<string>, idColumn = "id") => {
  for (const column of columns)
    await sql`create index if not exists ${sql.id(`${table}_page_${column}`)} on ${sql.table(table)} (${sql.ref(column)}, ${sql.ref(idColumn)})`.execute(db)
}
