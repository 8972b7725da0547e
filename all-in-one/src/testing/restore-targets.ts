import { randomUUID } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"
import type { RestoreTarget } from "../backup/restore-backup"
import { startTestApp, type TestApp } from "./test-app"

export interface FreshTarget {
  readonly target: RestoreTarget
  /** The product started on what was restored. */
  readonly start: () => Promise<TestApp>
  /** How many tables the target's schema holds (0: untouched); on PGlite, whether the data dir exists at all (0 or 1). */
  readonly footprint: () => Promise<number>
  readonly drop: () => Promise<void>
}

/**
 * An empty place to restore into, on the engine the run uses: a schema of its own in DATABASE_URL's
 * database (not created yet: the restore creates it), else a data dir that does not exist yet.
 */
export const freshTarget = (): FreshTarget => {
  const parent = mkdtempSync(join(tmpdir(), "timber-restore-"))
  const dataDir = join(parent, "data")
  const url = process.env.DATABASE_URL
  if (!url) {
    return {
      target: { dataDir },
      start: () => startTestApp({ dataDir }),
      footprint: async () => {
        const { existsSync } = await import("node:fs")
        return existsSync(dataDir) ? 1 : 0
      },
      drop: async () => rmSync(parent, { recursive: true, force: true })
    }
  }
  const schema = `restore_${randomUUID().replace(/-/g, "").slice(0, 12)}`
  const onServer = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return await work(client)
    } finally {
      await client.end()
    }
  }
  return {
    target: { dataDir, databaseUrl: url, databaseSchema: schema },
    start: () => startTestApp({ dataDir, databaseSchema: schema }),
    footprint: () =>
      onServer(async (client) =>
        Number((await client.query(`select count(*) as n from information_schema.tables where table_schema = $1`, [schema])).rows[0].n)
      ),
    drop: async () => {
      await onServer((client) => client.query(`drop schema if exists ${schema} cascade`))
      rmSync(parent, { recursive: true, force: true })
    }
  }
}
