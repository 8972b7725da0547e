import { PGlite } from "@electric-sql/pglite"
import { Kysely, PostgresDialect, sql } from "kysely"
import pg from "pg"
import { claimDataDir } from "./data-dir-lock"
import { checkSchemaName, ensureSchema, quotedSchema } from "./database-schema"
import { SerializedPGliteDialect } from "./serialized-pglite"

/**
 * One PostgreSQL database (a server through pg, or an embedded PGlite) shared by the
 * event store, the read models and the credentials. Kysely for queries; LISTEN for wake-ups.
 */
export interface Database {
  readonly kind: "postgres" | "pglite"
  readonly db: Kysely<any>
  readonly listen: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>
  readonly notify: (channel: string, payload: string) => Promise<void>
  /** The real channel name for a logical one (schemas get their own). */
  readonly channel: (name: string) => string
  /**
   * The name of a BroadcastChannel on which the threads of this process that opened the same
   * database and schema hear each other at once, without PostgreSQL's NOTIFY; null on PGlite,
   * which only one thread can open.
   */
  readonly threadsChannel: (name: string) => string | null
  readonly close: () => Promise<void>
}

// int8 (positions, revisions, counts) and numeric arrive as text from pg; parse them where read.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => value)

/** A PostgreSQL server through pg; with a `schema`, every connection works in it (openDatabase creates it first). */
export const openPostgres = (connectionString: string, options: { max?: number; schema?: string } = {}): Database => {
  const searchPath = options.schema ? { options: `-c search_path=${quotedSchema(checkSchemaName(options.schema))}` } : {}
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, ...searchPath })
  // A client's error (an idle one, or one whose backend was terminated mid-query) must not crash
  // the process: the query in flight reports it, and the pool replaces the client.
  pool.on("error", () => undefined)
  pool.on("connect", (client) => client.on("error", () => undefined))
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) })
  const listeners: pg.Client[] = []
  // channels are database-wide: a schema of its own gets channels of its own
  const channelName = (channel: string) => (options.schema ? `${options.schema}_${channel}` : channel)
  return {
    kind: "postgres",
    db,
    listen: async (channel, onMessage) => {
      const client = new pg.Client({ connectionString, ...searchPath })
      client.on("error", () => undefined)
      await client.connect()
      listeners.push(client)
      client.on("notification", (message) => {
        if (message.channel === channelName(channel)) onMessage(message.payload ?? "")
      })
      await client.query(`LISTEN "${channelName(channel).replace(/"/g, "")}"`)
      return async () => {
        await client.end().catch(() => undefined)
      }
    },
    notify: async (channel, payload) => {
      await sql`select pg_notify(${channelName(channel)}, ${payload})`.execute(db)
    },
    channel: channelName,
    threadsChannel: (channel) => `timber ${connectionString} ${channelName(channel)}`,
    close: async () => {
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)))
      await db.destroy()
    }
  }
}

export const openPGlite = async (dataDir?: string): Promise<Database & { readonly pglite: PGlite }> => {
  const release = dataDir ? claimDataDir(dataDir) : () => undefined
  let pglite: PGlite
  try {
    pglite = dataDir ? await PGlite.create(dataDir) : await PGlite.create()
  } catch (failure) {
    release()
    throw failure
  }
  const db = new Kysely<any>({ dialect: new SerializedPGliteDialect(pglite) })
  return {
    kind: "pglite",
    pglite,
    db,
    listen: async (channel, onMessage) => pglite.listen(channel, onMessage),
    notify: async (channel, payload) => {
      await sql`select pg_notify(${channel}, ${payload})`.execute(db)
    },
    channel: (name) => name,
    threadsChannel: () => null,
    close: async () => {
      try {
        await db.destroy()
      } finally {
        release()
      }
    }
  }
}

/**
 * DATABASE_URL when set, else PGlite in `dataDir` (in memory when none). `poolSize` is the server
 * pool's connections. A `schema` (DATABASE_SCHEMA) on a server is created when missing, so every
 * service may be the first to start; a name that is not one fails with InvalidDatabaseSchema.
 */
export const openDatabase = async (config: { databaseUrl?: string; dataDir?: string; schema?: string; poolSize?: number }): Promise<Database> => {
  if (!config.databaseUrl) return openPGlite(config.dataDir)
  if (config.schema !== undefined) await ensureSchema(config.databaseUrl, config.schema)
  return openPostgres(config.databaseUrl, { schema: config.schema, max: config.poolSize })
}
