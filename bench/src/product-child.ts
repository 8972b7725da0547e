/**
 * The product in a process of its own (`product-process.ts` forks this): the whole all-in-one
 * on a fresh database, signed in, one wood type, noting every LotCreated its LOT read model
 * commits. Answers the parent's "lags", "projected" and "close".
 */
import { startBenchApp } from "./bench-app"

/** Every LotCreated the LOT read model committed, not yet asked for: [position, recorded at, committed at] (ms). */
const projected: Array<[string, number, number]> = []
// as `npm start` runs it: on PostgreSQL the projections in a thread of their own (PRODUCT_PROJECTIONS_THREAD=off: on the main one)
const bench = await startBenchApp(
  (name, _change, events, committedAt) => {
    if (name !== "wood-receipts") return
    for (const event of events) if (event.type === "LotCreated") projected.push([event.position.toString(), event.recordedAt.getTime(), committedAt])
  },
  { projectionsInThread: process.env.PRODUCT_PROJECTIONS_THREAD !== "off" }
)
process.send!({ url: bench.app.url, token: bench.token, woodTypeId: bench.woodTypeId })
process.on("message", async (message) => {
  if (message === "lags") {
    const lags = projected.splice(0).map(([, recordedAt, committedAt]) => committedAt - recordedAt)
    process.send!({ lags, cpu: process.cpuUsage() })
  }
  if (message === "projected") process.send!({ projected: projected.splice(0) })
  if (message === "cpu") process.send!({ cpu: process.cpuUsage() })
  if (message === "close") {
    await bench.close()
    process.exit(0)
  }
})
