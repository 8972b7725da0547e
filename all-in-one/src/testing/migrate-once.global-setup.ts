import { MIGRATED_DATABASE_ENV, MIGRATED_PGLITE_ENV, migrateDatabaseOnce, migratePGliteOnce } from "./migrated-store"

/**
 * vitest's global setup: the store the test apps will run on, migrated once for the whole run (on
 * PostgreSQL when DATABASE_URL is set, else on PGlite), named in the environment the test workers
 * inherit; removed at the end. Each project of a config runs its global setup: the first one
 * migrates, the others find the name set.
 */
export default async function migrateOnce(): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL
  if (url) {
    if (process.env[MIGRATED_DATABASE_ENV]) return async () => {}
    const database = await migrateDatabaseOnce(url)
    process.env[MIGRATED_DATABASE_ENV] = database.name
    return async () => {
      delete process.env[MIGRATED_DATABASE_ENV]
      await database.drop()
    }
  }
  return migratePGliteOnceForRun()
}

/** The PGlite store migrated once for the run. */
export const migratePGliteOnceForRun = async (): Promise<() => Promise<void>> => {
  if (process.env[MIGRATED_PGLITE_ENV]) return async () => {}
  const pglite = await migratePGliteOnce()
  process.env[MIGRATED_PGLITE_ENV] = pglite.dataDir
  return async () => {
    delete process.env[MIGRATED_PGLITE_ENV]
    pglite.remove()
  }
}
