import type { SubscriberList } from "@timber/contracts"
import { sql } from "kysely"
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { freshTarget, type FreshTarget } from "../testing/restore-targets"
import { startTestApp, type TestApp } from "../testing/test-app"
import { readManifest } from "./archive-file"
import { BackupRefused } from "./backup-manifest"
import { erasureJournalBeside } from "./erasure-journal"
import { restoreBackup } from "./restore-backup"
import { takeBackup } from "./take-backup"

/** A restore into a new PGlite data dir and a start on it take most of a minute on a loaded machine. */
const RESTORE_MS = 240_000

/**
 * Backups restore what they hold and nothing else (issue 40 item 1), on the engine of the run
 * (PostgreSQL with DATABASE_URL, else PGlite): a damaged archive changes nothing, a point-in-time
 * restore stops where asked without cutting an append, an erasure outlives older backups.
 */
let app: TestApp
let token: string
let backups: string
const targets: FreshTarget[] = []
const target = () => {
  const fresh = freshTarget()
  targets.push(fresh)
  return fresh
}

const woodType = async (name: string) => {
  const response = await app.api("/factory/wood-types", { method: "POST", token, json: { name } })
  expect(response.status, await response.clone().text()).toBe(201)
  return BigInt(response.headers.get("x-event-position")!)
}
/** What `read` answers once it satisfies `done` (the read models catch up on their own time), or its last answer after 15 s. */
const eventually = async <T>(read: () => Promise<T>, done: (answer: T) => boolean) => {
  const deadline = Date.now() + 15_000
  let answer = await read()
  while (!done(answer) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    answer = await read()
  }
  return answer
}
const woodTypesOn = async (restored: TestApp, expected: ReadonlyArray<string>) => {
  const signedIn = await restored.login()
  const names = async () => {
    const response = await restored.api("/factory/wood-types", { token: signedIn })
    expect(response.status).toBe(200)
    return ((await response.json()) as Array<{ name: string }>)
      .map((w) => w.name)
      .filter((name) => name.startsWith("PIT "))
      .sort()
  }
  // waits for the expected names, then a moment more: a name beyond them would have come with them
  const answer = await eventually(names, (found) => expected.every((name) => found.includes(name)))
  return answer
}
const refusal = async (work: Promise<unknown>) => {
  const failure = await work.then(
    () => null,
    (error: unknown) => error
  )
  expect(failure).toBeInstanceOf(BackupRefused)
  return (failure as BackupRefused).message
}

beforeAll(async () => {
  app = await startTestApp()
  token = await app.login()
  backups = mkdtempSync(join(tmpdir(), "timber-backups-"))
})

afterAll(async () => {
  await app?.close()
  for (const fresh of targets) await fresh.drop()
  rmSync(backups, { recursive: true, force: true })
})

describe("a damaged archive is refused in words and the target stays as it was", () => {
  let archive: string
  beforeAll(async () => {
    await woodType("Damage Teak")
    archive = join(backups, "damage.twbackup")
    await takeBackup(app.backupSource, archive)
  })

  it(
    "given an archive cut short, then the restore says it is incomplete and writes nothing",
    async () => {
      const cut = join(backups, "cut.twbackup")
      copyFileSync(archive, cut)
      truncateSync(cut, Math.floor(statSync(cut).size / 2))
      const fresh = target()
      expect(await refusal(restoreBackup(cut, fresh.target))).toMatch(/is incomplete or damaged.*Nothing was restored/)
      expect(await refusal(readManifest(cut))).toMatch(/incomplete/)
      expect(await fresh.footprint()).toBe(0)
    },
    RESTORE_MS
  )

  it(
    "given one flipped bit inside the log's part, then the restore names the damaged part and writes nothing",
    async () => {
      const flipped = join(backups, "flipped.twbackup")
      const bytes = readFileSync(archive)
      const events = (await readManifest(archive)).parts.find((part) => part.name === "events")!
      const at = events.offset + Math.floor(events.length / 2)
      bytes[at] = bytes[at]! ^ 0x10
      writeFileSync(flipped, bytes)
      const fresh = target()
      expect(await refusal(restoreBackup(flipped, fresh.target))).toMatch(/is damaged: its part events does not match its checksum/)
      expect(await fresh.footprint()).toBe(0)
    },
    RESTORE_MS
  )

  it(
    "given an archive of a newer format, then the restore asks for the newer version and writes nothing",
    async () => {
      const newer = join(backups, "newer.twbackup")
      const bytes = readFileSync(archive)
      bytes.write("0002", "TIMBER-WORKS-BACKUP v".length, "latin1")
      writeFileSync(newer, bytes)
      const fresh = target()
      expect(await refusal(restoreBackup(newer, fresh.target))).toMatch(/newer version of Timber Works \(archive format 2\)/)
      expect(await fresh.footprint()).toBe(0)
    },
    RESTORE_MS
  )

  it(
    "given a target that already holds a store, then the restore refuses it and the store keeps its data",
    async () => {
      const fresh = target()
      await restoreBackup(archive, fresh.target, { replay: false })
      const before = await fresh.footprint()
      expect(await refusal(restoreBackup(archive, fresh.target))).toMatch(/is not empty.*Nothing was restored/)
      expect(await fresh.footprint()).toBe(before)
    },
    RESTORE_MS
  )
})

