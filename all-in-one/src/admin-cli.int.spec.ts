import { AuthMessages, UserMessages } from "@timber/contracts"
import { Effect } from "effect"
import { sql } from "kysely"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { startApp, type RunningApp } from "./app"
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from "./config"
import { runAdminCli as admin } from "./testing/admin-cli"
import { startTestApp } from "./testing/test-app"

// issue 24 item 1: recovery from the host when every admin is locked out or has forgotten the password

const signIn = (app: RunningApp, email: string, password: string, newPassword?: string) =>
  fetch(`${app.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(newPassword === undefined ? { email, password } : { email, password, newPassword })
  })

const lockOut = async (app: RunningApp, email: string) => {
  for (let i = 0; i < 5; i++) expect((await signIn(app, email, `wrong-${i}`)).status).toBe(401)
  expect((await signIn(app, email, DEFAULT_ADMIN_PASSWORD)).status).toBe(403)
}

const oneTimePasswordIn = (stdout: string) => /One-time password: (\S+)/.exec(stdout)?.[1] ?? ""

const changes = async (app: RunningApp, userId: string) =>
  (await Effect.runPromise(app.store.readStream(`User-${userId}`)))
    .filter((e) => e.type === "UserUnlocked" || e.type === "UserPasswordChanged")
    .map((e) => ({ type: e.type, data: e.data, by: (e.metadata as { userEmail: string }).userEmail }))

/** How the sign-in ends for the one-time password: refused alone, accepted with a new one, then the new one alone. */
const expectOneTimePassword = async (app: RunningApp, oneTime: string) => {
  expect(oneTime.length).toBeGreaterThanOrEqual(16)
  expect((await signIn(app, DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD)).status).toBe(401)
  const alone = await signIn(app, DEFAULT_ADMIN_EMAIL, oneTime)
  expect(alone.status).toBe(403)
  expect(((await alone.json()) as { message: string }).message).toBe(AuthMessages.passwordExpired)
  expect((await signIn(app, DEFAULT_ADMIN_EMAIL, oneTime, "Chosen-after-reset-1")).status).toBe(200)
  expect((await signIn(app, DEFAULT_ADMIN_EMAIL, oneTime)).status).toBe(401)
  expect((await signIn(app, DEFAULT_ADMIN_EMAIL, "Chosen-after-reset-1")).status).toBe(200)
}

describe("npm run admin on the embedded PGlite data dir", () => {
  it("unlocks the only admin, locked by five anonymous wrong passwords, and resets a forgotten password to a one-time one that must be changed at the next sign-in", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "timber-admin-cli-"))
    const config = {
      port: 0,
      dataDir,
      jwtSecret: "admin-cli-secret",
      adminEmail: DEFAULT_ADMIN_EMAIL,
      adminPassword: DEFAULT_ADMIN_PASSWORD,
      signInLimits: { refusalFloorMs: 0 }
    }
    try {
      const first = await startApp(config, () => undefined)
      await lockOut(first, DEFAULT_ADMIN_EMAIL)
      // PGlite is one process's: beside the running product the CLI's change would be lost, so it refuses
      const env = { DATA_DIR: dataDir }
      const beside = await admin(["unlock", DEFAULT_ADMIN_EMAIL], env)
      expect(beside).toMatchObject({ code: 1, stderr: expect.stringContaining("is open in another process") })
      expect(beside.stdout).not.toContain("Unlocked")
      await first.close()

      expect(await admin(["unlock", DEFAULT_ADMIN_EMAIL], { DATA_DIR: join(dataDir, "not-here") })).toMatchObject({
        code: 1,
        stderr: expect.stringContaining("No data at")
      })
      expect(await admin(["unlock", "nobody@timber.works"], env)).toMatchObject({ code: 1, stderr: expect.stringContaining(UserMessages.notFound) })
      expect(await admin(["frobnicate", DEFAULT_ADMIN_EMAIL], env)).toMatchObject({ code: 2, stderr: expect.stringContaining("usage: npm run admin") })
      const unlocked = await admin(["unlock", DEFAULT_ADMIN_EMAIL.toUpperCase()], env)
      expect(unlocked).toMatchObject({ code: 0 })
      expect(unlocked.stdout).toContain("Unlocked")

      const second = await startApp(config, () => undefined)
      const adminResponse = await signIn(second, DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD)
      expect(adminResponse.status).toBe(200)
      const { user, token } = (await adminResponse.json()) as { user: { id: string }; token: string }
      // passwords that never expire (0 days): a one-time password still must be changed
      const never = await fetch(`${second.url}/api/settings`, {
        method: "PUT",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ passwordExpiry: 0 })
      })
      expect(never.status).toBe(200)
      await lockOut(second, DEFAULT_ADMIN_EMAIL)
      await second.close()

      const reset = await admin(["reset-password", DEFAULT_ADMIN_EMAIL], env)
      expect(reset).toMatchObject({ code: 0 })

      const third = await startApp(config, () => undefined)
      try {
        await expectOneTimePassword(third, oneTimePasswordIn(reset.stdout))
        // appended through the pipeline by the system, never an edited event
        expect(await changes(third, user.id)).toEqual([
          { type: "UserUnlocked", data: { userId: user.id, changedBy: "system" }, by: "system@timber.works" },
          { type: "UserUnlocked", data: { userId: user.id, changedBy: "system" }, by: "system@timber.works" },
          { type: "UserPasswordChanged", data: { userId: user.id, changedBy: "system" }, by: "system@timber.works" },
          { type: "UserPasswordChanged", data: { userId: user.id, changedBy: user.id, keptSessionId: expect.any(String) }, by: DEFAULT_ADMIN_EMAIL }
        ])
      } finally {
        await third.close()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 900_000)
})

describe.runIf(process.env.DATABASE_URL)("npm run admin on DATABASE_URL", () => {
  it("unlocks and resets while the product runs on the same PostgreSQL", async () => {
    const app = await startTestApp({ signInLimits: { refusalFloorMs: 0 } })
    try {
      // the test app keeps everything in a database and schema of its own
      const env = { DATABASE_URL: app.databaseUrl!, DATABASE_SCHEMA: app.databaseSchema! }
      await lockOut(app, DEFAULT_ADMIN_EMAIL)
      const failures = async () =>
        (await sql<{ n: number }>`select count(*)::int as n from sign_in_failures where account = ${DEFAULT_ADMIN_EMAIL}`.execute(app.database.db)).rows[0]!.n
      expect(await failures()).toBe(6)
      expect(await admin(["unlock", DEFAULT_ADMIN_EMAIL], env)).toMatchObject({ code: 0 })
      // the per-account throttle forgets the guesses too: the owner is not answered 429 for the next hour
      expect(await failures()).toBe(0)
      expect((await signIn(app, DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD)).status).toBe(200)
      const reset = await admin(["reset-password", DEFAULT_ADMIN_EMAIL], env)
      expect(reset).toMatchObject({ code: 0 })
      await expectOneTimePassword(app, oneTimePasswordIn(reset.stdout))
    } finally {
      await app.close()
    }
  }, 600_000)
})
