import { makeCommandService, seedAdmin } from "@timber/command-service"
import { errorResponse, withSecurityHeaders } from "@timber/contracts"
import { makeEsdbEventStore, makeSqlEventStore, openDatabase, type Database, type EventStore } from "@timber/eventstore"
import { ALL_PROJECTIONS, makeProjectionRunner, makeThreadedProjectionRunner, type ProjectionRunner, type ProjectionRunnerOptions } from "@timber/projections"
import { makeQueryService } from "@timber/query-service"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { join } from "node:path"
import type { AllInOneConfig } from "./config"
import { consoleFiles } from "./console-files"
import { compressedAnswer } from "./content-encoding"
import { sendWebResponse, toWebRequest } from "./node-bridge"

export interface RunningApp {
  readonly url: string
  readonly port: number
  readonly adminCreated: boolean
  readonly database: Database
  readonly store: EventStore
  /** Resolves when the process managers have reacted to everything appended so far. */
  readonly processesSettled: () => Promise<void>
  /** Holds the read side back (tests of read-your-writes and of stale reads). */
  readonly projections: Pick<ProjectionRunner, "pause" | "resume">
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
  log: (line: string) => void = console.log,
  hooks: { readonly onProjectionCommit?: ProjectionRunnerOptions["onCommit"] } = {}
): Promise<RunningApp> => {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    dataDir: config.databaseUrl ? undefined : join(config.dataDir, "pglite")
  })
  const store = config.eventStoreUrl ? makeEsdbEventStore(config.eventStoreUrl) : await makeSqlEventStore(database)
  const runner =
    config.databaseUrl && config.projectionsInThread
      ? makeThreadedProjectionRunner({
          databaseUrl: config.databaseUrl,
          schema: config.databaseSchema,
          eventStoreUrl: config.eventStoreUrl,
          log,
          onCommit: hooks.onProjectionCommit
        })
      : makeProjectionRunner({ database, store, projections: ALL_PROJECTIONS, log, onCommit: hooks.onProjectionCommit })
  const commands = await makeCommandService({
    database,
    store,
    jwtSecret: config.jwtSecret,
    log,
    signInLimits: config.signInLimits,
    trustForwardedFor: config.trustForwardedFor,
    stoppedReaders: runner.stoppedReading
  })
  const queries = await makeQueryService({ database, store, jwtSecret: config.jwtSecret, log, readYourWritesTimeoutMs: config.readYourWritesTimeoutMs })
  const { created } = await seedAdmin({ database, store, email: config.adminEmail, password: config.adminPassword })
  await runner.start()
  const files = consoleFiles(config.consoleDir ?? join(import.meta.dirname, "../../console/dist"))

  const server: Server = createServer(async (req, res) => {
    const origin = `http://${req.headers.host ?? "localhost"}`
    try {
      const path = new URL(req.url ?? "/", origin).pathname
      let response: Response
      // the services set the security headers on their own answers; this process on the rest
      if (path === "/api" || path.startsWith("/api/")) {
        const request = await toWebRequest(req, origin)
        const answer = READ_METHODS.has(req.method ?? "GET") ? await queries.handle(request) : await commands.handle(request)
        response = await compressedAnswer(req.headers["accept-encoding"], answer)
      } else if (READ_METHODS.has(req.method ?? "GET")) {
        response = withSecurityHeaders(files(path, req.headers["accept-encoding"] ?? null))
      } else {
        response = withSecurityHeaders(errorResponse(405, "MethodNotAllowed", `${req.method} is not allowed on ${path}`))
      }
      await sendWebResponse(response, res)
    } catch (error) {
      log(`all-in-one: ${req.method} ${req.url}: ${error instanceof Error ? error.stack : String(error)}`)
      if (!res.headersSent)
        await sendWebResponse(withSecurityHeaders(errorResponse(500, "InternalError", "Something went wrong on the server. Try again.")), res)
      else res.end()
    }
  })
  server.on("upgrade", (req, socket, head) => {
    if (!queries.upgrade(req, socket, head)) socket.destroy()
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(config.port, () => resolve())
  })
  const port = (server.address() as AddressInfo).port

  return {
    url: `http://localhost:${port}`,
    port,
    adminCreated: created,
    database,
    store,
    processesSettled: commands.processesSettled,
    projections: { pause: runner.pause, resume: runner.resume },
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await runner.stop()
      await queries.dispose()
      await commands.dispose()
      await store.close()
      await database.close()
    }
  }
}
