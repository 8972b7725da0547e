/**
 * `npm run bench -- growth [--sizes 1000,10000,100000]` (PostgreSQL only): the product as its
 * history grows (issue 36 item 3). One schema is filled through the store port with copies of a
 * business day the product itself recorded (business-day.ts, copies.ts) to each size in turn;
 * at each, the product (as `npm start` runs it) projects what is new, then every figure is
 * measured on it and, in the same window, on a fresh product (an empty schema). The table goes
 * to BENCHMARKS.md.
 */
import { makeSqlEventStore, openDatabase } from "@timber/eventstore"
import { Effect } from "effect"
import { sql } from "kysely"
import { loadavg } from "node:os"
import { BENCH_ADMIN } from "../bench-app"
import { prependToBenchmarks } from "../benchmarks-file"
import { dropSchema, freshSchema } from "../fresh-schema"
import { recordBusinessDay } from "./business-day"
import { makeCopier } from "./copies"
import { fillLots } from "./fill"
import { measureProduct, type Figures } from "./measure"
import { startGrowthProduct, type GrowthProduct } from "./product"
import { growthSection, type SizeRun } from "./report"
import { sizesFrom } from "./sizes"

/** How many LOTs a day the copies are spread over, back from today (30: 100,000 LOTs are nine years). */
const LOTS_PER_DAY = 30

if (!process.env.DATABASE_URL) throw new Error("the growth bench runs on PostgreSQL: set DATABASE_URL")
const sizes = sizesFrom(process.argv)
const log = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} growth: ${line}`)
const seconds = (since: number) => (performance.now() - since) / 1000

/** Waits until every projection has applied the whole log (GET /api/system/projections), failing on a stopped one. */
const projected = async (product: GrowthProduct) => {
  const signIn = async () => (JSON.parse((await product.request("POST", "/auth/login", { body: BENCH_ADMIN })).text) as { token: string }).token
  let token = await signIn()
  for (;;) {
    const answer = await product.request("GET", "/system/projections", { token }).catch(() => null)
    // a product busy projecting two million events may answer late or in error: ask again, never give up the run
    if (answer === null || answer.status !== 200) {
      // a projection of half an hour outlives the access token
      if (answer?.status === 401) token = await signIn()
      await new Promise((resolve) => setTimeout(resolve, 2000))
      continue
    }
    const statuses = JSON.parse(answer.text) as Array<{
      name: string
      state: string
      lastError: string | null
      oldestUnprojectedAt: string | null
      lag: number
    }>
    const stopped = statuses.find((s) => s.state === "stopped")
    if (stopped) throw new Error(`projection ${stopped.name} stopped: ${stopped.lastError}`)
    if (statuses.every((s) => s.state === "running" && s.oldestUnprojectedAt === null && s.lag === 0)) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** The same figures on a product that has never seen a LOT, measured right after the filled one's. */
const freshFigures = async (label: string): Promise<Figures> => {
  const schema = (await freshSchema())!
  const product = await startGrowthProduct(schema)
  try {
    await projected(product)
    return await measureProduct(product, schema, `fresh-${label}`)
  } finally {
    await product.close()
    await dropSchema(schema)
  }
}

const loadBefore = loadavg()[0]!.toFixed(1)
const started = performance.now()
const schema = (await freshSchema())!
log(`sizes ${sizes.join(", ")} in schema ${schema}`)
const day = await recordBusinessDay(schema)
log(`business day recorded: ${day.steps.map((s) => `${s.name} ${s.events.length}`).join(", ")} events`)
const copier = makeCopier(day, { lotsPerDay: LOTS_PER_DAY, newestCopy: sizes.at(-1)! })
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, schema })
const store = await makeSqlEventStore(database)
const runs: SizeRun[] = []
let lots = 1
try {
  for (const size of sizes) {
    const fillStarted = performance.now()
    const written = await fillLots(store, copier, lots + 1, size, (lot) => {
      if (lot % 10_000 < 600) log(`filled to LOT ${lot}`)
    })
    const fillSeconds = seconds(fillStarted)
    lots = size
    const head = await Effect.runPromise(store.headPosition())
    const events = Number((await sql<{ n: string }>`select count(*)::text as n from events`.execute(database.db)).rows[0]!.n)
    // the process managers fold the whole log once at start, reacting to nothing, as after a
    // lost state: the fill holds their reactions already (copied from the business day)
    await sql`update process_checkpoints set position = ${head.toString()}, state = null`.execute(database.db)
    log(`${size} LOTs: ${written} events written in ${fillSeconds.toFixed(1)} s (${events} in the log); projecting`)
    const product = await startGrowthProduct(schema)
    const projectStarted = performance.now()
    let figures: Figures
    let projectSeconds: number
    try {
      await projected(product)
      projectSeconds = seconds(projectStarted)
      log(`started in ${product.startSeconds.toFixed(1)} s, projected in ${projectSeconds.toFixed(1)} s more; settling and measuring`)
      figures = await measureProduct(product, schema, String(size))
    } finally {
      await product.close()
    }
    log(`measured at ${size}; now a fresh product`)
    const fresh = await freshFigures(String(size))
    runs.push({ lots: size, events, written, fillSeconds, startSeconds: product.startSeconds, projectSeconds, figures, fresh })
    // each size's figures as they come: a run stopped later still leaves them in its log
    log(`${size} done: ${JSON.stringify(runs.at(-1))}`)
  }
} finally {
  await store.close()
  await database.close()
  if (!process.env.BENCH_GROWTH_KEEP) await dropSchema(schema)
}
prependToBenchmarks(growthSection(runs, { loadBefore, loadAfter: loadavg()[0]!.toFixed(1), minutes: seconds(started) / 60 }))
log(`wrote BENCHMARKS.md (${(seconds(started) / 60).toFixed(1)} minutes)`)
