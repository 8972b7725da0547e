import { HttpApp, HttpServer } from "@effect/platform"
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node"
import { makeEsdbEventStore, makeSqlEventStore, openPostgres } from "@timber/eventstore"
import { Layer } from "effect"
import { createServer } from "node:http"
import { makeQueryService } from "./service"

// Alone, the query service reads the read models the projections service writes: both need the same PostgreSQL.
const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl || !process.env.JWT_SECRET) {
  console.error(
    "query-service: set DATABASE_URL (shared with the other services) and JWT_SECRET (the command service's) to run it alone; `npm start` runs everything on PGlite"
  )
  process.exit(1)
}
const database = openPostgres(databaseUrl)
const store = process.env.EVENTSTORE_URL ? makeEsdbEventStore(process.env.EVENTSTORE_URL) : await makeSqlEventStore(database)
const service = await makeQueryService({ database, store, jwtSecret: process.env.JWT_SECRET })
const server = createServer()
server.on("upgrade", (request, socket, head) => {
  if (!service.upgrade(request, socket, head)) socket.destroy()
})
const port = Number(process.env.PORT ?? 8082)
console.log(`query-service listening on http://localhost:${port}`)
NodeRuntime.runMain(Layer.launch(HttpServer.serve(HttpApp.fromWebHandler(service.handle)).pipe(Layer.provide(NodeHttpServer.layer(() => server, { port })))))
