import { Data } from "effect"
import pg from "pg"

/** What PostgreSQL takes as an identifier without surprises: a letter or `_`, then letters, digits, `_`; at most 63 bytes. */
const SCHEMA_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/

export class InvalidDatabaseSchema extends Data.TaggedError("InvalidDatabaseSchema")<{ readonly schema: string }> {
  override get message() {
    return `DATABASE_SCHEMA ${JSON.stringify(this.schema)} is not a schema name: use 1 to 63 letters, digits or underscores, starting with a letter or an underscore.`
  }
}

/** The schema as SQL names it: quoted, so a mixed-case name stays itself (the name was checked first). */
export const quotedSchema = (schema: string) => `"${schema}"`

/** Fails with InvalidDatabaseSchema unless `schema` is a name this product quotes safely. */
export const checkSchemaName = (schema: string): string => {
  if (!SCHEMA_NAME.test(schema)) throw new InvalidDatabaseSchema({ schema })
  return schema
}

/**
 * Creates the schema when it is missing, before any service's migrations run in it: the first
 * service to start on a fresh database (any of them: a command service, a query service, a
 * projections process) finds its tables' home there. `if not exists` lets several start at once
 * (two sessions racing on the catalog may still meet a unique violation: the loser finds it made).
 */
export const ensureSchema = async (connectionString: string, schema: string): Promise<void> => {
  checkSchemaName(schema)
  const client = new pg.Client({ connectionString })
  client.on("error", () => undefined)
  await client.connect()
  try {
    await client.query(`create schema if not exists ${quotedSchema(schema)}`)
  } catch (failure) {
    if ((failure as { code?: string }).code !== "23505") throw failure
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** A service's start: an invalid DATABASE_SCHEMA is said in one sentence and ends the process (exit 1), not a stack trace. */
export const exitOnInvalidSchema = (failure: unknown): never => {
  if (failure instanceof InvalidDatabaseSchema) {
    console.error(failure.message)
    process.exit(1)
  }
  throw failure
}
