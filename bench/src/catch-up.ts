/**
 * `npx tsx src/catch-up.ts <schema>` (PostgreSQL only): how fast the projections catch up with a
 * filled log, and how fast they rebuild it. The events of `<schema>` (a growth run kept with
 * BENCH_GROWTH_KEEP=1) are copied into a fresh schema, so every run projects the same log from
 * position 0 and the kept schema is never touched. Prints events/s for the catch-up (the product
 * started on a filled store) and for a blue-green rebuild of every projection, and the time each
 * projection spent applying its batches (`--events=N`: the first N events only; `--statements`: the
 * time spent waiting for each kind of statement).
 */
import { makeSqlEventStore, openDatabase } from "@timber/eventstore"
import { ALL_PROJECTIONS, forceRebuild, makeProjectionRunner, type Projection } from "@timber/projections"
import { sql } from "kysely"
import { readFileSync } from "node:fs"
import pg from "pg"
import { dropSchema, freshSchema } from "./fresh-schema"

const from = process.argv[2]
if (!process.env.DATABASE_URL || !from) throw new Error("usage: DATABASE_URL=... tsx src/catch-up.ts <schema with events>")
const rebuildToo = !process.argv.includes("--no-rebuild")

/** Milliseconds each projection spent in its batches, and how many events it was handed. */
const spent = new Map<string, { ms: number; events: number }>()
const timed = (projection: Projection): Projection => {
  const applyBatch = projection.applyBatch
  if (!applyBatch) return projection
  return {
    ...projection,
    applyBatch: async (trx, events) => {
      const started = performance.now()
      try {
        return await applyBatch(trx, events)
      } finally {
        const sum = spent.get(projection.name) ?? { ms: 0, events: 0 }
        sum.ms += performance.now() - started
        sum.events += events.length
        spent.set(projection.name, sum)
      }
    }
  }
}
const report = async (label: string, events: number, seconds: number, since: ReturnType<typeof cpu>) => {
  await sampleBackends(sampler)
  const used = cpuSince(since)
  console.log(
    `${label}: ${events} events in ${seconds.toFixed(1)} s, ${Math.round(events / seconds)} events/s; CPU ${used.node.toFixed(1)} s here + ${used.database.toFixed(1)} s PostgreSQL = ${Math.round(events / (used.node + used.database))} events per CPU second`
  )
  const rows = [...spent.entries()].sort((a, b) => b[1].ms - a[1].ms)
  for (const [name, { ms, events: handed }] of rows) console.log(`  ${name.padEnd(28)} ${(ms / 1000).toFixed(2).padStart(7)} s  ${handed} events`)
  spent.clear()
  reportStatements()
}

/** With --statements: the time spent waiting for each kind of statement (its first words), summed. */
const statements = new Map<string, { ms: number; count: number }>()
if (process.argv.includes("--statements")) {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === "string" ? args[0] : ((args[0] as { text?: string } | undefined)?.text ?? "?")
    const key = text
      .replace(/\s+/g, " ")
      .replace(/\(\$\d+.*$/, "(…")
      .slice(0, 90)
    const started = performance.now()
    const answer = query.apply(this, args)
    if (answer instanceof Promise)
      void answer
        .finally(() => {
          const sum = statements.get(key) ?? { ms: 0, count: 0 }
          sum.ms += performance.now() - started
          sum.count += 1
          statements.set(key, sum)
        })
        .catch(() => undefined)
    return answer
  } as typeof pg.Client.prototype.query
}
const reportStatements = () => {
  for (const [key, { ms, count }] of [...statements.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25))
    console.log(`  ${(ms / 1000).toFixed(2).padStart(7)} s ${String(count).padStart(6)}× ${key}`)
  statements.clear()
}

/**
 * CPU seconds spent by this process and by its PostgreSQL backends (found by application name,
 * read from /proc: the database runs on this machine), so runs on a loaded machine compare.
 */
const APP = `catch-up-${process.pid}`
process.env.PGAPPNAME = APP
const backendCpu = new Map<number, number>()
const sampleBackends = async (client: pg.Client) => {
  const { rows } = await client.query<{ pid: number }>("select pid from pg_stat_activity where application_name = $1", [APP])
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
      backendCpu.set(pid, (Number(fields[11]) + Number(fields[12])) / 100)
    } catch {
      // ended between the two reads
    }
  }
}
const cpu = () => ({ node: process.cpuUsage(), backends: [...backendCpu.values()].reduce((a, b) => a + b, 0) })
const cpuSince = (before: ReturnType<typeof cpu>) => {
  const now = cpu()
  const node = process.cpuUsage(before.node)
  return { node: (node.user + node.system) / 1e6, database: now.backends - before.backends }
}
const sampler = new pg.Client({ connectionString: process.env.DATABASE_URL, application_name: "catch-up-sampler" })
await sampler.connect()
const sampling = setInterval(() => void sampleBackends(sampler).catch(() => undefined), 200)

const schema = (await freshSchema())!
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, schema })
try {
  const store = await makeSqlEventStore(database)
  const limit = process.argv.find((arg) => arg.startsWith("--events="))?.slice("--events=".length)
  await sql`insert into events select * from ${sql.id(from, "events")} order by position limit ${limit === undefined ? null : Number(limit)}`.execute(
    database.db
  )
  await sql`analyze events`.execute(database.db)
  statements.clear()
  const events = Number((await sql<{ n: string }>`select count(*)::text as n from events`.execute(database.db)).rows[0]!.n)
  const projections = ALL_PROJECTIONS.map(timed)

  const runner = makeProjectionRunner({ database, store, projections, log: (line) => console.log(line) })
  await sampleBackends(sampler)
  let before = cpu()
  let started = performance.now()
  await runner.catchUp()
  await report("catch-up", events, (performance.now() - started) / 1000, before)

  if (rebuildToo) {
    await forceRebuild(database)
    const again = makeProjectionRunner({ database, store, projections, log: () => undefined })
    await sampleBackends(sampler)
    before = cpu()
    started = performance.now()
    await again.catchUp()
    await report("rebuild", events, (performance.now() - started) / 1000, before)
  }
  await store.close()
} finally {
  await database.close()
  await dropSchema(schema)
  clearInterval(sampling)
  await sampler.end()
}
process.exit(0)
