import { randomUUID } from "node:crypto"
import pg from "pg"

/** One statement on the test PostgreSQL, on a connection of its own (a schema made or dropped outside any app). */
const onDatabase = async (url: string, statement: string) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * A schema of its own in DATABASE_URL's database (`<prefix>_` and 12 random hex digits), empty, so
 * what starts on it migrates it and never meets another test's data; `drop` removes it and all it holds.
 */
export const freshSchema = async (url: string, prefix: string) => {
  const schema = `${prefix}_${randomUUID().replace(/-/g, "").slice(0, 12)}`
  await onDatabase(url, `create schema ${schema}`)
  return { databaseUrl: url, databaseSchema: schema, drop: () => onDatabase(url, `drop schema ${schema} cascade`) }
}
