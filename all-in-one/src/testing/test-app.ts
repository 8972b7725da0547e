import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { startApp, type RunningApp } from "../app"
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, type AllInOneConfig } from "../config"
import { freshSchema } from "./fresh-schema"
import { cloneMigratedDatabase, copyMigratedPGlite } from "./migrated-store"
import { renewingTokens } from "./sessions"

/** How long a test app's reads wait for the projections (the product waits READ_YOUR_WRITES_TIMEOUT_MS). */
export const TEST_READ_YOUR_WRITES_TIMEOUT_MS = 10_000

export interface TestApp extends RunningApp {
  readonly api: (path: string, init?: RequestInit & { token?: string; json?: unknown }) => Promise<Response>
  readonly login: (email?: string, password?: string) => Promise<string>
  /** The PostgreSQL database and schema the app keeps everything in (for a second process on the same store); undefined on PGlite. */
  readonly databaseUrl: string | undefined
  readonly databaseSchema: string | undefined
}

/**
 * The whole product on a free port: against PostgreSQL when DATABASE_URL is set (a database of its
 * own cloned from the run's migrated one, or a fresh schema), else on a PGlite in a fresh temporary
 * data dir (a copy of the run's migrated one). `overrides` change the configuration (for example the
 * sign-in limits); an app given its own data dir or schema starts on what is there. `log` gets the
 * product's log lines (none are made without it).
 */
export const startTestApp = async (overrides: Partial<AllInOneConfig> = {}, log?: (line: string) => void): Promise<TestApp> => {
  const dataDir = mkdtempSync(join(tmpdir(), "timber-"))
  const url = process.env.DATABASE_URL
  const store = !url
    ? null
    : overrides.databaseSchema === undefined
      ? ((await cloneMigratedDatabase(url)) ?? (await freshSchema(url, "app")))
      : { databaseUrl: url, databaseSchema: overrides.databaseSchema, drop: async () => {} }
  if (!url && overrides.dataDir === undefined) copyMigratedPGlite(dataDir)
  const app = await startApp(
    {
      port: 0,
      dataDir,
      databaseUrl: store?.databaseUrl,
      databaseSchema: store?.databaseSchema,
      jwtSecret: "test-secret",
      adminEmail: DEFAULT_ADMIN_EMAIL,
      adminPassword: DEFAULT_ADMIN_PASSWORD,
      // Test files share one PostgreSQL, whose watermark is database-wide: another file's open
      // transactions (the held-transaction contract) hold every projection back, beyond a user's
      // 2 s under CI's load (the likely cause of a LOT list answered without the LOT created 2 s
      // before; inferred, not proven). The suites wait
      // longer; read-your-writes.int.spec.ts keeps the product's 2 s to prove the timeout itself.
      readYourWritesTimeoutMs: TEST_READ_YOUR_WRITES_TIMEOUT_MS,
      // no line is written unless the test reads them (`log`): building them would be wasted
      logLevel: log ? "debug" : "silent",
      ...overrides
    },
    log ?? (() => undefined)
  )
  // a token from `login` outlives its minutes in a long file: it is signed in for again before it runs out
  const tokens = renewingTokens(async ({ email, password }: { email: string; password: string }) => {
    const response = await fetch(`${app.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password })
    })
    if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`)
    return ((await response.json()) as { token: string }).token
  })
  const api: TestApp["api"] = async (path, init = {}) => {
    const headers = new Headers(init.headers)
    if (init.token) headers.set("authorization", `Bearer ${await tokens.current(init.token)}`)
    let body = init.body
    if (init.json !== undefined) {
      headers.set("content-type", "application/json")
      body = JSON.stringify(init.json)
    }
    return fetch(`${app.url}/api${path}`, { ...init, headers, body })
  }
  const login = (email = DEFAULT_ADMIN_EMAIL, password = DEFAULT_ADMIN_PASSWORD) => tokens.signIn({ email, password })
  return {
    ...app,
    api,
    login,
    databaseUrl: store?.databaseUrl,
    databaseSchema: store?.databaseSchema,
    close: async () => {
      await app.close()
      await store?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
