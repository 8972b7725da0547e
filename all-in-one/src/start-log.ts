import type { RunningApp } from "./app"
import { DEFAULT_ADMIN_PASSWORD, type AllInOneConfig } from "./config"

/**
 * What `npm start` prints once the product runs. The admin's password is printed only while it
 * still signs the admin in (the first start, or as long as nobody changed it): once it was
 * changed, the log says so instead of showing a password that no longer works.
 */
export const startLog = (
  config: AllInOneConfig,
  app: Pick<RunningApp, "url" | "adminCreated" | "adminPasswordInUse" | "fileStorage">
): ReadonlyArray<string> => {
  const storage = config.databaseUrl ? `PostgreSQL (${new URL(config.databaseUrl).host})` : `PGlite in ${config.dataDir}`
  return [
    `Timber Works is running on ${app.url}`,
    `  events: ${config.eventStoreUrl ? "EventStoreDB" : storage}; read models: ${storage}`,
    `  uploaded website files: ${app.fileStorage}`,
    ...(app.adminPasswordInUse
      ? [
          `  admin: ${config.adminEmail} / ${config.adminPassword}${app.adminCreated ? " (created now)" : ""}`,
          ...(config.adminPassword === DEFAULT_ADMIN_PASSWORD ? ["  (default password: set ADMIN_PASSWORD before the first start in production)"] : [])
        ]
      : [`  admin: ${config.adminEmail} (its password was changed since the first start)`]),
    `  API docs (OpenAPI): ${app.url}/api/docs`
  ]
}
