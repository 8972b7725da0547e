import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runProductCli } from "../testing/admin-cli"
import { freshTarget, type FreshTarget } from "../testing/restore-targets"
import { startTestApp, type TestApp } from "../testing/test-app"
import { readManifest } from "./archive-file"
import { EVENTSTORE_REFUSAL } from "./backup-manifest"

/**
 * Three commands of npm, tsx and a restore: minutes on a loaded machine (see runProductCli).
 *
 * `npm run backup` and `npm run restore` as an operator types them, beside the running product (on
 * PGlite through its backup door, on PostgreSQL reading the database), with `npm start`'s environment.
 */
let app: TestApp
let backups: string
let fresh: FreshTarget

const sourceEnv = (): Record<string, string> =>
  app.databaseUrl
    ? { DATABASE_URL: app.databaseUrl, ...(app.databaseSchema ? { DATABASE_SCHEMA: app.databaseSchema } : {}), DATA_DIR: app.backupSource.dataDir }
    : { DATA_DIR: app.backupSource.dataDir }
const targetEnv = (): Record<string, string> => ({
  DATA_DIR: fresh.target.dataDir,
  ...(fresh.target.databaseUrl ? { DATABASE_URL: fresh.target.databaseUrl } : {}),
  ...(fresh.target.databaseSchema ? { DATABASE_SCHEMA: fresh.target.databaseSchema } : {})
})

beforeAll(async () => {
  app = await startTestApp()
  backups = mkdtempSync(join(tmpdir(), "timber-backups-"))
  fresh = freshTarget()
})

afterAll(async () => {
  await app?.close()
  await fresh?.drop()
  rmSync(backups, { recursive: true, force: true })
})

describe("the backup and restore commands", () => {
  it("given the product running, then `npm run backup -- <file>` writes a complete archive, and `npm run restore` loads it into an empty store once", async () => {
    const token = await app.login()
    expect((await app.api("/factory/wood-types", { method: "POST", token, json: { name: "Cli Olive" } })).status).toBe(201)
    const file = join(backups, "cli.twbackup")
    const backup = await runProductCli("backup", [file], sourceEnv())
    expect(backup.stderr).toBe("")
    expect(backup.code).toBe(0)
    expect(backup.stdout).toMatch(/^Backup written to .*cli\.twbackup: position \d+, \d+ events/)
    const manifest = await readManifest(file)
    expect(manifest.counts.events).toBeGreaterThan(0)
    expect(manifest.engine).toBe(app.database.kind)

    const restore = await runProductCli("restore", [file], targetEnv())
    expect(restore.stderr).toBe("")
    expect(restore.code).toBe(0)
    expect(restore.stdout).toContain(`Restored ${manifest.counts.events} events up to position ${manifest.position} of the backup`)

    const again = await runProductCli("restore", [file], targetEnv())
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/is not empty.*Nothing was restored/)
  }, 600_000)

  it("given a wrong argument, then each command says how it is used and touches nothing", async () => {
    const target = join(backups, "never")
    const restore = await runProductCli("restore", [join(backups, "cli.twbackup"), "--to-time", "yesterday"], { DATA_DIR: target })
    expect(restore.code).toBe(2)
    expect(restore.stderr).toContain("--to-time takes a time")
    expect(existsSync(target)).toBe(false)
  }, 240_000)

  it("given the log in EventStoreDB, then both commands refuse in words and write nothing", async () => {
    const file = join(backups, "esdb.twbackup")
    const target = join(backups, "esdb-target")
    const backup = await runProductCli("backup", [file], { EVENTSTORE_URL: "esdb://127.0.0.1:1?tls=false", DATA_DIR: target })
    const restore = await runProductCli("restore", [join(backups, "cli.twbackup")], { EVENTSTORE_URL: "esdb://127.0.0.1:1?tls=false", DATA_DIR: target })
    for (const refused of [backup, restore]) {
      expect(refused.code).toBe(1)
      expect(refused.stderr).toContain(EVENTSTORE_REFUSAL)
    }
    expect(existsSync(file)).toBe(false)
    expect(existsSync(target)).toBe(false)
  }, 240_000)
})
