import { configFromEnv, DEFAULT_ADMIN_PASSWORD } from "./config"
import { startApp } from "./app"

const config = configFromEnv()
const app = await startApp(config)
const storage = config.databaseUrl ? `PostgreSQL (${new URL(config.databaseUrl).host})` : `PGlite in ${config.dataDir}`
console.log(`Timber Works is running on ${app.url}`)
console.log(`  events: ${config.eventStoreUrl ? "EventStoreDB" : storage}; read models: ${storage}`)
console.log(`  admin: ${config.adminEmail} / ${config.adminPassword}${app.adminCreated ? " (created now)" : ""}`)
if (config.adminPassword === DEFAULT_ADMIN_PASSWORD) console.log("  (default password: set ADMIN_PASSWORD before the first start in production)")
console.log(`  API docs (OpenAPI): ${app.url}/api/docs`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await app.close()
  process.exit(0)
}
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
