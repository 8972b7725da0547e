import { startApp, type RunningApp } from "@timber/all-in-one"
import type { ProjectionRunnerOptions } from "@timber/projections"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { dropSchema, freshSchema } from "./fresh-schema"

export const BENCH_ADMIN = { email: "admin@timber.works", password: "Bench-password-1" }

/** The body of every bench's LOT create. */
export const lotCreateBody = (woodTypeId: string, lotNumber: string) => ({
  wood_type_id: woodTypeId,
  supplier: "Bench",
  receipt_date: "2026-11-21",
  lot_number: lotNumber,
  purchase_order: "PO",
  total_volume_m3: 1.5,
  total_pieces: 10
})

/** The whole product on a fresh database (PGlite, or a schema of its own in DATABASE_URL), signed in as the admin with one wood type. */
export const startBenchApp = async (onProjectionCommit?: ProjectionRunnerOptions["onCommit"], options: { readonly projectionsInThread?: boolean } = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), "timber-bench-"))
  const schema = await freshSchema()
  const app: RunningApp = await startApp(
    {
      port: 0,
      dataDir,
      databaseUrl: process.env.DATABASE_URL,
      databaseSchema: schema,
      jwtSecret: "bench",
      adminEmail: BENCH_ADMIN.email,
      adminPassword: BENCH_ADMIN.password,
      projectionsInThread: options.projectionsInThread,
      // the fan-out opens its 200 consoles from one address: above the per-address cap of a real install
      liveSocketsPerAddress: 1_000
    },
    () => undefined,
    { onProjectionCommit }
  )
  const post = (path: string, token: string | null, body: unknown) =>
    fetch(`${app.url}/api${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body)
    })
  const { token } = (await (await post("/auth/login", null, BENCH_ADMIN)).json()) as { token: string }
  const { id: woodTypeId } = (await (await post("/factory/wood-types", token, { name: "Teak" })).json()) as { id: string }
  const createLot = (lotNumber: string) => post("/management/wood-receipts", token, lotCreateBody(woodTypeId, lotNumber))
  return {
    app,
    schema,
    token,
    woodTypeId,
    createLot,
    close: async () => {
      await app.close()
      await dropSchema(schema)
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

/**
 * `count` LOT creates through `create` from `clients` concurrent clients (the load of every
 * create bench); a dropped connection (a loaded machine) counts as a failed create, not as the end
 * of the run. `create` answers the Response, or its status when it read the answer itself.
 */
export const createLoad = async (create: (n: number) => Promise<Response | number>, count: number, clients = 16) => {
  let next = 0
  let failures = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) {
        const response = await create(next++).catch(() => null)
        const status = typeof response === "number" ? response : response?.status
        if (status !== 201) failures++
        if (response instanceof Response) await response.arrayBuffer()
      }
    })
  )
  return { seconds: (performance.now() - started) / 1000, failures }
}
