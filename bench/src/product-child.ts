/**
 * The product in a process of its own (`product-process.ts` forks this): the whole all-in-one
 * on a fresh database, signed in, one wood type, noting the lag of every LotCreated its LOT read
 * model commits. Answers the parent's "lags" and "close".
 */
import { startBenchApp } from "./bench-app"
import { lotLagsInto } from "./lot-lags"

const lags: number[] = []
/** Every LotCreated the LOT read model committed: [position, recorded at, committed at] (ms), for the fan-out bench. */
const projected: Array<[string, number, number]> = []
const noteLags = lotLagsInto(lags)
// as `npm start` runs it: on PostgreSQL the projections in a thread of their own (PRODUCT_PROJECTIONS_THREAD=off: on the main one)
const bench = await startBenchApp(
  (name, change, events, committedAt) => {
    noteLags(name, change, events, committedAt)
    if (name !== "wood-receipts") return
    for (const event of events) if (event.type === "LotCreated") projected.push([event.position.toString(), event.recordedAt.getTime(), committedAt])
  },
  { projectionsInThread: process.env.PRODUCT_PROJECTIONS_THREAD !== "off" }
)
process.send!({ url: bench.app.url, token: bench.token, woodTypeId: bench.woodTypeId })
process.on("message", async (message) => {
  if (message === "lags") process.send!({ lags: lags.splice(0), cpu: process.cpuUsage() })
  if (message === "projected") process.send!({ projected: projected.splice(0) })
  if (message === "close") {
    await bench.close()
    process.exit(0)
  }
})
