import { cpus, release, totalmem, type as osType } from "node:os"
import { GROWTH_APPROVALS, GROWTH_CREATES, GROWTH_READS, GROWTH_SLICES, type Figures, type Latency } from "./measure"
import type { ThreadSplit } from "./threads"

/** One size's run: the fill, the projection of it, the figures on the filled product and on a fresh one beside it. */
export interface SizeRun {
  readonly lots: number
  readonly events: number
  readonly written: number
  readonly fillSeconds: number
  /** The filled product's start: fork to listening. */
  readonly startSeconds: number
  /** From listening to every projection at the log's head. */
  readonly projectSeconds: number
  readonly figures: Figures
  readonly fresh: Figures
}

/** A figure of the table: how to read it off a run's figures (smaller is better for all). */
interface Row {
  readonly name: string
  readonly value: (f: Figures) => number
  readonly p99?: (f: Figures) => number
  readonly unit: string
  /** A first-load call: p50 ≤ 100 ms is a goal of its own. */
  readonly firstLoad?: boolean
  /** Grows with the data by nature (the database): shown per LOT, no goal. */
  readonly perLot?: boolean
  /** A part of the figure above it: shown, no goal. */
  readonly part?: boolean
}

const PHASE = `${process.env.BENCH_GROWTH_PHASE_SECONDS ?? 120} s a load`
const f = (n: number, digits = 0) => (Number.isNaN(n) ? "—" : n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits }))
const ratio = (a: number, b: number) => (b > 0 ? `${f(a / b, 2)} ×` : "—")
const sizeName = (lots: number) => (lots >= 1000 && lots % 1000 === 0 ? `${f(lots / 1000)}k` : f(lots))
const latencyRows = (name: string, pick: (f: Figures) => Latency, firstLoad = false): Row => ({
  name,
  value: (x) => pick(x).p50,
  p99: (x) => pick(x).p99,
  unit: "ms",
  firstLoad
})

/** A CPU figure by thread (threads.ts): where a ratio comes from. No goal of their own: the total's is theirs. */
const threadRows = (what: string, pick: (f: Figures) => ThreadSplit): Row[] =>
  (["main", "projections", "other"] as const).map((thread) => ({
    name: `… of which ${THREAD_NAMES[thread]}, per ${what}`,
    value: (x) => pick(x)[thread],
    unit: "ms",
    part: true
  }))

const THREAD_NAMES = { main: "the main thread", projections: "the projections' thread", other: "V8's and libuv's helper threads" } as const

/**
 * The growth table: each figure at each size on the filled product (the fresh product's in
 * brackets), its ratio at the largest size to the smallest's and to the fresh product's, and the
 * goal of issue 36 (within 1.2 × the smallest size's; a first-load call's p50 ≤ 100 ms).
 */
