import { randomUUID } from "node:crypto"
import pg from "pg"
import { openPGlite, openPostgres, type Database } from "../sql/database"

export interface TestDatabase {
  readonly name: string
  /** `poolSize`: the PostgreSQL pool's connections (tests that hold many transactions open at once). */
  readonly open: (options?: { readonly poolSize?: number }) => Promise<Database>
}

/**
 * The databases a test file runs against: PGlite always, and PostgreSQL when
 * DATABASE_URL is set. Each PostgreSQL database lives in a fresh schema so test
 * files running side by side never see each other's rows.
 */
export const testDatabases = (): TestDatabase[] => {
  const list: TestDatabase[] = [{ name: "PGlite", open: () => openPGlite() }]
  const url = process.env.DATABASE_URL
  if (url) {
    list.push({
      name: "PostgreSQL",
      open: async (options) => {
        const schema = `t_${randomUUID().replace(/-/g, "").slice(0, 16)}`
        const admin = new pg.Client({ connectionString: url })
        await admin.connect()
        await admin.query(`create schema ${schema}`)
        await admin.end()
        const database = openPostgres(url, { schema, max: options?.poolSize ?? 12 })
        return {
          ...database,
          close: async () => {
            await database.close()
            const cleanup = new pg.Client({ connectionString: url })
            await cleanup.connect()
            await cleanup.query(`drop schema ${schema} cascade`)
            await cleanup.end()
          }
        }
      }
    })
  }
  return list
}
