import { sql } from "kysely"
import type { ReadDb, ReadTrx } from "../database"
import type { Projection } from "./projection"

/**
 * Blue-green tables of one projection. A rebuild creates, beside the projection's
 * schema (the connection's `current_schema()`: `public`, or a test's schema of its own), a schema
 * of its own holding empty copies of the projection's tables (`like … including all`: columns,
 * defaults, constraints, indexes). The rebuild's transactions put that schema first on their
 * `search_path`, so the projection's unqualified table names land in the shadow while any other
 * table it reads resolves as usual; the live tables keep serving reads meanwhile. The swap moves
 * the live tables out and the shadow tables in, in ONE transaction: a reader sees the old complete
 * table or the new complete one, never a half-built one (PostgreSQL resolves a name again after
 * waiting for the lock the swap holds).
 */
export interface BlueGreen {
  readonly home: string
  readonly shadow: string
  readonly retired: string
}

const identifier = (text: string) => text.toLowerCase().replace(/[^a-z0-9_]/g, "_")

/** The schemas of a projection's rebuild, named after its home schema so neighbouring schemas never collide. */
export const blueGreenOf = async (db: ReadDb | ReadTrx, projection: Projection): Promise<BlueGreen> => {
  const home = (await sql<{ home: string }>`select current_schema() as home`.execute(db)).rows[0]!.home
  const base = identifier(`${home}_${projection.name}`).slice(0, 52)
  return { home, shadow: `${base}_shadow`, retired: `${base}_retired` }
}

/**
 * Empty copies of the projection's tables in its shadow schema (whatever an earlier, interrupted
 * rebuild left is dropped first). Its `insertOnly` tables get only their primary key and unique
 * indexes (an insert's conflicts still resolve against them): the others are built once by
 * `buildDeferredIndexes` after the last page, as PostgreSQL builds an index over a filled table
 * several times faster than it keeps one up to date row by row.
 */
export const createShadow = async (db: ReadDb, projection: Projection, schemas: BlueGreen) => {
  await db.transaction().execute(async (trx) => {
    await sql`drop schema if exists ${sql.id(schemas.shadow)} cascade`.execute(trx)
    await sql`create schema ${sql.id(schemas.shadow)}`.execute(trx)
    for (const table of projection.tables) {
      await sql`create table ${sql.id(schemas.shadow, table)} (like ${sql.id(schemas.home, table)} including all)`.execute(trx)
    }
    for (const index of await deferredIndexes(trx, projection, schemas.shadow)) await sql`drop index ${sql.id(schemas.shadow, index.name)}`.execute(trx)
  })
}

/** The shadow's deferred indexes built, as the live tables have them (their names too), before the swap. */
export const buildDeferredIndexes = async (db: ReadDb, projection: Projection, schemas: BlueGreen) => {
  for (const index of await deferredIndexes(db, projection, schemas.home))
    await sql`create index ${sql.id(index.name)} on ${sql.id(schemas.shadow, index.table)} ${sql.raw(index.method)}`.execute(db)
}

/**
 * The shadow's tables analyzed before the swap: planner statistics belong to the table, so they move
 * in with it, and the first reads after a rebuild are planned on what the tables now hold (a table
 * never analyzed is planned as nearly empty: a list read the rebuilt table whole, 225 ms at 100k LOTs).
 */
export const analyzeShadow = async (db: ReadDb, projection: Projection, schemas: BlueGreen) => {
  for (const table of projection.tables) await sql`analyze ${sql.id(schemas.shadow, table)}`.execute(db)
}

/** The non-unique indexes of the projection's insert-only tables in `schema`, with what follows the table in their definition. */
const deferredIndexes = async (db: ReadDb | ReadTrx, projection: Projection, schema: string) => {
  const tables = projection.insertOnly ?? []
  if (tables.length === 0) return []
  const found = await sql<{ name: string; table: string; method: string }>`
    select c.relname as name, t.relname as table, substring(pg_get_indexdef(i.indexrelid) from ' USING .*$') as method
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_class t on t.oid = i.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = ${schema} and t.relname = any(${[...tables]}::text[]) and not i.indisunique and not i.indisprimary
    order by t.relname, c.relname`.execute(db)
  return found.rows
}

/** The rest of this transaction writes the projection's tables in the shadow. */
export const useShadow = async (trx: ReadTrx, schemas: BlueGreen) => {
  await sql`select set_config('search_path', ${`"${schemas.shadow}", "${schemas.home}"`}, true)`.execute(trx)
}

/** In the caller's transaction: the live tables out (dropped), the shadow's in. */
export const swapShadowIn = async (trx: ReadTrx, projection: Projection, schemas: BlueGreen) => {
  await sql`drop schema if exists ${sql.id(schemas.retired)} cascade`.execute(trx)
  await sql`create schema ${sql.id(schemas.retired)}`.execute(trx)
  for (const table of projection.tables) {
    await sql`alter table ${sql.id(schemas.home, table)} set schema ${sql.id(schemas.retired)}`.execute(trx)
    await sql`alter table ${sql.id(schemas.shadow, table)} set schema ${sql.id(schemas.home)}`.execute(trx)
  }
  await sql`drop schema ${sql.id(schemas.retired)} cascade`.execute(trx)
  await sql`drop schema ${sql.id(schemas.shadow)} cascade`.execute(trx)
}

/** A rebuild that gave up: its shadow goes, the live tables never noticed. */
export const dropShadow = async (db: ReadDb, schemas: BlueGreen) => {
  await sql`drop schema if exists ${sql.id(schemas.shadow)} cascade`.execute(db)
}
