import { PROJECTION_CHANNEL } from "@timber/contracts"
import { join } from "node:path"
import pg from "pg"
import { BENCH_ADMIN, lotCreateBody } from "../bench-app"
import { percentile } from "../percentile"
import { slicingOf } from "./business-day"
import { DASHBOARD_LOADS, firstLoads } from "./first-loads"
import type { Answer, GrowthProduct, Request } from "./product"
import { threadSplit, type ThreadSplit } from "./threads"

export const GROWTH_CREATES = Number(process.env.BENCH_GROWTH_CREATES ?? 300)
export const GROWTH_SLICES = Number(process.env.BENCH_GROWTH_SLICES ?? 100)
export const GROWTH_READS = Number(process.env.BENCH_GROWTH_READS ?? 10)
export const GROWTH_APPROVALS = Number(process.env.BENCH_GROWTH_APPROVALS ?? 30)
const CLIENTS = 8
const PROFILE_DIR = process.env.BENCH_GROWTH_PROFILE_DIR
/** How long one load (the creates, the operations, the ends) may run: at 10,000 LOTs eight concurrent slicing ends took minutes each (BENCHMARKS.md). */
const PHASE_SECONDS = Number(process.env.BENCH_GROWTH_PHASE_SECONDS ?? 120)

export interface Latency {
  readonly p50: number
  readonly p99: number
}

export interface Figures {
  /** The product's CPU at rest before the measures (% of a core over a second; `settle`). */
  readonly restCpuPercent: number
  readonly cpuPerCreateMs: number
  /** NaN when no end was answered within PHASE_SECONDS (or the LOT to slice could not be made). */
  readonly cpuPerSlicingEndMs: number
  /** The same CPU by thread, per create and per end (NaN-free: zeros where no end was answered). */
  readonly createThreads: ThreadSplit
  readonly slicingEndThreads: ThreadSplit
  /** Calls answered of those asked, by load: where a phase ran out of time it shows here. */
  readonly done: { readonly creates: string; readonly operations: string; readonly ends: string }
  readonly failures: number
  /** Each first-load call's latency, by path. */
  readonly firstLoads: ReadonlyArray<{ readonly path: string; readonly p50: number; readonly p99: number; readonly bytes: number }>
  readonly dashboard: Latency
  readonly wall: Latency
  /** LOT appended → the projections' NOTIFY for it seen by a listener. */
  readonly lag: Latency
  /** Calculation saved → the NOTIFY of its approval request's projection seen. */
  readonly approvals: Latency & { readonly samples: number }
  readonly rssMb: number
  /** The main thread's V8 heap in use after the measures: what its garbage collector walks. */
  readonly heapMb: number
  readonly databaseMb: number
}

const latency = (samples: ReadonlyArray<number>): Latency => ({ p50: percentile([...samples], 50), p99: percentile([...samples], 99) })

const perCall = (split: ThreadSplit, calls: number): ThreadSplit => {
  const n = Math.max(1, calls)
  return { main: split.main / n, projections: split.projections / n, other: split.other / n }
}

const ok = (answer: Answer, what: string) => {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 300)}`)
  return answer.text ? (JSON.parse(answer.text) as unknown) : null
}

/** Up to `count` calls from CLIENTS concurrent clients, none started after PHASE_SECONDS: how many were answered 2xx, and how many failed. */
const load = async (count: number, call: (n: number) => Promise<Answer>) => {
  const deadline = Date.now() + PHASE_SECONDS * 1000
  let next = 0
  let failures = 0
  let answered = 0
  let firstFailure: string | null = null
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < count && Date.now() < deadline) {
        const answer = await call(next++).catch((error: unknown) => ({ status: 0, text: String(error) }))
        if (answer.status >= 300 || answer.status === 0) {
          failures++
          firstFailure ??= `${answer.status} ${answer.text.slice(0, 300)}`
        } else answered++
      }
    })
  )
  // a figure over failed calls means nothing: say why they failed
  if (firstFailure !== null) log(`${failures} of ${next} calls failed, the first: ${firstFailure}`)
  return { answered, failures, asked: next }
}

/** The projections' notifications of one schema, as a listener of the query service hears them, and when. */
const listenToProjections = async (schema: string) => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL, options: `-c search_path=${schema}` })
  await client.connect()
  const heard: Array<{ position: bigint; topics: ReadonlyArray<string>; at: number }> = []
  client.on("notification", (message) => {
    const at = Date.now()
    const change = JSON.parse(message.payload ?? "{}") as { position?: string; topics?: string[] }
    if (change.position) heard.push({ position: BigInt(change.position), topics: change.topics ?? [], at })
  })
  await client.query(`LISTEN "${schema}_${PROJECTION_CHANNEL}"`)
  /** When each position was appended (the store's clock: the same machine's). */
  const appendedAt = async (positions: ReadonlyArray<string>) => {
    const { rows } = await client.query<{ position: string; ms: string }>(
      "select position::text as position, (extract(epoch from recorded_at) * 1000)::text as ms from events where position = any($1::bigint[])",
      [positions]
    )
    return new Map(rows.map((row) => [row.position, Number(row.ms)]))
  }
  /** The first notification past `position` whose topics satisfy `topic`, once it came. */
  const seen = (position: bigint, topic: (topics: ReadonlyArray<string>) => boolean) => heard.find((h) => h.position >= position && topic(h.topics))?.at ?? null
  const databaseMb = async () => {
    const { rows } = await client.query<{ bytes: string }>(
      `select coalesce(sum(pg_total_relation_size(c.oid)), 0)::text as bytes from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relkind in ('r', 'm')`,
      [schema]
    )
    return Number(rows[0]!.bytes) / 2 ** 20
  }
  return { appendedAt, seen, databaseMb, close: () => client.end() }
}

/** An id by name from a list, or made. */
const ensure = async (request: Request, token: string, list: string, match: (row: Record<string, unknown>) => boolean, create: () => Promise<Answer>) => {
  const found = (ok(await request("GET", list, { token }), list) as Array<Record<string, unknown>>).find(match)
  return found ? String(found.id) : String((ok(await create(), `create for ${list}`) as { id: string }).id)
}

/**
 * Every figure of the growth table on one running product (filled or fresh), loaded from this
 * process. The catalogue it needs (a wood type, the yard, a rule that asks approval of every
 * calculation, a display token) is found or made first; nothing is measured before the product
 * has settled.
 */
const log = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} growth: ${line}`)

