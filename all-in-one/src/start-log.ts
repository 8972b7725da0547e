import type { RunningApp } from "./app"
import { DEFAULT_ADMIN_PASSWORD, type AllInOneConfig } from "./config"

/**
 * What `npm start` writes to its log once the product runs. The admin's password is shown only
 * while it is the published default and still signs the admin in: a password the operator chose
 * (ADMIN_PASSWORD) is a secret and never reaches a log line; once the password was changed, the
 * log says so instead. The log itself keeps e-mail addresses out (server-edge operator-log.ts).
 * The address is followed by a space in its line: a script that waits for `is running on (\S+)` reads the address
 * alone, also from the JSON line the operator log makes of it (where a closing quote would follow it).
 */
export const startLog = (
  config: AllInOneConfig,
  app: Pick<RunningApp, "url" | "adminCreated" | "adminPasswordInUse" | "fileStorage">
): ReadonlyArray<string> => {
  const storage = config.databaseUrl ? `PostgreSQL (${new URL(config.databaseUrl).host})` : `PGlite in ${config.dataDir}`
  return [
    `Timber Works is running on ${app.url} (events: ${config.eventStoreUrl ? "EventStoreDB" : storage}; read models: ${storage})`,
    `  uploaded website files: ${app.fileStorage}`,
    ...(app.adminPasswordInUse
      ? config.adminPassword === DEFAULT_ADMIN_PASSWORD
        ? [
            `  admin: ${config.adminEmail} / ${config.adminPassword}${app.adminCreated ? " (created now)" : ""}`,
            "  (default password: set ADMIN_PASSWORD before the first start in production)"
          ]
        : [`  admin: ${config.adminEmail} / the password in ADMIN_PASSWORD${app.adminCreated ? " (created now)" : ""}`]
      : [`  admin: ${config.adminEmail} (its password was changed since the first start)`]),
    `  API docs (OpenAPI): ${app.url}/api/docs`
  ]
}
