/**
 * Where a LOT create's CPU goes: the create load of `run.ts` (16 clients) under V8's sampling
 * profiler, summarised by self time per package and per function. Run alone from `bench/`:
 * `DATABASE_URL=postgres://… npx tsx src/profile-creates.ts` (BENCH_PROFILE_CREATES, 1000).
 * Writes the raw profile to `creates.cpuprofile` (open it in Chrome's DevTools) and prints the summary.
 */
import { Session } from "node:inspector/promises"
import { writeFileSync } from "node:fs"
import pg from "pg"
import { createLoad, startBenchApp } from "./bench-app"

const CREATES = Number(process.env.BENCH_PROFILE_CREATES ?? 1000)
const CLIENTS = 16

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
  children?: number[]
}

/** The part of the code a frame belongs to: a package of node_modules, a workspace package, or node's own. */
const areaOf = (url: string) => {
  if (url === "") return "(native / V8)"
  const nm = url.lastIndexOf("node_modules/")
  if (nm >= 0) {
    const rest = url.slice(nm + "node_modules/".length).split("/")
    return rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!
  }
  if (url.startsWith("node:")) return "node:" + url.slice(5).split("/")[0]
  const m = /\/work\/[^/]+\/([^/]+)\/src\//.exec(url) ?? /\/([a-z-]+)\/src\//.exec(url)
  return m ? `@timber/${m[1]}` : url
}

const summarise = (nodes: ReadonlyArray<ProfileNode>) => {
  const total = nodes.reduce((sum, n) => sum + (n.hitCount ?? 0), 0)
  const byArea = new Map<string, number>()
  const byFunction = new Map<string, number>()
  for (const n of nodes) {
    const hits = n.hitCount ?? 0
    if (hits === 0) continue
    const area = n.callFrame.functionName.startsWith("(") ? n.callFrame.functionName : areaOf(n.callFrame.url)
    byArea.set(area, (byArea.get(area) ?? 0) + hits)
    const key = `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/\/work\/[^/]+\//, "")}:${n.callFrame.lineNumber + 1}`
    byFunction.set(key, (byFunction.get(key) ?? 0) + hits)
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`)
      .join("\n")
  return `self time by area:\n${top(byArea, 30)}\n\nself time by function:\n${top(byFunction, 40)}`
}

/** Every statement the process sends while the creates run, by its first words. */
const statements = new Map<string, number>()
let counting = false
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string }
  const text = typeof first === "string" ? first : (first?.text ?? "?")
  if (counting) {
    const values = (typeof first === "string" ? args[1] : (first as { values?: unknown[] })?.values) as unknown[] | undefined
    const stream = text.includes("where stream_id = $1") && typeof values?.[0] === "string" ? ` [${values[0].replace(/-[^-]*$/, "")}]` : ""
    const key = text.replace(/\s+/g, " ").trim().slice(0, 90) + stream
    statements.set(key, (statements.get(key) ?? 0) + 1)
  }
  return query.apply(this, args)
} as typeof pg.Client.prototype.query

const bench = await startBenchApp()
counting = true
const session = new Session()
session.connect()
await session.post("Profiler.enable")
await session.post("Profiler.setSamplingInterval", { interval: 200 })
await session.post("Profiler.start")
const { seconds, failures } = await createLoad((n) => bench.createLot(`P-${n}`), CREATES, CLIENTS)
const { profile } = await session.post("Profiler.stop")
counting = false
const allStatements = [...statements.values()].reduce((a, b) => a + b, 0)
console.log(`statements per create, the whole process: ${(allStatements / CREATES).toFixed(1)}`)
for (const [text, n] of [...statements].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${(n / CREATES).toFixed(2).padStart(6)}  ${text}`)
writeFileSync("creates.cpuprofile", JSON.stringify(profile))
console.log(
  `${CREATES} creates in ${seconds.toFixed(1)} s (${(CREATES / seconds).toFixed(1)} /s), ${failures} failed; process CPU ${(process.cpuUsage().user / 1e6).toFixed(1)} s user`
)
console.log(summarise(profile.nodes as ProfileNode[]))
await bench.close()
