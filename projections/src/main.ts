import { makeEsdbEventStore, makeSqlEventStore, openDatabase, exitOnInvalidSchema } from "@timber/eventstore"
import { ALL_PROJECTIONS } from "./runner/all-projections"
import { makeProjectionRunner } from "./runner/runner"

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) {
  console.error("projections: set DATABASE_URL (the read models' PostgreSQL) to run it alone; `npm start` runs everything on PGlite")
  process.exit(1)
}
// DATABASE_SCHEMA: every service of one installation names the same one; the first to start creates it
const database = await openDatabase({ databaseUrl, schema: process.env.DATABASE_SCHEMA || undefined }).catch(exitOnInvalidSchema)
const store = process.env.EVENTSTORE_URL ? makeEsdbEventStore(process.env.EVENTSTORE_URL) : await makeSqlEventStore(database)
const runner = makeProjectionRunner({ database, store, projections: ALL_PROJECTIONS, log: (line) => console.log(line) })
await runner.start()
console.log(`projections running: ${ALL_PROJECTIONS.map((p) => `${p.name} v${p.version}`).join(", ")}`)
const shutdown = async () => {
  await runner.stop()
  await store.close()
  await database.close()
  process.exit(0)
}
process.on("SIGINT", shutdown)
process.on("SIGTERM", shutdown)
