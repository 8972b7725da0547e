import { PAGE_KEYS, tzsWords, type AuditAsOf, type AuditEventsPage, type PageKey, type PermissionEntry, type PermissionMap } from "@timber/contracts"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { completedBatchWithRecharge } from "./testing/drying-from-stock"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * The audit keeps money to those who may see it (issue 38 item 5): an auditor without `amount`
 * reads every event of the log, its export and any record's history, and finds no figure of an
 * asset's price, a maintenance cost, a LOT's estimated amount, a recharge's TZS or a kiln's cost
 * anywhere in what they receive; an ADMIN finds each.
 */
let app: TestApp
let admin = ""
let auditor = ""
let position = "0"
const PASSWORD = "Passw0rd-long"
const SMS = "QKF3H8J2LM Confirmed. TZS 31,457.00 paid to LUKU for meter 04312345678. Token 5151 6161 7171 8181 9191. Units 100 kWh. VAT TZS 1,525.42."
const ids: Record<string, string> = {}

const NONE: PermissionEntry = { access: false, read: false, create: false, edit: false, delete: false, amount: false }
/** A custom role that reads the audit and nothing else, and sees no amount. */
const AUDIT_ONLY = Object.fromEntries(
  PAGE_KEYS.map((page: PageKey) => [page, page === "audit" ? { ...NONE, access: true, read: true } : NONE])
) as PermissionMap

/** Each figure the seed records, in every form the audit could write it (a JSON number, thousands separated, as its words). */
const figures: Record<string, ReadonlyArray<string>> = {}
const amount = (what: string, value: number) => {
  figures[what] = [String(value), value.toLocaleString("en-US"), tzsWords(value)]
}

const write = async (method: string, path: string, body: unknown) => {
  const answered = await app.api(path, { method, token: admin, json: body })
  expect(answered.status, `${method} ${path}: ${await answered.clone().text()}`).toBeLessThan(300)
  position = answered.headers.get("x-event-position") ?? position
  return (await answered.json()) as { id: string } & Record<string, unknown>
}
const body = async (path: string, token: string) => {
  const answered = await app.api(path, { token, headers: { "x-min-position": position } })
  expect(answered.status, `${path}: ${await answered.clone().text()}`).toBe(200)
  return answered.text()
}
/** Every audit answer about the seeded records: the search, both exports, each record's history. */
const auditAnswers = async (token: string) => ({
  search: await body("/audit/events?limit=500", token),
  csv: await body("/audit/events/export?format=csv", token),
  ndjson: await body("/audit/events/export?format=ndjson", token),
  assetHistory: await body(`/audit/asset/${ids.asset}`, token),
  lotHistory: await body("/audit/lot/LOT-AUDIT-M1", token),
  batchHistory: await body(`/audit/drying-batch/${ids.batch}`, token),
  woodTypeHistory: await body(`/audit/wood-type/${ids.woodType}`, token)
})
/** The figures (by what they are) found in a text. */
const figuresIn = (text: string) => Object.keys(figures).filter((what) => figures[what]!.some((form) => text.includes(form)))

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  await write("POST", "/roles", { name: "AUDITOR", description: "reads the audit, sees no amount", permissions: AUDIT_ONLY })
  await write("POST", "/users", {
    email: "auditor@timber.works",
    password: PASSWORD,
    firstName: "Aud",
    lastName: "Itor",
    role: "AUDITOR",
    permissions: AUDIT_ONLY
  })
  auditor = await app.login("auditor@timber.works", PASSWORD)

  ids.woodType = (await write("POST", "/factory/wood-types", { name: "Mninga", price_range: { min: 913_457, max: 1_271_389 } })).id
  amount("the wood type's lowest price", 913_457)
  amount("the wood type's highest price", 1_271_389)
  await write("POST", "/management/wood-receipts", {
    wood_type_id: ids.woodType,
    supplier: "Kilombero",
    receipt_date: "2026-11-21",
    lot_number: "LOT-AUDIT-M1",
    purchase_order: "PO-1",
    total_amount: 5_283_617
  })
  amount("the LOT's estimated amount", 5_283_617)
  const categoryId = (await write("POST", "/assets/categories", { name: "Machines", code: "MC" })).id
  ids.asset = (await write("POST", "/assets", { assetTag: "UD-0001", categoryId, name: "Planer", purchaseDate: "2026-01-10", purchasePrice: 1_537_219 })).id
  amount("the asset's purchase price", 1_537_219)
  await write("POST", `/assets/${ids.asset}/maintenance`, {
    maintenanceType: "Blades",
    scheduledDate: "2026-02-01",
    cost: 127_483,
    status: "COMPLETED",
    completedDate: "2026-02-01"
  })
  amount("the maintenance cost", 127_483)
  // a kiln batch whose reading pasted a LUKU recharge, then completed: its cost is frozen by the kiln-costs process
  ids.batch = await completedBatchWithRecharge(write, ids.woodType, SMS)
  amount("the recharge's TZS", 31_457)
  await app.processesSettled()
  position = (await Effect.runPromise(app.store.headPosition())).toString()
  const frozen = JSON.parse(await body(`/audit/events?type=DryingCostRecorded&stream=DryingBatch-${ids.batch}`, admin)) as AuditEventsPage
  const cost = (frozen.events[0]?.data as { cost: { totalCost: number; electricityCost: number } } | undefined)?.cost
  if (!cost) throw new Error(`no frozen cost: ${JSON.stringify(frozen)}`)
  amount("the kiln's total cost", cost.totalCost)
  figures["the kiln's electricity cost"] = [String(cost.electricityCost)]
}, 180_000)
afterAll(async () => app?.close())

