/**
 * What a request costs the product's process (issue 23 item 3), by what the request does: the
 * product as `npm start` runs it (on PostgreSQL its projections in a worker thread), 16
 * keep-alive clients from this process, the product's process CPU (all its threads) per answer.
 * The lighter calls bound the create: what serving, signing in and decoding cost before the
 * command pipeline and the event store do anything. Alternated twice; the lower of each kept.
 * Run alone from `bench/`: `DATABASE_URL=postgres://… npx tsx src/request-costs.ts`
 * (BENCH_COST_REQUESTS, 3,000 per call and round).
 */
import { lotCreateBody } from "./bench-app"
import { startProductProcess } from "./product-process"

const REQUESTS = Number(process.env.BENCH_COST_REQUESTS ?? 3000)
const CLIENTS = 16

type Product = Awaited<ReturnType<typeof startProductProcess>>

/** The calls measured: each a request and the status that says it did its work. */
const calls = (product: Product, woodTypeId: string) => ({
  "GET /api/health (no sign-in)": { send: () => product.send("GET", "/health"), expect: 200 },
  "GET /api/factory/wood-types (signed in, one read-model query)": { send: () => product.send("GET", "/factory/wood-types"), expect: 200 },
  "POST a LOT whose body the schema refuses (signed in, decoded, 400; no store call)": {
    send: () => product.send("POST", "/management/wood-receipts", { ...lotCreateBody(woodTypeId, "X"), total_volume_m3: "many" }),
    expect: 400
  },
  "POST a LOT (the create)": { send: (n: number) => product.createLot(`COST-${Date.now().toString(36)}-${n}`), expect: 201 }
})

const load = async (send: (n: number) => Promise<number>, expect: number) => {
  let next = 0
  let failed = 0
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < REQUESTS) if ((await send(next++).catch(() => 0)) !== expect) failed++
    })
  )
  return failed
}

export const requestCosts = async () => {
  const product = await startProductProcess()
  const woodTypes = await fetch(`${product.url}/api/factory/wood-types`, { headers: { authorization: `Bearer ${product.token}` } })
  const woodTypeId = ((await woodTypes.json()) as Array<{ id: string }>)[0]!.id
  const measured = calls(product, woodTypeId)
  const results = new Map<string, { msPerRequest: number; perSecond: number; failed: number }>()
  for (let round = 0; round < 2; round++) {
    for (const [name, call] of Object.entries(measured)) {
      if (round === 0) await load(call.send, call.expect) // warm-up
      const before = await product.cpu()
      const started = performance.now()
      const failed = await load(call.send, call.expect)
      const seconds = (performance.now() - started) / 1000
      const after = await product.cpu()
      const msPerRequest = (after.user + after.system - before.user - before.system) / 1000 / REQUESTS
      const best = results.get(name)
      if (!best || msPerRequest < best.msPerRequest) results.set(name, { msPerRequest, perSecond: REQUESTS / seconds, failed })
    }
  }
  await product.close()
  return [...results].map(([call, result]) => ({ call, ...result }))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await requestCosts())
    console.log(`${row.msPerRequest.toFixed(3).padStart(7)} ms/request  ${row.perSecond.toFixed(0).padStart(6)} /s  failed ${row.failed}  ${row.call}`)
}
