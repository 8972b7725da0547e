import { randomUUID } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"
import { startApp, type RunningApp } from "../app"
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, type AllInOneConfig } from "../config"
import { renewingTokens } from "./sessions"

/** How long a test app's reads wait for the projections (the product waits READ_YOUR_WRITES_TIMEOUT_MS). */
export const TEST_READ_YOUR_WRITES_TIMEOUT_MS = 10_000

export interface TestApp extends RunningApp {
  readonly api: (path: string, init?: RequestInit & { token?: string; json?: unknown }) => Promise<Response>
  readonly login: (email?: string, password?: string) => Promise<string>
}

/**
 * The whole product on a free port: against PostgreSQL (a fresh schema) when
 * DATABASE_URL is set, else on a PGlite in a fresh temporary data dir.
 * `overrides` change the configuration (for example the sign-in limits).
 */
export const startTestApp = async (overrides: Partial<AllInOneConfig> = {}): Promise<TestApp> => {
  const dataDir = mkdtempSync(join(tmpdir(), "timber-"))
  const url = process.env.DATABASE_URL
  let databaseUrl: string | undefined
  let databaseSchema: string | undefined
  let dropSchema = async () => {}
  if (url) {
    const schema = `app_${randomUUID().replace(/-/g, "").slice(0, 12)}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create schema ${schema}`)
    await admin.end()
    databaseUrl = url
    databaseSchema = schema
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: url })
      await c.connect()
      await c.query(`drop schema ${schema} cascade`)
      await c.end()
    }
  }
  const app = await startApp(
    {
      port: 0,
      dataDir,
      databaseUrl,
      databaseSchema,
      jwtSecret: "test-secret",
      adminEmail: DEFAULT_ADMIN_EMAIL,
      adminPassword: DEFAULT_ADMIN_PASSWORD,
      // Test files share one PostgreSQL, whose watermark is database-wide: another file's open
      // transactions (the held-transaction contract) hold every projection back, beyond a user's
      // 2 s under CI's load (the likely cause of a LOT list answered without the LOT created 2 s
      // before; inferred, not proven). The suites wait
      // longer; read-your-writes.int.spec.ts keeps the product's 2 s to prove the timeout itself.
      readYourWritesTimeoutMs: TEST_READ_YOUR_WRITES_TIMEOUT_MS,
      ...overrides
    },
    () => undefined
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
    close: async () => {
      await app.close()
      await dropSchema()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
