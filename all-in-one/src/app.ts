import { makeCommandService, seedAdmin } from "@timber/command-service"
import { withoutTokens } from "@timber/contracts"
import { fileStoreFromEnv, makeEsdbEventStore, makeSqlEventStore, openDatabase, type Database, type EventStore } from "@timber/eventstore"
import {
  ALL_PROJECTIONS,
  readSettings,
  type ReadDb,
  makeProjectionRunner,
  makeThreadedProjectionRunner,
  type ProjectionRunner,
  type ProjectionRunnerOptions
} from "@timber/projections"
import { makeQueryService } from "@timber/query-service"
import { serveLiveUpgrades } from "@timber/query-service/live/upgrades"
import {
  answerMalformedRequests,
  closableServer,
  errorResponse,
  internalErrorResponse,
  makeOperatorLog,
  makeUserAccessDirectory,
  METRICS_PATH,
  processMetricsLoggedTo,
  standardOutput,
  withSecurityHeaders,
  type OperatorLog,
  type ProcessMetrics
} from "@timber/server-edge"
import { startTraceExport } from "@timber/server-edge/traces"
import { Effect } from "effect"
import { createServer, type Server } from "node:http"
import { hostname } from "node:os"
import type { AddressInfo } from "node:net"
import { join } from "node:path"
import { openBackupDoor } from "./backup/backup-door"
import type { BackupSource } from "./backup/take-backup"
import type { AllInOneConfig } from "./config"
import { backupEngineFor } from "./backups/backup-module"
import { startBackupSchedule } from "./backups/backup-schedule"
import { makeBackupShelf, type BackupShelf } from "./backups/backup-shelf"
import { consoleFiles } from "./console-files"
import { compressAnswer } from "./compressed-answers"
import { sendWebResponse } from "./node-bridge"

export interface RunningApp {
  readonly url: string
  readonly port: number
  readonly adminCreated: boolean
  /** ADMIN_PASSWORD still signs the admin in (false once the admin's password was changed). */
  readonly adminPasswordInUse: boolean
  readonly database: Database
  readonly store: EventStore
  /** Where uploaded website files' bytes go: the data directory's files/ or an S3 bucket (eventstore README "File storage"). */
  readonly fileStorage: string
  /** What `takeBackup` reads from this running product (backup/). */
  readonly backupSource: BackupSource
  /** Resolves when the process managers have reacted to everything appended so far. */
  readonly processesSettled: () => Promise<void>
  /** Runs the process managers' periodic check now, on their clock (`processClock`), instead of at the next minute. */
  readonly processesTick: () => Promise<void>
  /** The backups folder and the run in progress (Admin Settings' Backups tab). */
  readonly backups: BackupShelf
  /** Looks at the daily backup's time now, as its timer does (on `processClock`); true when this process claimed and started the day's backup. */
  readonly backupsTick: () => Promise<boolean>
  /** Holds the read side back (tests of read-your-writes and of stale reads). */
  readonly projections: Pick<ProjectionRunner, "pause" | "resume">
  /** The operator's log the process writes (LOG_LEVEL): `npm start` writes its start lines to it too. */
  readonly log: OperatorLog
  /** Sends every ended span to the collector now (a no-op when traces are off). */
  readonly flushTraces: () => Promise<void>
  readonly close: () => Promise<void>
}

const READ_METHODS = new Set(["GET", "HEAD"])

/**
 * Every service in one process on one port: reads to the query service, writes
 * (and the login) to the command service, /api/live to the WebSocket hub, the
 * console for everything else. The same routing the docker-compose edge does.
 */
export const startApp = async (
  config: AllInOneConfig,
  /** Where the log's finished JSON lines go: standard output for `npm start`, nowhere or a file in tests. */
  write: (line: string) => void = standardOutput,
  hooks: { readonly onProjectionCommit?: ProjectionRunnerOptions["onCommit"] } = {}
): Promise<RunningApp> => {
  const logger = makeOperatorLog({ threshold: config.logLevel ?? "info", write })
  // what the projections and process managers report (a stop, a rebuild): worth an operator's notice
  const log = logger.lines("warn")
  // one registry for the process: both services count into it and either answers /metrics
  const metrics = processMetricsLoggedTo(logger)
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    dataDir: config.databaseUrl ? undefined : join(config.dataDir, "pglite")
  })
  // a start refused half way (a store a newer release migrated) closes what it opened: the data dir's
  // lock and the server's connections are not held by a process that will not serve
  const opened: Array<() => Promise<void> | void> = [() => database.close()]
  try {
    return await startOn(config, { logger, log, metrics }, hooks, database, opened)
  } catch (failure) {
    for (const close of opened.reverse()) await (async () => close())().catch(() => undefined)
    throw failure
  }
}

