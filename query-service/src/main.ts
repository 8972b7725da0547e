import { answerMalformedRequests, exitOnSignals, operatorLogFromEnv, serverStop } from "@timber/server-edge"
import { startTraceExport, traceExportFromEnv } from "@timber/server-edge/traces"
import { makeEsdbEventStore, makeSqlEventStore, openDatabase, exitOnInvalidSchema } from "@timber/eventstore"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { liveDoorOptionsFromEnv, serveLiveUpgrades } from "./live/upgrades"
import { makeQueryService } from "./service"

// Alone, the query service reads the read models the projections service writes: both need the same PostgreSQL.
const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl || !process.env.JWT_SECRET) {
  console.error(
    "query-service: set DATABASE_URL (shared with the other services) and JWT_SECRET (the command service's) to run it alone; `npm start` runs everything on PGlite"
  )
  process.exit(1)
}
// DATABASE_SCHEMA: every service of one installation names the same one; the first to start creates it
const database = await openDatabase({ databaseUrl, schema: process.env.DATABASE_SCHEMA || undefined }).catch(exitOnInvalidSchema)
const store = process.env.EVENTSTORE_URL ? makeEsdbEventStore(process.env.EVENTSTORE_URL) : await makeSqlEventStore(database)
const logger = operatorLogFromEnv()
// OTEL_EXPORTER_OTLP_ENDPOINT: requests and live pushes as spans over OTLP; unset, nothing is started
const traceExport = traceExportFromEnv(process.env, "query-service")
const traces = traceExport && (await startTraceExport(traceExport))
const service = await makeQueryService({
  database,
  store,
  jwtSecret: process.env.JWT_SECRET,
  logger,
  metricsToken: process.env.METRICS_TOKEN || undefined,
  tracer: traces?.tracer
})
// Node's own server runs the service's HttpApp; /api/live upgrades go through the live door to the WebSocket hub, as in `npm start`
const server = createServer(service.nodeHandler)
answerMalformedRequests(server)
serveLiveUpgrades(server, service.upgrade, liveDoorOptionsFromEnv(process.env))
const stop = serverStop(server, service.dispose, store.close, database.close, async () => {
  await traces?.shutdown()
})
server.listen(Number(process.env.PORT ?? 8082), () =>
  logger.write("info", `query-service listening on http://localhost:${(server.address() as AddressInfo).port}`)
)
exitOnSignals(stop, logger.lines("error"))
