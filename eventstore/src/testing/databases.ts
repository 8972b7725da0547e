import { randomUUID } from "node:crypto"
import pg from "pg"
import { openPGlite, openPostgres, type Database } from "../sql/database"

export interface TestDatabase {
  readonly name: string
  /** `poolSize`: the PostgreSQL pool's connections (tests that hold many transactions open at once). */
  readonly open: (options?: { readonly poolSize?: number }) => Promise<Database>
}

/**
 * Which engines a spec must hold on. "every engine" where the engine itself is under test: the event
 * store (append, concurrency, reading below the watermark, consumer groups, the stream cache), schema
 * migrations, and the runners that read the store, wake on its notifications and keep checkpoints.
 * "the run's engine" elsewhere (projection folds, read-model queries, process managers' reactions,
 * stock books): the rule is the same SQL on either, so it is checked once, on PostgreSQL when
 * DATABASE_URL is set (as in CI), else on PGlite.
 */
export type Engines = "every engine" | "the run's engine"

/**
 * The databases a test file runs against: PGlite, and PostgreSQL when DATABASE_URL is set; only
 * the last of the two for "the run's engine". Each PostgreSQL database lives in a fresh schema so
 * test files running side by side never see each other's rows.
 */
export const testDatabases = (engines: Engines, env: NodeJS.ProcessEnv = process.env): TestDatabase[] => {
  const list: TestDatabase[] = [{ name: "PGlite", open: () => openPGlite() }]
  const url = env.DATABASE_URL
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
  return engines === "every engine" ? list : list.slice(-1)
}