export const measureProduct = async (product: GrowthProduct, schema: string, label: string): Promise<Figures> => {
  const { request } = product
  const restCpuPercent = await settle(product)
  const listener = await listenToProjections(schema)
  try {
    const token = (ok(await request("POST", "/auth/login", { body: BENCH_ADMIN }), "sign-in") as { token: string }).token
    const me = ok(await request("GET", "/auth/me", { token }), "me") as { id: string }
    const woodTypeId = await ensure(
      request,
      token,
      "/factory/wood-types",
      (r) => r.name === "Teak",
      () => request("POST", "/factory/wood-types", { token, body: { name: "Teak" } })
    )
    const yard = await ensure(
      request,
      token,
      "/management/warehouses",
      (r) => r.code === "YARD",
      () => request("POST", "/management/warehouses", { token, body: { code: "YARD", name: "Yard" } })
    )
    const rules = ok(await request("GET", "/management/approval-rules", { token }), "rules") as Array<{ module: string }>
    if (!rules.some((rule) => rule.module === "WoodCalculator"))
      ok(
        await request("POST", "/management/approval-rules", {
          token,
          body: { module: "WoodCalculator", condition_type: "cost_above", condition_value: 1000, approver_id: me.id }
        }),
        "rule"
      )
    const display = (ok(await request("POST", "/display-tokens", { token, body: { name: `Growth ${label}` } }), "display token") as { token: string }).token
    const run = `${label}-${Date.now().toString(36)}`

    // server CPU per LOT create, 8 clients; their positions for the lag
    const positions: string[] = []
    let usage = await product.usage()
    let before = usage.cpu
    let threadsBefore = usage.threads
    const creates = await load(GROWTH_CREATES, async (n) => {
      const answer = await request("POST", "/management/wood-receipts", { token, body: lotCreateBody(woodTypeId, `C-${run}-${n}`) })
      if (answer.position) positions.push(answer.position)
      return answer
    })
    usage = await product.usage()
    let after = usage.cpu
    const cpuPerCreateMs = (after.user + after.system - before.user - before.system) / 1000 / Math.max(1, creates.answered)
    const createThreads = perCall(threadSplit(product.pid, threadsBefore, usage.threads), creates.answered)
    let slicingEndThreads: ThreadSplit = { main: 0, projections: 0, other: 0 }

    // server CPU per slicing end: a LOT of GROWTH_SLICES sleepers, an operation on each, then the ends
    const lotNumber = `S-${run}`
    const lot = ok(await request("POST", "/management/wood-receipts", { token, body: lotCreateBody(woodTypeId, lotNumber) }), "slicing LOT") as { id: string }
    const operations: string[] = []
    let recorded = { answered: 0, failures: 0, asked: 0 }
    let ends = { answered: 0, failures: 0, asked: 0 }
    let cpuPerSlicingEndMs = Number.NaN
    const received = await request("POST", "/factory/receipt-items", {
      token,
      body: { warehouse_id: yard, items: [{ receipt_id: lot.id, height: 15.24, width: 20, length: 300, quantity: GROWTH_SLICES }] }
    }).catch((error: unknown) => ({ status: 0, ms: 0, position: null, text: String(error) }))
    if (received.status < 300) {
      recorded = await load(GROWTH_SLICES, async (n) => {
        const answer = await request("POST", "/factory/operations", { token, body: slicingOf(woodTypeId, lotNumber, n + 1) })
        if (answer.status < 300) operations.push((JSON.parse(answer.text) as { id: string }).id)
        return answer
      })
      // the operations' own projection and process-manager work is not the ends'
      await settle(product, 20)
      usage = await product.usage()
      before = usage.cpu
      threadsBefore = usage.threads
      const endAll = () =>
        load(operations.length, (n) =>
          request("PATCH", `/factory/operations/${operations[n]}`, { token, body: { status: "completed", updated_at: new Date().toISOString() } })
        )
      // where the time of a figure goes: the main thread's profile of the ends, by size (DevTools opens it)
      ends = PROFILE_DIR ? await product.profiled(join(PROFILE_DIR, `slicing-ends-${label}.cpuprofile`), endAll) : await endAll()
      usage = await product.usage()
      after = usage.cpu
      if (ends.answered > 0) cpuPerSlicingEndMs = (after.user + after.system - before.user - before.system) / 1000 / ends.answered
      slicingEndThreads = perCall(threadSplit(product.pid, threadsBefore, usage.threads), ends.answered)
      await settle(product, 20)
    } else log(`${label}: the receipt of the LOT to slice was refused (${received.status}): no slicing figure`)
    const failures = creates.failures + recorded.failures + ends.failures
    const done = {
      creates: `${creates.answered} of ${GROWTH_CREATES}`,
      operations: `${recorded.answered} of ${GROWTH_SLICES}`,
      ends: `${ends.answered} of ${operations.length}`
    }
    log(`${label}: creates ${done.creates}, operations ${done.operations}, ends ${done.ends}`)

    // every screen's first-load call, one client, GROWTH_READS times each
    const reads = []
    for (const path of firstLoads({ warehouseId: yard, lotNumber, receiptId: lot.id })) {
      const samples: number[] = []
      let bytes = 0
      for (let i = 0; i < GROWTH_READS; i++) {
        const answer = await request("GET", path, { token })
        if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text.slice(0, 200)}`)
        samples.push(answer.ms)
        bytes = Buffer.byteLength(answer.text)
      }
      reads.push({ path, ...latency(samples), bytes })
    }
    const dashboard: number[] = []
    const wall: number[] = []
    for (let i = 0; i < GROWTH_READS; i++) {
      const started = performance.now()
      await Promise.all(DASHBOARD_LOADS.map((path) => request("GET", path, { token })))
      dashboard.push(performance.now() - started)
      const answer = await request("GET", "/wall", { token: display })
      if (answer.status !== 200) throw new Error(`/wall: ${answer.status}`)
      wall.push(answer.ms)
    }

    // the approval-rule engine: one save at a time, each above the rule
    const saved: string[] = []
    for (let i = 0; i < GROWTH_APPROVALS; i++) {
      const answer = await request("POST", "/factory/calculations", {
        token,
        body: { wood_type_id: woodTypeId, thickness: 2, width: 6, length: 12, price_per_plank: 5000, tax_percentage: 18 }
      })
      if (answer.position) saved.push(answer.position)
      const deadline = Date.now() + 10_000
      while (answer.position && listener.seen(BigInt(answer.position) + 1n, (t) => t.includes("approvals")) === null && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const appended = await listener.appendedAt([...positions, ...saved])
    const lags = positions.flatMap((p) => {
      const at = listener.seen(BigInt(p), (t) => t.includes("lots"))
      return at === null ? [] : [at - appended.get(p)!]
    })
    const reactions = saved.flatMap((p) => {
      const at = listener.seen(BigInt(p) + 1n, (t) => t.includes("approvals"))
      return at === null ? [] : [at - appended.get(p)!]
    })
    const { rss, heapUsed } = await product.usage()
    return {
      restCpuPercent,
      cpuPerCreateMs,
      cpuPerSlicingEndMs,
      createThreads,
      slicingEndThreads,
      done,
      failures,
      firstLoads: reads,
      dashboard: latency(dashboard),
      wall: latency(wall),
      lag: latency(lags),
      approvals: { ...latency(reactions), samples: reactions.length },
      rssMb: rss / 2 ** 20,
      heapMb: heapUsed / 2 ** 20,
      databaseMb: await listener.databaseMb()
    }
  } finally {
    await listener.close()
  }
}

/** How long `settle` waits for the product to come to rest before measuring anyway. */
const SETTLE_SECONDS = Number(process.env.BENCH_GROWTH_SETTLE_SECONDS ?? 120)

/**
 * Waits until the product's process is at rest (under a tenth of a core over a second: the
 * projections and the process managers' start done), SETTLE_SECONDS at most: a product that never
 * rests is a finding, not a reason to wait forever. Answers its CPU over the last second, in % of a core.
 */
export const settle = async (product: GrowthProduct, maxSeconds = SETTLE_SECONDS): Promise<number> => {
  const deadline = Date.now() + maxSeconds * 1000
  for (;;) {
    const a = (await product.usage()).cpu
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const b = (await product.usage()).cpu
    const percent = (b.user + b.system - a.user - a.system) / 10_000
    if (percent < 10 || Date.now() > deadline) return percent
  }
}
