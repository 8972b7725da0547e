import { startApp } from "@timber/all-in-one"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { dropSchema, freshSchema } from "./fresh-schema"
import { percentile } from "./percentile"

const SAMPLES = Number(process.env.BENCH_RYW_SAMPLES ?? 200)

const elapsed = async (request: () => Promise<Response>) => {
  const started = performance.now()
  const response = await request()
  await response.arrayBuffer()
  return { ms: performance.now() - started, status: response.status }
}

/**
 * What read-your-writes costs a user: one client creates a LOT, then at once lists the LOTs
 * with `X-Min-Position` set to the create's position (what the console does), then lists them
 * again without it. The added latency is the first read's time over the second's, per sample.
 */
export const readYourWrites = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "timber-bench-ryw-"))
  const schema = await freshSchema()
  const app = await startApp(
    {
      port: 0,
      dataDir,
      databaseUrl: process.env.DATABASE_URL,
      databaseSchema: schema,
      jwtSecret: "bench",
      adminEmail: "admin@timber.works",
      adminPassword: "Bench-password-1"
    },
    () => undefined
  )
  const send = (method: string, path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${app.url}/api${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
  const { token } = (await (await send("POST", "/auth/login", null, { email: "admin@timber.works", password: "Bench-password-1" })).json()) as { token: string }
  const { id: woodTypeId } = (await (await send("POST", "/factory/wood-types", token, { name: "Teak" })).json()) as { id: string }
  const waited: number[] = []
  const plain: number[] = []
  const added: number[] = []
  let missing = 0
  for (let n = 0; n < SAMPLES; n++) {
    const created = await send("POST", "/management/wood-receipts", token, {
      wood_type_id: woodTypeId,
      supplier: "Bench",
      receipt_date: "2026-11-21",
      lot_number: `RYW-${n}`,
      purchase_order: "PO",
      total_volume_m3: 1.5,
      total_pieces: 10
    })
    await created.arrayBuffer()
    const position = created.headers.get("x-event-position") ?? "0"
    const started = performance.now()
    const list = await send("GET", "/management/wood-receipts", token, undefined, { "x-min-position": position })
    const rows = ((await list.json()) as { items: Array<{ lotNumber: string }> }).items
    const withPosition = performance.now() - started
    if (!rows.some((row) => row.lotNumber === `RYW-${n}`)) missing++
    const without = await elapsed(() => send("GET", "/management/wood-receipts", token))
    waited.push(withPosition)
    plain.push(without.ms)
    added.push(withPosition - without.ms)
  }
  await app.close()
  await dropSchema(schema)
  rmSync(dataDir, { recursive: true, force: true })
  return {
    samples: SAMPLES,
    missing,
    addedP50: percentile(added, 50),
    addedP99: percentile(added, 99),
    readP50: percentile(waited, 50),
    plainP50: percentile(plain, 50)
  }
}