describe("a point-in-time restore stops where it is asked to", () => {
  let archive: string
  const positions: bigint[] = []
  beforeAll(async () => {
    for (const name of ["PIT Ash", "PIT Beech", "PIT Cedar"]) positions.push(await woodType(name))
    archive = join(backups, "pit.twbackup")
    await takeBackup(app.backupSource, archive)
  })

  it(
    "given --to-position of the second wood type's creation, then the restored store knows the first two and not the third",
    async () => {
      const fresh = target()
      const report = await restoreBackup(archive, fresh.target, { upToPosition: positions[1]!, replay: false })
      expect(BigInt(report.restoredUpToPosition)).toBe(positions[1]!)
      expect(report.eventsLeftOut).toBeGreaterThan(0)
      const restored = await fresh.start()
      try {
        expect(await woodTypesOn(restored, ["PIT Ash", "PIT Beech"])).toEqual(["PIT Ash", "PIT Beech"])
      } finally {
        await restored.close()
      }
    },
    RESTORE_MS
  )

  it(
    "given --to-time of the first wood type's creation, then the restored store knows only the first",
    async () => {
      const { rows } = await sql<{ at: string }>`
      select to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from events where position = ${positions[0]!.toString()}`.execute(
        app.database.db
      )
      const fresh = target()
      const report = await restoreBackup(archive, fresh.target, { upToTime: new Date(rows[0]!.at), replay: false })
      expect(BigInt(report.restoredUpToPosition)).toBeGreaterThanOrEqual(positions[0]!)
      expect(BigInt(report.restoredUpToPosition)).toBeLessThan(positions[1]!)
      const restored = await fresh.start()
      try {
        expect(await woodTypesOn(restored, ["PIT Ash"])).toEqual(["PIT Ash"])
      } finally {
        await restored.close()
      }
    },
    RESTORE_MS
  )
  it(
    "given a position inside one append of several events, then the whole append is left out: a multi-stream append is never cut in two",
    async () => {
      const { rows } = await sql<{ first: string; last: string }>`
      select min(position)::text as first, max(position)::text as last from events
      where transaction_id is not null and position <= ${(await readManifest(archive)).position}
      group by transaction_id having count(*) > 1 order by min(position) desc limit 1`.execute(app.database.db)
      expect(rows).toHaveLength(1)
      const report = await restoreBackup(archive, target().target, { upToPosition: BigInt(rows[0]!.first), replay: false })
      expect(BigInt(report.restoredUpToPosition)).toBeLessThan(BigInt(rows[0]!.first))
      const kept = await restoreBackup(archive, target().target, { upToPosition: BigInt(rows[0]!.last), replay: false })
      expect(kept.restoredUpToPosition).toBe(rows[0]!.last)
    },
    RESTORE_MS
  )
})

describe("an erased subscriber stays erased after a restore of a backup taken before the erasure", () => {
  it(
    "given a backup holding the subscriber's key, an erasure and a later backup beside it, then the older one restores with the address unreadable",
    async () => {
      const email = "erase.me@example.com"
      expect(
        (await app.api("/crm/newsletter/subscribe", { method: "POST", json: { email }, headers: { "x-timber-client-address": "203.0.113.77" } })).status
      ).toBe(200)
      const list = async (on: TestApp, signedIn: string) => {
        const response = await on.api("/crm/newsletter/subscribers?limit=200", { token: signedIn })
        expect(response.status).toBe(200)
        return ((await response.json()) as SubscriberList).items
      }
      const subscriber = (
        await eventually(
          () => list(app, token),
          (rows) => rows.some((s) => s.email === email)
        )
      ).find((s) => s.email === email)!
      expect(subscriber).toBeDefined()
      const older = join(backups, "before-erasure.twbackup")
      await takeBackup(app.backupSource, older)
      expect((await app.api(`/crm/newsletter/subscribers/${subscriber.id}`, { method: "DELETE", token })).status).toBe(204)
      await takeBackup(app.backupSource, join(backups, "after-erasure.twbackup"))
      expect(readFileSync(erasureJournalBeside(older), "utf8")).toContain(subscriber.id)

      const fresh = target()
      const report = await restoreBackup(older, fresh.target)
      expect(report.erasuresApplied).toBe(1)
      const restored = await fresh.start()
      try {
        const signedIn = await restored.login()
        const rows = await eventually(
          () => list(restored, signedIn),
          (found) => found.some((s) => s.id === subscriber.id)
        )
        expect(rows.map((s) => s.email)).not.toContain(email)
        expect(rows.find((s) => s.id === subscriber.id)?.email).toBe("(erased)")
      } finally {
        await restored.close()
      }
    },
    RESTORE_MS
  )

  it(
    "given no journal beside the older backup, then its restore brings the address back (what the journal prevents)",
    async () => {
      const older = join(backups, "before-erasure.twbackup")
      const alone = mkdtempSync(join(tmpdir(), "timber-lone-backup-"))
      try {
        copyFileSync(older, join(alone, "before-erasure.twbackup"))
        const fresh = target()
        const report = await restoreBackup(join(alone, "before-erasure.twbackup"), fresh.target)
        expect(report.erasuresApplied).toBe(0)
        const restored = await fresh.start()
        try {
          const signedIn = await restored.login()
          const response = await restored.api("/crm/newsletter/subscribers?limit=200", { token: signedIn })
          expect(((await response.json()) as SubscriberList).items.map((s) => s.email)).toContain("erase.me@example.com")
        } finally {
          await restored.close()
        }
      } finally {
        rmSync(alone, { recursive: true, force: true })
      }
    },
    RESTORE_MS
  )
})
