import { Effect } from "effect"
import { startApp, type RunningApp } from "../app"
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from "../config"
import { FIXTURE_PEOPLE } from "./factory-history"
import type { Reader } from "./screen-answers"

/** The secret the fixtures' products sign tokens with (no token outlives a run; the data does). */
const FIXTURE_JWT_SECRET = "upgrade-fixture"

export interface FixtureStore {
  readonly dataDir: string
  readonly databaseUrl?: string
  readonly databaseSchema?: string
}

/** The product on a fixture's store: the release writing it, or the code under test reading it. */
export const startFixtureApp = (store: FixtureStore): Promise<RunningApp> =>
  startApp(
    {
      port: 0,
      dataDir: store.dataDir,
      databaseUrl: store.databaseUrl,
      databaseSchema: store.databaseSchema,
      jwtSecret: FIXTURE_JWT_SECRET,
      adminEmail: DEFAULT_ADMIN_EMAIL,
      adminPassword: DEFAULT_ADMIN_PASSWORD,
      readYourWritesTimeoutMs: 30_000
    },
    () => undefined
  )

/**
 * Reads as the fixture's admin, manager or operator, each read after the projections reached the log's head
 * (X-Min-Position), so a screen is never read half-built.
 */
export const fixtureReader = async (app: RunningApp) => {
  const tokens: Record<Reader, string> = { admin: "", manager: "", operator: "" }
  for (const who of ["admin", "manager", "operator"] as const) {
    const response = await fetch(`${app.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(FIXTURE_PEOPLE[who])
    })
    if (response.status !== 200) throw new Error(`fixture sign-in of ${who}: ${response.status} ${await response.text()}`)
    tokens[who] = ((await response.json()) as { token: string }).token
  }
  return async (who: Reader, path: string) => {
    const head = await Effect.runPromise(app.store.headPosition())
    return fetch(`${app.url}/api${path}`, { headers: { authorization: `Bearer ${tokens[who]}`, "x-min-position": head.toString() } })
  }
}
