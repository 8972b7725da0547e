import { makeCommandService, seedAdmin, type CommandService } from "@timber/command-service"
import { makeFilesystemFileStore, makeSqlEventStore, testDatabases, type Database, type EventStore } from "@timber/eventstore"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { ALL_PROJECTIONS, makeProjectionRunner, type ProjectionRunner } from "@timber/projections"
import { makeQueryService, type QueryService } from "@timber/query-service"
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from "../config"

export interface HandWired {
  readonly database: Database
  readonly store: EventStore
  /** Never started: the read models move only when the test calls `catchUp`, so it can hold them behind the log. */
  readonly projections: ProjectionRunner
  readonly commands: CommandService
  readonly queries: QueryService
  /** The services' clock; the test moves it instead of sleeping. */
  readonly clock: { now: Date }
  /** A request to the service that owns it (reads to the query service, writes to the command service). */
  readonly api: (method: string, path: string, init?: { token?: string; json?: unknown; headers?: Record<string, string> }) => Promise<Response>
  readonly login: (email?: string, password?: string) => Promise<string>
  readonly close: () => Promise<void>
}

/**
 * The services wired by hand on the first test database (PostgreSQL when DATABASE_URL is
 * set, else PGlite), with no HTTP server: for the guarantees that need the clock or the
 * projection runner in the test's hands. Everything else uses `startTestApp`. `options.store`
 * wraps the event store the services get (to count what they read).
 */
export const wireByHand = async (options: { readonly store?: (store: EventStore) => EventStore } = {}): Promise<HandWired> => {
  const target = testDatabases("the run's engine").at(-1)!
  const database = await target.open()
  const sqlStore = await makeSqlEventStore(database)
  // a test may watch what the services ask of the store (the store is closed as given)
  const store = options.store ? options.store(sqlStore) : sqlStore
  const clock = { now: new Date() }
  // uploaded website files: a directory of the test's own, shared by both services
  const filesDir = mkdtempSync(join(tmpdir(), "timber-files-"))
  const fileStore = makeFilesystemFileStore(filesDir)
  const projections = makeProjectionRunner({ database, store, projections: ALL_PROJECTIONS })
  const commands = await makeCommandService({
    database,
    store,
    jwtSecret: "test-secret",
    now: () => clock.now,
    processes: false,
    signInLimits: { refusalFloorMs: 0 },
    fileStore
  })
  const queries = await makeQueryService({ database, store, jwtSecret: "test-secret", fileStore })
  await seedAdmin({ database, store, email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD })
  await projections.catchUp()
  const api: HandWired["api"] = (method, path, init = {}) => {
    const headers = new Headers(init.headers)
    if (init.token) headers.set("authorization", `Bearer ${init.token}`)
    if (init.json !== undefined) headers.set("content-type", "application/json")
    const request = new Request(`http://timber.test/api${path}`, { method, headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) })
    return method === "GET" ? queries.handle(request) : commands.handle(request)
  }
  const login: HandWired["login"] = async (email = DEFAULT_ADMIN_EMAIL, password = DEFAULT_ADMIN_PASSWORD) => {
    const response = await api("POST", "/auth/login", { json: { email, password } })
    if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`)
    return ((await response.json()) as { token: string }).token
  }
  return {
    database,
    store,
    projections,
    commands,
    queries,
    clock,
    api,
    login,
    close: async () => {
      await queries.dispose()
      await commands.dispose()
      await sqlStore.close()
      await database.close()
      rmSync(filesDir, { recursive: true, force: true })
    }
  }
}
