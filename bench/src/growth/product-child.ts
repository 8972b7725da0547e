/**
 * The product for the growth bench (`product.ts` forks this): the all-in-one as `npm start` runs
 * it (on PostgreSQL its projections in a worker thread), on the schema GROWTH_SCHEMA names, filled
 * or empty. Answers the parent's "usage" (its CPU and RSS), "close", and "profile-start" /
 * `{ profileTo: file }`: its main thread's V8 CPU profile between the two (BENCH_GROWTH_PROFILE_DIR), and
 * `{ heapSnapshotTo: file }`: its main thread's heap, to see what holds it.
 */
import { startApp } from "@timber/all-in-one"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { Session } from "node:inspector/promises"
import { writeHeapSnapshot } from "node:v8"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { BENCH_ADMIN } from "../bench-app"

const dataDir = mkdtempSync(join(tmpdir(), "timber-growth-"))
const app = await startApp(
  {
    port: 0,
    dataDir,
    databaseUrl: process.env.DATABASE_URL,
    databaseSchema: process.env.GROWTH_SCHEMA,
    jwtSecret: "bench",
    adminEmail: BENCH_ADMIN.email,
    adminPassword: BENCH_ADMIN.password,
    projectionsInThread: true
  },
  () => undefined
)
process.send!({ url: app.url })
const inspector = new Session()
inspector.connect()
process.on("message", async (message) => {
  if (message === "profile-start") {
    await inspector.post("Profiler.enable")
    await inspector.post("Profiler.start")
    process.send!({ profiling: true })
  }
  if (typeof message === "object" && message !== null && "profileTo" in message) {
    const { profile } = await inspector.post("Profiler.stop")
    writeFileSync(String(message.profileTo), JSON.stringify(profile))
    process.send!({ profiled: message.profileTo })
  }
  if (typeof message === "object" && message !== null && "heapSnapshotTo" in message) {
    process.send!({ snapshot: writeHeapSnapshot(String(message.heapSnapshotTo)) })
  }
  if (message === "usage") {
    const { rss, heapUsed } = process.memoryUsage()
    process.send!({ cpu: process.cpuUsage(), rss, heapUsed })
  }
  if (message === "close") {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  }
})
