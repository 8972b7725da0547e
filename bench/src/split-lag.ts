/**
 * Projection lag with the projections in their own thread (the deployment's separate
 * `projections` service) under the same 16-client create load: the all-in-one's runner is paused
 * and a runner in a worker thread does the work, so its wake-ups do not queue behind the HTTP
 * requests of the server's event loop. PostgreSQL only (a worker can't share PGlite's one connection).
 */
import { Worker } from "node:worker_threads"
import { createLoad, startBenchApp } from "./bench-app"
import { percentile } from "./percentile"

export const splitLag = async (creates: number) => {
  const bench = await startBenchApp()
  await bench.app.projections.pause()
  const worker = new Worker(new URL("./projection-thread.mjs", import.meta.url), {
    workerData: { databaseUrl: process.env.DATABASE_URL, schema: bench.schema }
  })
  await new Promise<void>((resolve, reject) => {
    worker.once("message", () => resolve())
    worker.once("error", reject)
  })
  const { seconds, failures } = await createLoad((n) => bench.createLot(`S-${n}`), creates)
  await new Promise((r) => setTimeout(r, 1500))
  const lags = await new Promise<number[]>((resolve) => {
    worker.once("message", resolve)
    worker.postMessage("stop")
  })
  await worker.terminate()
  bench.app.projections.resume()
  await bench.close()
  return { perSecond: creates / seconds, failures, lagP50: percentile(lags, 50), lagP99: percentile(lags, 99), lagSamples: lags.length }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await splitLag(Number(process.env.BENCH_CREATES ?? 1000)))
