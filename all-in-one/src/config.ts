import { sessionHoursFromEnv, type SignInLimits } from "@timber/command-service"
import { liveDoorOptionsFromEnv } from "@timber/query-service/live/upgrades"
import { logThresholdOf, type LogThreshold } from "@timber/server-edge"
import { traceExportFromEnv, type TraceExport } from "@timber/server-edge/traces"
import { randomBytes } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { isAbsolute, join, resolve } from "node:path"

export interface AllInOneConfig {
  readonly port: number
  readonly dataDir: string
  readonly databaseUrl?: string
  /** A PostgreSQL schema to keep everything in (DATABASE_SCHEMA); the default search path when unset. */
  readonly databaseSchema?: string
  readonly eventStoreUrl?: string
  readonly jwtSecret: string
  readonly adminEmail: string
  readonly adminPassword: string
  readonly consoleDir?: string
  /** Behind a reverse proxy (TRUST_FORWARDED_FOR=true): the client address is the proxy's X-Forwarded-For entry. */
  readonly trustForwardedFor?: boolean
  readonly signInLimits?: Partial<SignInLimits>
  /**
   * On PostgreSQL, the projections run in a worker thread of their own (PROJECTIONS_THREAD=off
   * keeps them on the main thread): `npm start` does, tests choose. Ignored on PGlite.
   */
  readonly projectionsInThread?: boolean
  /** How long a read with X-Min-Position waits for the projections; the query service's 2 s unless given (tests). */
  readonly readYourWritesTimeoutMs?: number
  /**
   * The console's origins whose pages may open /api/live (LIVE_ALLOWED_ORIGINS, comma separated);
   * unset or empty: the origin the request was sent to, the console's own when this process serves it.
   */
  readonly liveAllowedOrigins?: ReadonlyArray<string>
  /** Live sockets one address may hold open (LIVE_SOCKETS_PER_ADDRESS); the query service's default unless given. */
  readonly liveSocketsPerAddress?: number
  /** How long a session lasts from its sign-in (SESSION_HOURS); the command service's 12 unless given. */
  readonly sessionHours?: number
  /** The least severe log level written (LOG_LEVEL: debug, info, warn, error, silent); info unless given. */
  readonly logLevel?: LogThreshold
  /** The scrape token that opens /metrics besides an ADMIN's bearer token (METRICS_TOKEN); none unless given. */
  readonly metricsToken?: string
  /** Where backups go (BACKUP_DIR); the data dir's backups/ unless given. */
  readonly backupDir?: string
  /** The time the process managers' periodic checks see (tests only; never from the environment). */
  readonly processClock?: () => Date
  /** The time the command service's decisions see: when a sign-in lock runs out (tests only; never from the environment). */
  readonly commandClock?: () => Date
  /** Where traces go over OTLP (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_SERVICE_NAME); unset: traces off, nothing started. */
  readonly traceExport?: TraceExport
}

export const DEFAULT_ADMIN_EMAIL = "admin@timber.works"
export const DEFAULT_ADMIN_PASSWORD = "ChangeMe-2026!"

/** `npm start` runs from the workspace folder; paths are read from where the user typed it. */
const fromInvocation = (path: string) => (isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path))

/** The secrets the product makes on its first start and keeps in the data dir (a backup carries them). */
export const JWT_SECRET_FILE = "jwt-secret"
export const GENERATED_SECRET_FILES: ReadonlyArray<string> = [JWT_SECRET_FILE]

/** The data dir DATA_DIR names (./data where the command was typed when unset). */
export const dataDirFromEnv = (env: NodeJS.ProcessEnv = process.env) => fromInvocation(env.DATA_DIR ?? "./data")

/** A secret made on the first start and kept in the data dir, so sign-ins survive a restart. */
const persistentSecret = (dataDir: string) => {
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, JWT_SECRET_FILE)
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 })
  return readFileSync(file, "utf8").trim()
}

export const configFromEnv = (env: NodeJS.ProcessEnv = process.env): AllInOneConfig => {
  const dataDir = dataDirFromEnv(env)
  const door = liveDoorOptionsFromEnv(env)
  return {
    port: Number(env.PORT ?? 8080),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    jwtSecret: env.JWT_SECRET || persistentSecret(dataDir),
    adminEmail: env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
    trustForwardedFor: env.TRUST_FORWARDED_FOR === "true",
    projectionsInThread: env.PROJECTIONS_THREAD !== "off",
    liveAllowedOrigins: door.allowedOrigins,
    liveSocketsPerAddress: door.maxSocketsPerAddress,
    logLevel: logThresholdOf(env.LOG_LEVEL),
    metricsToken: env.METRICS_TOKEN || undefined,
    traceExport: traceExportFromEnv(env, "timber-works"),
    backupDir: env.BACKUP_DIR ? fromInvocation(env.BACKUP_DIR) : undefined
  }
}
