import { Worker } from "node:worker_threads"
import { createLoad } from "./bench-app"
import { percentile } from "./percentile"
import { startProductProcess } from "./product-process"

const LISTENERS = Number(process.env.BENCH_FANOUT_CLIENTS ?? 200)
const WRITERS = 16
const CREATES = Number(process.env.BENCH_FANOUT_CREATES ?? 1000)

/**
 * The 200 consoles, in a worker thread of their own so their receiving does not share the
 * server's event loop: each opens /api/live with the token, subscribes to `lots` and notes
 * (position, arrival time) of every message.
 */
const LISTENER_CODE = `
const { parentPort, workerData } = require("node:worker_threads")
const WebSocket = require("ws")
const { url, token, count } = workerData
const received = Array.from({ length: count }, () => [])
let closed = 0
let ready = 0
const sockets = received.map((log) => {
  const socket = new WebSocket(url + "?token=" + encodeURIComponent(token))
  socket.on("message", (raw) => {
    const now = Date.now()
    const message = JSON.parse(raw.toString())
    if (message.type === "ready") socket.send(JSON.stringify({ _tag: "subscribe", topics: ["lots"] }))
    else if (message.type === "subscribed") { if (++ready === count) parentPort.postMessage({ ready: true }) }
    else if (message.topic === "lots") log.push([message.position, now])
  })
  socket.on("close", () => closed++)
  socket.on("error", () => {})
  return socket
})
parentPort.on("message", () => {
  parentPort.postMessage({ received, closed, open: sockets.filter((s) => s.readyState === WebSocket.OPEN).length })
  for (const s of sockets) s.terminate()
})
`

/**
 * Live fan-out (issue 11 item 6): 200 WebSocket consoles watch `lots` while 16 clients create
 * LOTs. For every LOT and every console: the time from the LOT's commit (its recordedAt) to the
 * first message at that console whose position covers it. The product runs as `npm start` runs
 * it, in a process of its own (product-process.ts), the consoles and the writers in this one.
 */
export const liveFanOut = async () => {
  const product = await startProductProcess()
  const url = `${product.url.replace("http", "ws")}/api/live`
  const worker = new Worker(LISTENER_CODE, { eval: true, workerData: { url, token: product.token, count: LISTENERS } })
  await new Promise<void>((resolve, reject) => {
    worker.once("message", () => resolve())
    worker.once("error", reject)
    setTimeout(() => reject(new Error(`the ${LISTENERS} live clients did not all subscribe within 60 s`)), 60_000)
  })
  const { seconds, failures } = await createLoad((n) => product.createLot(`F-${n}`), CREATES, WRITERS)
  await new Promise((r) => setTimeout(r, 2000))
  const result = await new Promise<{ received: Array<Array<[string, number]>>; closed: number; open: number }>((resolve) => {
    worker.once("message", resolve)
    worker.postMessage("stop")
  })
  await worker.terminate()
  const created = await product.projected()
  await product.close()

  const latencies: number[] = []
  const hubShare: number[] = []
  let undelivered = 0
  const lots = created.map(([position, committed, projectedAt]) => ({ position: BigInt(position), committed, projectedAt }))
  for (const log of result.received) {
    const messages = log.map(([position, at]) => ({ position: BigInt(position), at }))
    for (const lot of lots) {
      const first = messages.find((m) => m.position >= lot.position)
      if (!first) {
        undelivered++
        continue
      }
      latencies.push(first.at - lot.committed)
      // the part after the read model committed: NOTIFY, the hub, the socket
      hubShare.push(first.at - lot.projectedAt)
    }
  }
  return {
    listeners: LISTENERS,
    creates: CREATES,
    createsPerSecond: CREATES / seconds,
    failures,
    dropped: LISTENERS - result.open,
    undelivered,
    samples: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    hubP50: percentile(hubShare, 50),
    hubP95: percentile(hubShare, 95)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await liveFanOut())
  process.exit(0)
}
