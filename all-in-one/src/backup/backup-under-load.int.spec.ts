import type { StockVerification } from "@timber/contracts"
import { openDatabase, type Database } from "@timber/eventstore"
import { ALL_PROJECTIONS, makeProjectionRunner } from "@timber/projections"
import { makeSqlEventStore } from "@timber/eventstore"
import { appendEvents } from "@timber/eventstore/postgres/append"
import { randomUUID } from "node:crypto"
import { sql } from "kysely"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { stockWarehouse } from "../testing/received-lot"
import { freshTarget, type FreshTarget } from "../testing/restore-targets"
import { startTestApp, type TestApp } from "../testing/test-app"
import { restoreBackup } from "./restore-backup"
import { takeBackup } from "./take-backup"

/**
 * A backup taken while several clients move stock between warehouses (each transfer one append to
 * the transfer's and the stock rows' streams) restores to a store whose stock verifies clean and
 * whose read models are what a rebuild of the same events makes (issue 40 item 1). PostgreSQL only
 * (CI's budget: one burst): there appends of many connections commit out of position order.
 */
const CLIENTS = 4
/** Each client goes on moving stock until the backup is done and it has made this many more. */
const TRANSFERS_AFTER_BACKUP = 2

let app: TestApp
let token: string
let fresh: FreshTarget
let backups: string

/** Row count and a hash of every row of each table a projection owns. */
const tableHashes = async (database: Database) => {
  const hashes: Record<string, string> = {}
  for (const table of [...new Set(ALL_PROJECTIONS.flatMap((projection) => projection.tables))].sort()) {
    const { rows } = await sql<{ n: string; hash: string | null }>`
      select count(*)::text as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as hash from ${sql.table(table)} t`.execute(database.db)
    hashes[table] = `${rows[0]!.n} ${rows[0]!.hash}`
  }
  return hashes
}

/** The ids of the log's events up to `position`, in order, as one hash. */
const logHash = async (database: Database, position: string) =>
  (
    await sql<{ n: string; hash: string }>`
      select count(*)::text as n, md5(coalesce(string_agg(event_id, ',' order by position), '')) as hash from events where position <= ${position}`.execute(
      database.db
    )
  ).rows[0]!

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return
  app = await startTestApp()
  token = await app.login()
  backups = mkdtempSync(join(tmpdir(), "timber-backups-"))
  fresh = freshTarget()
})

afterAll(async () => {
  await app?.close()
  await fresh?.drop()
  if (backups) rmSync(backups, { recursive: true, force: true })
})

describe.skipIf(!process.env.DATABASE_URL)("a backup taken during a burst of multi-stream writes", () => {
  it("given clients moving stock while the backup runs, then it holds every event up to its position and restores to stock that verifies and tables a rebuild reproduces", async () => {
    const write = (method: string, path: string, json: unknown) => app.api(path, { method, token, json })
    const woodType = (await (await write("POST", "/factory/wood-types", { name: "Burst Mninga" })).json()) as { id: string }
    const warehouses = [await stockWarehouse(write, "WH-B1"), await stockWarehouse(write, "WH-B2"), await stockWarehouse(write, "WH-B3")]
    for (const warehouseId of warehouses) {
      const seeded = await write("POST", "/management/stock/adjustments", {
        warehouseId,
        woodTypeId: woodType.id,
        thickness: '1"',
        woodStatus: "DRIED",
        quantity: 500,
        reason: "Stock count"
      })
      expect(seeded.status, await seeded.clone().text()).toBe(201)
    }
    let transfersMade = 0
    let backupDone = false
    let underWay: () => void = () => undefined
    const wellUnderWay = new Promise<void>((resolve) => (underWay = resolve))
    // the burst outlasts the backup however slow the machine: a fixed count once ended before it
    const client = async (n: number) => {
      for (let i = 0, after = 0; !backupDone || after < TRANSFERS_AFTER_BACKUP; i++) {
        if (backupDone) after++
        const from = warehouses[(n + i) % 3]!
        const to = warehouses[(n + i + 1) % 3]!
        const response = await write("POST", "/transfers", {
          fromWarehouseId: from,
          toWarehouseId: to,
          transferDate: "2026-12-07T08:00:00.000Z",
          notes: `burst ${n}.${i}`,
          items: [{ woodTypeId: woodType.id, thickness: '1"', quantity: 1 + (i % 3), woodStatus: "DRIED", remarks: null }]
        })
        expect(response.status, await response.clone().text()).toBe(201)
        if (++transfersMade === CLIENTS * 2) underWay()
      }
    }
    const burst = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)))
    // the backup starts once the burst is under way and runs beside it, while one append (of a type
    // no projection reads) sits in a transaction that took its id before the burst's latest appends:
    // its event commits during the backup with a lower position than theirs
    await wellUnderWay
    let heldAppended: () => void = () => undefined
    const heldInFlight = new Promise<void>((resolve) => (heldAppended = resolve))
    const held = app.database.db.transaction().execute(async (trx) => {
      await sql`select pg_current_xact_id()`.execute(trx)
      await sql`select pg_sleep(0.3)`.execute(trx)
      await appendEvents(trx, `BackupHeld-${randomUUID()}`, [{ id: randomUUID(), type: "BackupHeldMarker", data: {}, metadata: { userId: "test" } }], "any")
      heldAppended()
      await sql`select pg_sleep(1.5)`.execute(trx)
    })
    await heldInFlight
    const archive = join(backups, "burst.twbackup")
    const progress: number[] = []
    const manifest = await takeBackup(app.backupSource, archive, (done) => progress.push(done))
    const madeDuringBackup = transfersMade
    backupDone = true
    await held
    await burst
    expect(progress.length).toBeGreaterThan(0)
    // taken during the burst: it holds some of its transfers, not all
    expect(madeDuringBackup).toBeLessThan(transfersMade)
    const { rows } = await sql<{ n: string }>`select count(*)::text as n from events`.execute(app.database.db)
    expect(manifest.counts.events).toBeLessThan(Number(rows[0]!.n))

    // no event at or below the backup's position was missed, not even one that committed after the backup read past it
    const source = await logHash(app.database, manifest.position)
    expect(manifest.counts.events).toBe(Number(source.n))

    const report = await restoreBackup(archive, fresh.target)
    expect(report.events).toBe(manifest.counts.events)
    const restored = await openDatabase({ databaseUrl: fresh.target.databaseUrl, schema: fresh.target.databaseSchema, poolSize: 2 })
    try {
      expect(await logHash(restored, report.newHeadPosition)).toEqual(source)
      const replayed = await tableHashes(restored)
      const store = await makeSqlEventStore(restored)
      const runner = makeProjectionRunner({ database: restored, store, projections: ALL_PROJECTIONS })
      try {
        for (const projection of ALL_PROJECTIONS) await runner.rebuild(projection.name)
      } finally {
        await runner.stop()
        await store.close()
      }
      expect(await tableHashes(restored)).toEqual(replayed)
      expect(replayed.transfers).not.toMatch(/^0 /)
    } finally {
      await restored.close()
    }

    const running = await fresh.start()
    try {
      const signedIn = await running.login()
      const verify = await running.api("/management/stock/verify", { token: signedIn })
      expect(verify.status).toBe(200)
      const verification = (await verify.json()) as StockVerification
      expect(verification.rows).toBeGreaterThan(0)
      expect(verification.mismatches).toEqual([])
    } finally {
      await running.close()
    }
  }, 180_000)
})
