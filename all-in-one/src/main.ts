import { exitOnSignals } from "@timber/contracts/http/server-stop"
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

// SIGTERM/SIGINT: live sockets and keep-alive connections are closed, not waited for (exit within 5 s)
exitOnSignals(app.close)
