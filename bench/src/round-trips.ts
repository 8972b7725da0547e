import pg from "pg"
import { startBenchApp } from "./bench-app"

const SAMPLES = 10
/** LOTs of the same wood type created first: a create must not cost more as its wood type's history grows. */
const PRIOR_LOTS = Number(process.env.BENCH_ROUND_TRIP_PRIOR_LOTS ?? 300)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A statement's kind, for the list in BENCHMARKS.md. */
const kindOf = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, 120)

/** The reads of subscribers (process managers) woken by the create's NOTIFY: below the watermark, by position. */
const isSubscriptionRead = (statement: string) =>
  /position >= \$1 and position < events_watermark|from events where position < events_watermark/.test(statement)

/**
 * The database round trips of one LOT create through HTTP (issue 11 item 3), on PostgreSQL:
 * every statement any pg client of this process sends while one create is in flight, with the
 * projections paused. Background readers can only add statements, so the least of SAMPLES
 * creates is taken, and the subscribers' reads by position are counted apart.
 */
export const roundTripsOfOneCreate = async () => {
  if (!process.env.DATABASE_URL) return null
  const statements: string[] = []
  let rowsRead = 0
  let recording = false
  const original = pg.Client.prototype.query
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === "string" ? args[0] : String((args[0] as { text?: string })?.text ?? "?")
    const recorded = recording && !isSubscriptionRead(text)
    if (recording) statements.push(text)
    const result = (original as (...a: unknown[]) => unknown).apply(this, args)
    if (recorded && result instanceof Promise)
      void result.then((answer: { rows?: unknown[] }) => (rowsRead += answer?.rows?.length ?? 0)).catch(() => undefined)
    return result
  } as typeof original
  const bench = await startBenchApp()
  try {
    for (let i = 0; i < PRIOR_LOTS; i++) await (await bench.createLot(`W-${i}`)).arrayBuffer()
    bench.app.projections.pause()
    await bench.app.processesSettled()
    const samples: { statements: string[]; rowsRead: number }[] = []
    for (let i = 0; i < SAMPLES; i++) {
      await sleep(200)
      statements.length = 0
      rowsRead = 0
      recording = true
      const response = await bench.createLot(`C-${i}`)
      await response.arrayBuffer()
      recording = false
      if (response.status === 201) samples.push({ statements: [...statements], rowsRead })
    }
    const fewest = samples.reduce((a, b) => (b.statements.length < a.statements.length ? b : a))
    // classified on the whole text: the shortened one may end before what tells a subscriber's read
    const commandPath = fewest.statements.filter((s) => !isSubscriptionRead(s))
    return {
      count: commandPath.length,
      statements: commandPath.map(kindOf),
      subscriptionReads: fewest.statements.length - commandPath.length,
      rowsRead: fewest.rowsRead,
      priorLots: PRIOR_LOTS
    }
  } finally {
    pg.Client.prototype.query = original
    bench.app.projections.resume()
    await bench.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await roundTripsOfOneCreate())
  process.exit(0)
}
