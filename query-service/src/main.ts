import { makeEsdbEventStore, makeSqlEventStore, openPostgres } from "@timber/eventstore"
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
// Node's own server runs the service's HttpApp; /api/live upgrades go to the WebSocket hub
const server = createServer(service.nodeHandler)
server.on("upgrade", (request, socket, head) => {
  if (!service.upgrade(request, socket, head)) socket.destroy()
})
const port = Number(process.env.PORT ?? 8082)
server.listen(port, () => console.log(`query-service listening on http://localhost:${port}`))
const stop = () => server.close(() => void service.dispose().then(() => process.exit(0)))
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
