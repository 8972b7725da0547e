import { startApp, type AllInOneConfig, type RunningApp } from "@timber/all-in-one"
import { cloneMigratedDatabase, copyMigratedPGlite, MIGRATED_PGLITE_ENV } from "@timber/all-in-one/testing/migrated-store"
import { renewingTokens } from "@timber/all-in-one/testing/sessions"
import { TEST_READ_YOUR_WRITES_TIMEOUT_MS } from "@timber/all-in-one/testing/test-app"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Browser } from "playwright-core"
import { launch } from "./browser"
import { collectedLogLine, noteIssuedSecret } from "./log-collection"

/** The admin every e2e product is installed with. */
export const ADMIN = { email: "admin@timber.works", password: "E2e-admin-password" }

export interface Credentials {
  readonly email: string
  readonly password: string
}

export interface E2eProduct {
  readonly app: RunningApp
  readonly browser: Browser
  /**
   * A JSON call to the API as `token` (null: signed out): its status and decoded body (null when the answer has none);
   * `headers` added to it (an X-Min-Position: a read that waits for the read models to reach a write).
   */
  readonly api: (
    token: string | null,
    path: string,
    method?: string,
    body?: unknown,
    headers?: Record<string, string>
  ) => Promise<{ status: number; body: any }>
  /** Signs `who` in over the API; the session token. */
  readonly tokenOf: (who: Credentials) => Promise<string>
  /** Closes the browser connection (and the contexts opened on it), then the app, then removes the data dir. */
  readonly close: () => Promise<void>
}

/**
 * Where a product keeps its store: a PostgreSQL database of its own cloned from the run's migrated template when
 * DATABASE_URL is set (CI), else a copy of the run's migrated PGlite data dir (e2e/vitest.config.ts migrates once;
 * all-in-one/src/testing/migrated-store.ts). A store named in the overrides (a kept bench schema, a data dir) is used as
 * it is, and `embedded` keeps a file on PGlite whatever the run has. Without the run's migrated PGlite (a file run by
 * another runner, an embedded file in a run on PostgreSQL) the product migrates an empty one, as `npm start` does on its
 * first start.
 */
const storeFor = async (dataDir: string, overrides: Partial<AllInOneConfig>, embedded: boolean): Promise<{ config: Partial<AllInOneConfig>; on: string }> => {
  const url = embedded ? undefined : process.env.DATABASE_URL
  if (overrides.databaseUrl !== undefined || overrides.databaseSchema !== undefined || overrides.dataDir !== undefined)
    return { config: {}, on: "the store it was given" }
  const cloned = url ? await cloneMigratedDatabase(url) : null
  if (cloned === null) {
    copyMigratedPGlite(dataDir)
    return { config: {}, on: process.env[MIGRATED_PGLITE_ENV] ? "a copied PGlite data dir" : "an empty PGlite data dir" }
  }
  // the watermark of a PostgreSQL server is shared by every database on it: another product's (or another test run's)
  // open transaction holds this one's projections back, so its reads wait as long as the int tests' apps do
  return {
    config: { databaseUrl: cloned.databaseUrl, databaseSchema: cloned.databaseSchema, readYourWritesTimeoutMs: TEST_READ_YOUR_WRITES_TIMEOUT_MS },
    on: "a cloned PostgreSQL database"
  }
}

/** The whole product in this process (as `npm start` runs it, on the store `storeFor` gives it), and a connection to the run's Chromium. */
export const startProduct = async (
  name: string,
  overrides: Partial<AllInOneConfig> = {},
  { embedded = false }: { readonly embedded?: boolean } = {}
): Promise<E2eProduct> => {
  const dataDir = mkdtempSync(join(tmpdir(), `timber-e2e-${name}-`))
  let app: RunningApp | undefined
  try {
    // E2E_CONSOLE_DIR: a console built elsewhere (a build under test beside the shared console/dist)
    const consoleDir = process.env.E2E_CONSOLE_DIR || undefined
    const startedAt = performance.now()
    const store = await storeFor(dataDir, overrides, embedded)
    app = await startApp(
      // debug: the final spec greps every line the product can write
      {
        port: 0,
        dataDir,
        jwtSecret: "e2e",
        adminEmail: ADMIN.email,
        adminPassword: ADMIN.password,
        consoleDir,
        logLevel: "debug",
        ...store.config,
        ...overrides
      },
      collectedLogLine
    )
    // where a file's time goes: the product's start is most of it on an empty store
    console.log(`e2e product ${name} started in ${((performance.now() - startedAt) / 1000).toFixed(1)} s on ${store.on}`)
    const browser = await launch()
    const started = app
    const send = (token: string | null, path: string, method: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${started.url}/api${path}`, {
        method,
        headers: { "content-type": "application/json", ...headers, ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
        body: body === undefined ? undefined : JSON.stringify(body)
      })
    // a token from `tokenOf` outlives its minutes in a long file: it is signed in for again before it runs out
    const tokens = renewingTokens(async (who: Credentials) => {
      const { token } = (await (await send(null, "/auth/login", "POST", who)).json()) as { token: string }
      noteIssuedSecret(token)
      noteIssuedSecret(who.password)
      return token
    })
    const api: E2eProduct["api"] = async (token, path, method = "GET", body, headers) => {
      const response = await send(token === null ? null : await tokens.current(token), path, method, body, headers)
      const text = await response.text()
      return { status: response.status, body: text === "" ? null : JSON.parse(text) }
    }
    return {
      app,
      browser,
      api,
      tokenOf: (who) => tokens.signIn({ email: who.email, password: who.password }),
      close: async () => {
        await browser.close()
        await started.close()
        rmSync(dataDir, { recursive: true, force: true })
      }
    }
  } catch (failure) {
    await app?.close()
    rmSync(dataDir, { recursive: true, force: true })
    throw failure
  }
}
