import { answerMalformedRequests, exitOnSignals, operatorLogFromEnv, serverStop } from "@timber/server-edge"
import { startTraceExport, traceExportFromEnv } from "@timber/server-edge/traces"
import { makeEsdbEventStore, makeSqlEventStore, openDatabase, exitOnInvalidSchema } from "@timber/eventstore"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { seedAdmin } from "./seed/admin"
import { makeCommandService, sessionHoursFromEnv } from "./service"

// Alone, the command service shares PostgreSQL (credentials, idempotency; events unless EVENTSTORE_URL) with the others.
const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl || !process.env.JWT_SECRET) {
  console.error("command-service: set DATABASE_URL and JWT_SECRET to run it alone; `npm start` runs everything on PGlite")
  process.exit(1)
}
// DATABASE_SCHEMA: every service of one installation names the same one; the first to start creates it
const database = await openDatabase({ databaseUrl, schema: process.env.DATABASE_SCHEMA || undefined }).catch(exitOnInvalidSchema)
const store = process.env.EVENTSTORE_URL ? makeEsdbEventStore(process.env.EVENTSTORE_URL) : await makeSqlEventStore(database)
const logger = operatorLogFromEnv()
const admin = { email: process.env.ADMIN_EMAIL ?? "admin@timber.works", password: process.env.ADMIN_PASSWORD ?? "ChangeMe-2026!" }
// a password the operator chose is a secret: only the published default is shown
const shownPassword = process.env.ADMIN_PASSWORD ? "the password in ADMIN_PASSWORD" : admin.password
if ((await seedAdmin({ database, store, ...admin })).created) logger.write("info", `Created the first admin: ${admin.email} / ${shownPassword}`)
// OTEL_EXPORTER_OTLP_ENDPOINT: requests, commands, decisions and appends as spans over OTLP; unset, nothing is started
const traceExport = traceExportFromEnv(process.env, "command-service")
const traces = traceExport && (await startTraceExport(traceExport))
const service = await makeCommandService({
  tracer: traces?.tracer,
  database,
  store,
  logger,
  metricsToken: process.env.METRICS_TOKEN || undefined,
  jwtSecret: process.env.JWT_SECRET,
  trustForwardedFor: process.env.TRUST_FORWARDED_FOR === "true",
  sessionHours: sessionHoursFromEnv(process.env.SESSION_HOURS)
})
// Node's own server runs the service's HttpApp (the socket's address goes with each request, for the sign-in limits)
const server = createServer(service.nodeHandler)
answerMalformedRequests(server)
const stop = serverStop(server, service.dispose, store.close, database.close, async () => {
  await traces?.shutdown()
})
server.listen(Number(process.env.PORT ?? 8081), () =>
  logger.write("info", `command-service listening on http://localhost:${(server.address() as AddressInfo).port}`)
)
exitOnSignals(stop, logger.lines("error"))
