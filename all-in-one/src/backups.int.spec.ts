import { BackupMessages, type BackupList, type BackupRun, type SystemSettings } from "@timber/contracts"
import { readFile, readdir } from "node:fs/promises"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startBackupSchedule } from "./backups/backup-schedule"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * Admin Settings' Backups tab over HTTP: ADMIN only; "Back up now" runs in the background and the
 * backup is listed with its size and position; a download is the file's bytes; retention keeps the
 * newest N; two clicks at once take one backup; the schedule's day is claimed by one process only.
 */
let app: TestApp
let admin = ""
let user = ""
/** The log's position after the USER was created: a backup taken later holds it. */
let userCreatedAt = "0"
const directory = () => app.backups.directory

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const list = (token = admin) => json<BackupList>(app.api("/backups", { token }))
const archives = async () => (await readdir(directory())).filter((name) => name.endsWith(app.backups.extension)).sort()

/** "Back up now", then the run polled as the tab polls it until it has finished. */
const backUpNow = async (headers: Record<string, string> = {}) => {
  const started = await app.api("/backups", { method: "POST", token: admin, headers })
  expect(started.status, await started.clone().text()).toBe(202)
  return (await started.json()) as BackupRun
}
const finished = async () => {
  for (;;) {
    const run = await json<BackupRun>(app.api("/backups/run", { token: admin }))
    if (run.state !== "running") return run
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
const saveSettings = async (payload: Record<string, unknown>) => {
  const current = await json<SystemSettings>(app.api("/settings", { token: admin }))
  const saved = await app.api("/settings", { method: "PUT", token: admin, json: { ...payload, version: current.version } })
  expect(saved.status, await saved.clone().text()).toBe(200)
  // read-your-writes: the shelf and the schedule read the settings' read model
  await json(app.api("/settings", { token: admin, headers: { "x-min-position": saved.headers.get("x-event-position") ?? "0" } }))
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  const created = await app.api("/users", {
    method: "POST",
    token: admin,
    json: { email: "clerk@timber.works", password: "Passw0rd-long", firstName: "Clerk", lastName: "Tester", role: "USER" }
  })
  expect(created.status, await created.clone().text()).toBe(201)
  userCreatedAt = created.headers.get("x-event-position")!
  user = await app.login("clerk@timber.works", "Passw0rd-long")
}, 120_000)
afterAll(() => app?.close())

describe("the Backups endpoints", () => {
  it("given a USER, when they list, poll, start or download backups, then each is refused 403 and no backup is taken", async () => {
    for (const [method, path] of [
      ["GET", "/backups"],
      ["GET", "/backups/run"],
      ["POST", "/backups"],
      ["GET", "/backups/anything.timber-backup/file"]
    ] as const) {
      const response = await app.api(path, { method, token: user })
      expect(response.status, `${method} ${path}`).toBe(403)
    }
    expect(await archives()).toEqual([])
  })

  it("given an ADMIN, when they back up now, then the run shows progress and the backup is listed with its size, position and events", async () => {
    const started = await backUpNow()
    expect(started.state).toBe("running")
    expect(started.startedBy).toBe("admin@timber.works")
    const run = await finished()
    expect(run.state, run.failure ?? "").toBe("succeeded")
    expect(run.progress).toBe(1)
    const { backups, run: listedRun } = await list()
    expect(listedRun.state).toBe("succeeded")
    expect(backups).toHaveLength(1)
    const [backup] = backups
    const bytes = await readFile(join(directory(), backup!.name))
    expect(backup!.sizeBytes).toBe(bytes.length)
    expect(BigInt(backup!.position)).toBeGreaterThanOrEqual(BigInt(userCreatedAt))
    expect(backup!.events).toBeGreaterThan(0)
    expect(run.backup).toEqual(backup)
  })

  it("given a backup, when an ADMIN downloads it, then the bytes are the file's, as an attachment with the security headers", async () => {
    const [backup] = (await list()).backups
    const response = await app.api(`/backups/${encodeURIComponent(backup!.name)}/file`, { token: admin })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-disposition")).toContain(`attachment; filename="${backup!.name}"`)
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(response.headers.get("content-security-policy")).toBeTruthy()
    expect(Buffer.from(await response.arrayBuffer()).equals(await readFile(join(directory(), backup!.name)))).toBe(true)
  })

  it("given a name that is not a backup of the folder, when it is downloaded, then 404 in words and no other file is read", async () => {
    // names that reach the download: refused in the tab's words
    for (const name of ["jwt-secret", "..%2Fjwt-secret", "..%2F..%2Fpglite%2FPG_VERSION", `missing${app.backups.extension}`]) {
      const response = await app.api(`/backups/${name}/file`, { token: admin })
      expect(response.status, name).toBe(404)
      expect((await response.json()) as object, name).toMatchObject({ message: BackupMessages.notFound })
    }
    // a path the URL itself resolves elsewhere reaches no route
    expect((await app.api("/backups/../jwt-secret/file", { token: admin })).status).toBe(404)
  })

  it("given two clicks at once (two intents), when both start a backup, then both answer the same run and one backup is taken", async () => {
    const before = await archives()
    const [first, second] = await Promise.all([backUpNow({ "idempotency-key": "a-1" }), backUpNow({ "idempotency-key": "a-2" })])
    expect(second.startedAt).toBe(first.startedAt)
    await finished()
    expect((await archives()).length).toBe(before.length + 1)
  })

  it("given 2 backups kept, when a third and a fourth are taken, then only the newest 2 stay in the folder and the list", async () => {
    await saveSettings({ backupsKept: 2 })
    await backUpNow()
    await finished()
    await backUpNow()
    const newest = await finished()
    const { backups } = await list()
    expect(backups.map((b) => b.name)).toHaveLength(2)
    expect(backups[0]!.name).toBe(newest.backup!.name)
    expect(await archives()).toEqual(backups.map((b) => b.name).sort())
  })
})

describe("the daily backup", () => {
  it("given the daily backup on at a time already passed, when the schedule looks, then it takes the day's backup once", async () => {
    await saveSettings({ backupsDaily: true, backupTime: "00:00", backupsKept: 10 })
    const before = (await list()).backups.length
    expect(await app.backupsTick()).toBe(true)
    expect(await app.backupsTick()).toBe(false)
    const run = await finished()
    expect(run.startedBy).toBe("schedule")
    expect((await list()).backups.length).toBe(before + 1)
  })

  it("given two processes' schedules on one database, when both look at once, then exactly one claims the day", async () => {
    let started = 0
    const scheduleOf = (claimant: string) =>
      startBackupSchedule({
        db: app.database.db,
        settings: async () => ({ backupsDaily: true, backupTime: "00:00" }),
        start: async () => void (started += 1),
        claimant,
        // a day no other test claims
        now: () => new Date(2031, 0, 15, 3, 0)
      })
    const [one, two] = await Promise.all([scheduleOf("one"), scheduleOf("two")])
    const claimed = await Promise.all([one.check(), two.check()])
    // and looking again the same day claims nothing
    const again = [await one.check(), await two.check()]
    one.stop()
    two.stop()
    expect(claimed.filter(Boolean)).toHaveLength(1)
    expect(again).toEqual([false, false])
    expect(started).toBe(1)
  })

  it("given the daily backup off, or its time not yet come, when the schedule looks, then nothing is claimed", async () => {
    let started = 0
    const at = (hours: number, daily: boolean) =>
      startBackupSchedule({
        db: app.database.db,
        settings: async () => ({ backupsDaily: daily, backupTime: "02:30" }),
        start: async () => void (started += 1),
        claimant: "early",
        now: () => new Date(2031, 1, 20, hours, 0)
      })
    const early = await at(2, true)
    const off = await at(4, false)
    expect([await early.check(), await off.check()]).toEqual([false, false])
    early.stop()
    off.stop()
    expect(started).toBe(0)
  })
})
