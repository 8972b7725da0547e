import { randomUUID } from "node:crypto"
import pg from "pg"

/** A schema of its own in DATABASE_URL's PostgreSQL, so a bench never meets earlier data; undefined on PGlite. */
export const freshSchema = async () => {
  const url = process.env.DATABASE_URL
  if (!url) return undefined
  const schema = `bench_${randomUUID().replace(/-/g, "").slice(0, 10)}`
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query(`create schema ${schema}`)
  await client.end()
  return schema
}

export const dropSchema = async (schema: string | undefined) => {
  if (!schema || !process.env.DATABASE_URL) return
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  await client.query(`drop schema ${schema} cascade`)
  await client.end()
}
