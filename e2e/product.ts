import { startApp, type AllInOneConfig, type RunningApp } from "@timber/all-in-one"
import { renewingTokens } from "@timber/all-in-one/testing/sessions"
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
  /** Closes the browser, then the app, then removes the data dir. */
  readonly close: () => Promise<void>
}

/** The whole product in this process on a fresh PGlite data dir (as `npm start` runs it), and a headless Chromium. */
export const startProduct = async (name: string, overrides: Partial<AllInOneConfig> = {}): Promise<E2eProduct> => {
  const dataDir = mkdtempSync(join(tmpdir(), `timber-e2e-${name}-`))
  let app: RunningApp | undefined
  try {
    // E2E_CONSOLE_DIR: a console built elsewhere (a build under test beside the shared console/dist)
    const consoleDir = process.env.E2E_CONSOLE_DIR || undefined
    app = await startApp(
      // debug: the final spec greps every line the product can write
      { port: 0, dataDir, jwtSecret: "e2e", adminEmail: ADMIN.email, adminPassword: ADMIN.password, consoleDir, logLevel: "debug", ...overrides },
      collectedLogLine
    )
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
