import { startApp } from "@timber/all-in-one"
import type { RecordedEvent } from "@timber/eventstore"
import { Effect } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { BENCH_ADMIN } from "../bench-app"

/** The steps of a business day the fill repeats, each as the events its commands (and the process managers' reactions) wrote. */
export type StepName = "lot" | "slicing" | "drying" | "transfer" | "signIn"

export interface BusinessDay {
  /** Everything before the first step: the admin, the wood type, the yard and the kiln, a manager. */
  readonly base: ReadonlyArray<RecordedEvent>
  readonly steps: ReadonlyArray<{ readonly name: StepName; readonly events: ReadonlyArray<RecordedEvent> }>
  /** The template LOT's number: every copy gets one of its own. */
  readonly lotNumber: string
}

export const MANAGER = { email: "manager@timber.works", password: "Bench-password-2" }
export const TEMPLATE_LOT = "GT-TEMPLATE"

/**
 * One LOT's life through the product itself, on `schema` (empty): created and received into
 * stock (six 6" sleepers), a sleeper sliced (four 1" and two 2" planks), a drying batch of two
 * 1" planks dried, a transfer of a 2" plank approved by a manager and received, and a manager
 * signing in. Each step's
 * events are read back from the store: the fill copies exactly what today's commands write,
 * whatever the write path looks like when the bench runs.
 */
export const recordBusinessDay = async (schema: string): Promise<BusinessDay> => {
  const dataDir = mkdtempSync(join(tmpdir(), "timber-growth-template-"))
  const app = await startApp(
    {
      port: 0,
      dataDir,
      databaseUrl: process.env.DATABASE_URL,
      databaseSchema: schema,
      jwtSecret: "bench",
      adminEmail: BENCH_ADMIN.email,
      adminPassword: BENCH_ADMIN.password
    },
    () => undefined
  )
  try {
    const call = async <T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> => {
      const response = await fetch(`${app.url}/api${path}`, {
        method,
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body)
      })
      const text = await response.text()
      if (response.status >= 300) throw new Error(`template ${method} ${path}: ${response.status} ${text}`)
      return (text ? JSON.parse(text) : null) as T
    }
    const signIn = async (who: { email: string; password: string }) => (await call<{ token: string }>("POST", "/auth/login", null, who)).token
    const everything = async () => Effect.runPromise(app.store.readAll({ fromPosition: 0n, limit: 1_000_000 }))
    const admin = await signIn(BENCH_ADMIN)
    const woodTypeId = (await call<{ id: string }>("POST", "/factory/wood-types", admin, { name: "Teak" })).id
    const yard = (await call<{ id: string }>("POST", "/management/warehouses", admin, { code: "YARD", name: "Yard" })).id
    const kiln = (await call<{ id: string }>("POST", "/management/warehouses", admin, { code: "KILN", name: "Kiln" })).id
    await call("POST", "/users", admin, { ...MANAGER, firstName: "Mia", lastName: "Manager", role: "MANAGER" })
    const manager = await signIn(MANAGER)
    await app.processesSettled()
    const base = await everything()
    const steps: Array<{ name: StepName; events: ReadonlyArray<RecordedEvent> }> = []
    let seen = base.length
    /** One step: its commands, then what they and the process managers' reactions appended. */
    const step = async (name: StepName, run: () => Promise<unknown>) => {
      await run()
      await app.processesSettled()
      await new Promise((resolve) => setTimeout(resolve, 300))
      await app.processesSettled()
      const all = await everything()
      steps.push({ name, events: all.slice(seen) })
      seen = all.length
    }
    await step("lot", async () => {
      const lot = await call<{ id: string }>("POST", "/management/wood-receipts", admin, {
        wood_type_id: woodTypeId,
        supplier: "Sao Hill",
        receipt_date: "2026-11-21",
        lot_number: TEMPLATE_LOT,
        purchase_order: "PO-1"
      })
      await call("POST", "/factory/receipt-items", admin, {
        warehouse_id: yard,
        items: [{ receipt_id: lot.id, height: 15.24, width: 20, length: 300, quantity: 6 }]
      })
    })
    await step("slicing", async () => {
      const operation = await call<{ id: string }>("POST", "/factory/operations", admin, slicingOf(woodTypeId, TEMPLATE_LOT, 1))
      await call("PATCH", `/factory/operations/${operation.id}`, admin, { status: "completed", updated_at: new Date().toISOString() })
    })
    // years of history hold finished work: a batch dried and a transfer received, as a factory ends them
    await step("drying", async () => {
      const batch = await call<{ id: string }>("POST", "/factory/drying-processes", admin, dryingOf(yard, woodTypeId))
      for (const [humidity, meter] of [
        [25, 480],
        [12, 455]
      ] as const)
        await call("POST", `/factory/drying-processes/${batch.id}/readings`, admin, { electricityMeter: meter, humidity })
      await call("PUT", `/factory/drying-processes/${batch.id}`, admin, { status: "COMPLETED" })
    })
    await step("transfer", async () => {
      const transfer = await call<{ id: string }>("POST", "/transfers", admin, {
        fromWarehouseId: yard,
        toWarehouseId: kiln,
        transferDate: "2026-11-28T08:00:00.000Z",
        notes: "For the kiln",
        items: [{ woodTypeId, thickness: '2"', product: "PLANK", width: '4"', quantity: 1, woodStatus: "NOT_DRIED", remarks: null }]
      })
      await call("POST", `/transfers/${transfer.id}/approve`, manager)
      // the destination receives it, never its sender
      await call("POST", `/transfers/${transfer.id}/complete`, manager, {})
    })
    await step("signIn", () => signIn(MANAGER))
    return { base, steps, lotNumber: TEMPLATE_LOT }
  } finally {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** A slicing operation on one 6" sleeper of `lotNumber`: four 1" and two 2" planks. */
export const slicingOf = (woodTypeId: string, lotNumber: string, sleeper: number) => ({
  wood_type_id: woodTypeId,
  lot_number: lotNumber,
  sleeper_number: sleeper,
  start_time: "2026-11-24T07:30:00.000Z",
  sleeper_sizes: [{ sequence: 1, width: 20, height: 15.24, length: 3, quantity: 1 }],
  plank_sizes: [
    { sequence: 1, width: 10, height: 2.54, length: 3, quantity: 4, parentSequence: 1 },
    { sequence: 2, width: 10, height: 5.08, length: 3, quantity: 2, parentSequence: 1 }
  ],
  notes: null
})

/** A drying batch of two 1" planks from the yard's stock. */
export const dryingOf = (warehouseId: string, woodTypeId: string) => ({
  warehouseId,
  woodTypeId,
  thickness: 25.4,
  thicknessUnit: "mm",
  // the row the slicer's 1" planks of 10 cm went into: nominal 1" × 4"
  stockThickness: '1"',
  stockProduct: "PLANK",
  stockWidth: '4"',
  pieceCount: 2,
  startingHumidity: 40,
  startingElectricityUnits: 500,
  useStock: true
})
