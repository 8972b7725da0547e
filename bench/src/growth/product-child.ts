/**
 * The product for the growth bench (`product.ts` forks this): the all-in-one as `npm start` runs
 * it (on PostgreSQL its projections in a worker thread), on the schema GROWTH_SCHEMA names, filled
 * or empty. Answers the parent's "usage" (its CPU and RSS) and "close".
 */
import { startApp } from "@timber/all-in-one"
import { mkdtempSync, rmSync } from "node:fs"
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
process.on("message", async (message) => {
  if (message === "usage") process.send!({ cpu: process.cpuUsage(), rss: process.memoryUsage().rss })
  if (message === "close") {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  }
})