describe("the audit hides money from a reader without amount (issue 38 item 5)", () => {
  it("given an asset, a LOT, a wood type, a recharge and a kiln batch with their money, when an ADMIN reads the audit, its exports and each record's history, then every figure is there", async () => {
    const answers = await auditAnswers(admin)
    expect(figuresIn(answers.search).sort()).toEqual(Object.keys(figures).sort())
    expect(figuresIn(answers.csv).sort()).toEqual(Object.keys(figures).sort())
    expect(figuresIn(answers.ndjson).sort()).toEqual(Object.keys(figures).sort())
    expect(figuresIn(answers.assetHistory)).toEqual(["the asset's purchase price", "the maintenance cost"])
    expect(figuresIn(answers.lotHistory)).toContain("the LOT's estimated amount")
    expect(figuresIn(answers.batchHistory)).toEqual(expect.arrayContaining(["the kiln's total cost", "the recharge's TZS"]))
    expect(figuresIn(answers.woodTypeHistory)).toEqual(["the wood type's lowest price", "the wood type's highest price"])
  }, 60_000)

  it("given the same records, when an auditor without amount reads the audit, its CSV and NDJSON exports and each record's history, then no figure occurs anywhere in what they receive", async () => {
    const answers = await auditAnswers(auditor)
    for (const [answer, text] of Object.entries(answers)) expect(figuresIn(text), answer).toEqual([])
    expect(answers.search).not.toContain("TZS")
  }, 60_000)

  it("given an auditor without amount, then they still read every event, each saying what happened without the figure", async () => {
    const page = JSON.parse(await body("/audit/events?limit=500", auditor)) as AuditEventsPage
    const asAdmin = JSON.parse(await body("/audit/events?limit=500", admin)) as AuditEventsPage
    expect(page.events.map((e) => e.eventId)).toEqual(asAdmin.events.map((e) => e.eventId))
    const said = (type: string) => page.events.find((e) => e.type === type)!
    expect(said("DryingCostRecorded").description).toMatch(/^The cost of drying batch \S+ was frozen at completion \([\d.]+ kWh\)$/)
    expect(said("AssetRegistered").data).toMatchObject({ assetTag: "UD-0001", name: "Planer" })
    expect(said("AssetRegistered").data).not.toHaveProperty("purchasePrice")
    expect(said("LotCreated").data).not.toHaveProperty("estimatedAmount")
    const history = JSON.parse(await body(`/audit/asset/${ids.asset}`, auditor)) as AuditAsOf
    expect(history.timeline.flatMap((step) => step.changes.map((change) => change.field)).filter((field) => /price|cost/i.test(field))).toEqual([])
  }, 60_000)
})
