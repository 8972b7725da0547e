import { sql, type Kysely } from "kysely"

/**
 * The version of the rest of the records a form edits (approval rules, assets and their
 * categories, drying batches, slicing operations, transfers, website pages and files, settings),
 * as migration 0100 did for the first ones. Null until the projection owning the table, whose
 * version went up with this column, has rebuilt it from the log.
 */
export const up = async (db: Kysely<any>) => {
  for (const table of [
    "approval_rules",
    "assets",
    "asset_categories",
    "drying_processes",
    "slicing_operations",
    "transfers",
    "website_pages",
    "website_files",
    "system_settings"
  ]) {
    await sql`alter table ${sql.table(table)} add column if not exists version text`.execute(db)
  }
}
