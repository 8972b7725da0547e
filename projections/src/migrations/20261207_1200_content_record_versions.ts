import { sql, type Kysely } from "kysely"

/**
 * The version of each content and settings record an edit or delete carries (last
 * part), as 20261206_0100 did for the first forms. A website folder or file shares the library's
 * one stream with every other: its version is the revision of the last event about it, so an
 * upload elsewhere does not make an open rename stale. The settings' version is how many changes
 * they hold; a save is stale only when a key it saves changed since. Null until the owning projection, whose
 * version went up with the column, has rebuilt it from the log.
 */
export const up = async (db: Kysely<any>) => {
  for (const table of [
    "website_folders",
    "website_files",
    "system_settings",
    "electricity_recharges",
    "calculations",
    "newsletter_subscribers",
    "display_tokens"
  ]) {
    await sql`alter table ${sql.table(table)} add column if not exists version text`.execute(db)
  }
}