export const growthSection = (runs: ReadonlyArray<SizeRun>, context: { readonly loadBefore: string; readonly loadAfter: string; readonly minutes: number }) => {
  const first = runs[0]!
  const last = runs.at(-1)!
  const rows: Row[] = [
    { name: "the product at rest before the measures (% of a core)", value: (x) => x.restCpuPercent, unit: "%" },
    { name: "server CPU per LOT create (8 clients)", value: (x) => x.cpuPerCreateMs, unit: "ms" },
    ...threadRows("LOT create", (x) => x.createThreads),
    { name: "server CPU per slicing end (8 clients)", value: (x) => x.cpuPerSlicingEndMs, unit: "ms" },
    ...threadRows("slicing end", (x) => x.slicingEndThreads),
    ...first.figures.firstLoads.map((load, i) => latencyRows(`GET ${load.path.replace(/[0-9a-f-]{36}|S-[^/?&]+/g, "…")}`, (x) => x.firstLoads[i]!, true)),
    latencyRows("the dashboard's reads together", (x) => x.dashboard),
    latencyRows("the wall (GET /api/wall)", (x) => x.wall, true),
    latencyRows("projection lag: LOT appended → NOTIFY seen", (x) => x.lag),
    latencyRows("process manager: calculation saved → approval request's NOTIFY", (x) => x.approvals),
    { name: "RSS after the measures", value: (x) => x.rssMb, unit: "MB" },
    { name: "… of which the main thread's V8 heap in use", value: (x) => x.heapMb, unit: "MB", part: true },
    { name: "database size (the schema's tables and indexes)", value: (x) => x.databaseMb, unit: "MB", perLot: true }
  ]
  const cell = (row: Row, run: SizeRun) => {
    const p99 = row.p99 ? ` / ${f(row.p99(run.figures))}` : ""
    const freshP99 = row.p99 ? ` / ${f(row.p99(run.fresh))}` : ""
    const digits = (row.unit === "ms" || row.unit === "%") && row.value(run.figures) < 10 ? (row.unit === "%" ? 1 : 2) : 0
    return `**${f(row.value(run.figures), digits)}${p99}** (${f(row.value(run.fresh), digits)}${freshP99})`
  }
  const goal = (row: Row) => {
    if (row.part) return "—"
    if (row.perLot) return `— (${runs.map((r) => `${f((row.value(r.figures) * 1024) / r.lots, 1)}`).join(", ")} kB per LOT)`
    const growthMet = row.value(last.figures) <= 1.2 * row.value(first.figures)
    const pageMet = !row.firstLoad || row.value(last.figures) <= 100
    const met = growthMet && pageMet
    return `${met ? "met" : "**not met**"}${row.firstLoad && !pageMet ? ` (p50 ${f(row.value(last.figures))} ms > 100)` : ""}`
  }
  const bytes = (run: SizeRun) => new Map(run.figures.firstLoads.map((load) => [load.path, load.bytes]))
  const largest = [...bytes(last)].sort((a, b) => b[1] - a[1]).slice(0, 5)
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ${osType()} ${release()}, Node ${process.version}`
  return `## ${new Date().toISOString().slice(0, 10)} — growth: ${runs.map((r) => sizeName(r.lots)).join(", ")} LOTs (PostgreSQL, \`npm run bench -- growth\`)

One schema filled through the store port (\`appendToStreams\` in batches, copies of a business day the product itself
recorded, checked against the contracts' schemas) to each size, projected by the product as \`npm start\` runs it, then
measured; each figure beside it, in brackets, on a fresh product (an empty schema) in the same window. Latencies are
p50 / p99 in ms over ${GROWTH_READS} calls from one client; CPU is the product's process (its projections' thread
included) over ${GROWTH_CREATES} creates and ${GROWTH_SLICES} ends from 8 clients; the process manager over
${GROWTH_APPROVALS} saves one at a time. Machine: ${machine}; load average (1 min) ${context.loadBefore} at the start,
${context.loadAfter} at the end; ${f(context.minutes, 1)} minutes in all.

| size | events in the log | fill through the store port | the product's start | projecting what was new (the process managers refolding beside it) |
|---|---|---|---|---|
${runs.map((r) => `| ${sizeName(r.lots)} LOTs | ${f(r.events)} | ${f(r.written)} in ${f(r.fillSeconds, 1)} s (${f(r.written / Math.max(0.001, r.fillSeconds))} /s) | ${f(r.startSeconds, 1)} s | ${f(r.projectSeconds, 1)} s (${f(r.written / Math.max(0.001, r.projectSeconds))} events/s) |`).join("\n")}

| figure | ${runs.map((r) => sizeName(r.lots)).join(" | ")} | ${sizeName(last.lots)} ÷ ${sizeName(first.lots)} | ${sizeName(last.lots)} ÷ fresh | goal: ≤ 1.2 × ${sizeName(first.lots)}; first loads p50 ≤ 100 ms |
|---|${runs.map(() => "---|").join("")}---|---|---|
${rows.map((row) => `| ${row.name} (${row.unit}) | ${runs.map((run) => cell(row, run)).join(" | ")} | ${ratio(row.value(last.figures), row.value(first.figures))} | ${ratio(row.value(last.figures), row.value(last.fresh))} | ${goal(row)} |`).join("\n")}

Largest first-load answers at ${sizeName(last.lots)} LOTs: ${largest.map(([path, size]) => `\`${path.replace(/[0-9a-f-]{36}/g, "…")}\` ${f(size / 1024)} kB`).join(", ")}.
Calls answered within ${PHASE}: ${runs.map((r) => `${sizeName(r.lots)}: creates ${r.figures.done.creates}, operations ${r.figures.done.operations}, ends ${r.figures.done.ends} (fresh: ${r.fresh.done.creates}, ${r.fresh.done.operations}, ${r.fresh.done.ends})`).join("; ")}. Failed calls: ${runs.map((r) => `${sizeName(r.lots)} ${r.figures.failures} (fresh ${r.fresh.failures})`).join(", ")}.
`
}