const startOn = async (
  config: AllInOneConfig,
  { logger, log, metrics }: { readonly logger: OperatorLog; readonly log: (line: string) => void; readonly metrics: ProcessMetrics },
  hooks: { readonly onProjectionCommit?: ProjectionRunnerOptions["onCommit"] },
  database: Database,
  opened: Array<() => Promise<void> | void>
): Promise<RunningApp> => {
  const store = config.eventStoreUrl ? makeEsdbEventStore(config.eventStoreUrl) : await makeSqlEventStore(database)
  opened.push(() => store.close())
  // traces: one exporter for this thread's services and projections; the projections' thread starts its own
  const traces = config.traceExport ? await startTraceExport(config.traceExport) : undefined
  opened.push(async () => {
    await traces?.shutdown()
  })
  const runner =
    config.databaseUrl && config.projectionsInThread
      ? makeThreadedProjectionRunner({
          databaseUrl: config.databaseUrl,
          schema: config.databaseSchema,
          eventStoreUrl: config.eventStoreUrl,
          log,
          onCommit: hooks.onProjectionCommit,
          traces: config.traceExport && { ...config.traceExport, module: import.meta.resolve("@timber/server-edge/traces") }
        })
      : makeProjectionRunner({ database, store, projections: ALL_PROJECTIONS, log, onCommit: hooks.onProjectionCommit, tracer: traces?.tracer })
  opened.push(() => runner.stop())
  // uploaded website files: the data dir's files/ unless the environment names an S3 bucket; one for both services
  const fileStore = fileStoreFromEnv(process.env, config.dataDir)
  // this process owns the data dir, so it takes the backups: the services serve the Backups endpoints through its shelf
  const settingsNow = () => readSettings(database.db as ReadDb)
  const backups = await makeBackupShelf({
    directory: config.backupDir ?? join(config.dataDir, "backups"),
    engine: backupEngineFor({ database, fileStore, dataDir: config.dataDir }),
    kept: async () => (await settingsNow()).backupsKept,
    log
  })
  // the signed-in users' access, from their events, in memory: one for both services
  // on a PostgreSQL server other processes (more all-in-ones, services alone) may share the log: each request confirms the user
  const userAccess = makeUserAccessDirectory(store, { sharedLog: database.kind === "postgres" })
  opened.push(() => userAccess.close())
  const commands = await makeCommandService({
    database,
    store,
    jwtSecret: config.jwtSecret,
    log,
    logger,
    metrics,
    metricsToken: config.metricsToken,
    signInLimits: config.signInLimits,
    trustForwardedFor: config.trustForwardedFor,
    sessionHours: config.sessionHours,
    processClock: config.processClock,
    ...(config.commandClock ? { now: config.commandClock } : {}),
    stoppedReaders: runner.stoppedReading,
    userAccess,
    fileStore,
    tracer: traces?.tracer,
    backups
  })
  opened.push(() => commands.dispose())
  const queries = await makeQueryService({
    database,
    store,
    jwtSecret: config.jwtSecret,
    logger,
    metrics,
    metricsToken: config.metricsToken,
    readYourWritesTimeoutMs: config.readYourWritesTimeoutMs,
    userAccess,
    fileStore,
    tracer: traces?.tracer,
    backups
  })
  opened.push(() => queries.dispose())
  const { created, passwordInUse } = await seedAdmin({ database, store, email: config.adminEmail, password: config.adminPassword })
  await runner.start()
  // of several processes on one database, one takes each day's backup (a unique row per day)
  const backupSchedule = await startBackupSchedule({
    db: database.db,
    settings: settingsNow,
    start: () => Effect.runPromise(Effect.asVoid(backups.start("schedule"))),
    claimant: `${hostname()}:${process.pid}:${config.port}`,
    now: config.processClock,
    log
  })
  const files = consoleFiles(config.consoleDir ?? join(import.meta.dirname, "../../console/dist"))

  // the API is served by each service's HttpApp on Node's own request and response (no web
  // Request/Response in between); the console's files and the rest by this process
  const server: Server = createServer((req, res) => {
    const url = req.url ?? "/"
    const query = url.indexOf("?")
    const path = query === -1 ? url : url.slice(0, query)
    const method = req.method ?? "GET"
    if (path === "/api" || path.startsWith("/api/") || path === METRICS_PATH) {
      compressAnswer(req, res)
      if (READ_METHODS.has(method)) queries.nodeHandler(req, res)
      else commands.nodeHandler(req, res)
      return
    }
    let response: Response
    try {
      response = READ_METHODS.has(method)
        ? withSecurityHeaders(files(path, req.headers["accept-encoding"] ?? null))
        : withSecurityHeaders(errorResponse(405, "MethodNotAllowed", `${method} is not allowed on ${path}`))
    } catch (error) {
      logger.failure(`all-in-one: ${method} ${withoutTokens(url)} failed`, error)
      response = withSecurityHeaders(internalErrorResponse())
    }
    sendWebResponse(response, res).catch((error: unknown) => {
      logger.failure(`all-in-one: ${method} ${withoutTokens(url)} failed`, error)
      res.destroy()
    })
  })
  answerMalformedRequests(server)
  // the live socket's door: a page of another origin, or one address too many sockets, never upgrades
  serveLiveUpgrades(server, queries.upgrade, {
    allowedOrigins: config.liveAllowedOrigins,
    trustForwardedFor: config.trustForwardedFor,
    maxSocketsPerAddress: config.liveSocketsPerAddress
  })
  // a stop closes live sockets and keep-alive connections instead of waiting for browsers to leave
  const closable = closableServer(server)
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(config.port, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  const backupSource: BackupSource = { database, fileStore, dataDir: config.dataDir }
  // on PGlite only this process may read the store: `npm run backup` asks it through the data dir's door
  const closeBackupDoor = database.kind === "pglite" ? await openBackupDoor(backupSource, log) : async () => undefined

  return {
    url: `http://localhost:${port}`,
    port,
    adminCreated: created,
    adminPasswordInUse: passwordInUse,
    database,
    store,
    fileStorage: fileStore.describe,
    backupSource,
    processesSettled: commands.processesSettled,
    processesTick: commands.processesTick,
    backups,
    backupsTick: backupSchedule.check,
    projections: { pause: runner.pause, resume: runner.resume },
    log: logger,
    flushTraces: async () => {
      await traces?.flush()
    },
    close: async () => {
      backupSchedule.stop()
      await closable.close()
      await closeBackupDoor()
      // a backup under way finishes (or fails) before the store it reads closes
      await backups.settled()
      await runner.stop()
      await queries.dispose()
      await commands.dispose()
      userAccess.close()
      await store.close()
      await database.close()
      await traces?.shutdown()
    }
  }
}
