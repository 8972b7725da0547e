import { AuthMessages, endpointsOf, moneyFields, PAGE_KEYS, ReadApi, type PageKey, type PermissionEntry, type PermissionMap } from "@timber/contracts"
import { can, effectivePermissions, PermissionTemplates } from "@timber/domain"
import { moneyAnswers } from "@timber/server-edge"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import { completedBatchWithRecharge } from "./testing/drying-from-stock"
import { savePlankCalculation } from "./testing/saved-plank-calculation"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * Field permissions on the server (issue 38 item 5): a user without `amount` on a page gets no
 * money of that page in any answer. The walk seeds one record behind every read whose answer holds
 * money, calls it as each kind of user, and looks for every field the contracts mark as money.
 */
let app: TestApp
let admin = ""
let position = "0"
const PASSWORD = "Passw0rd-long"
const TOKEN = "4141 5151 6161 7171 8181"
const SMS = `QKF3H8J2LM Confirmed. TZS 30,000.00 paid to LUKU for meter 04312345678. Token ${TOKEN}. Units 100 kWh. VAT TZS 1,525.42.`

const withoutAmounts = (keep: ReadonlyArray<PageKey> = []): PermissionMap =>
  Object.fromEntries(
    PAGE_KEYS.map((page) => [page, { ...PermissionTemplates.MANAGER[page], amount: keep.includes(page) && PermissionTemplates.MANAGER[page].access }])
  ) as PermissionMap

/** The templates, a custom role that reads everything a MANAGER reads and sees no amount, and one that sees only the assets' amounts. */
const PERSONAS: ReadonlyArray<{ readonly name: string; readonly role: string; readonly permissions: PermissionMap | null }> = [
  { name: "ADMIN", role: "ADMIN", permissions: null },
  { name: "MANAGER", role: "MANAGER", permissions: null },
  { name: "USER", role: "USER", permissions: null },
  { name: "CLERK", role: "CLERK", permissions: withoutAmounts() },
  { name: "ASSET KEEPER", role: "KEEPER", permissions: withoutAmounts(["assets-items"]) }
]
const tokens = new Map<string, string>()
const sees = (persona: (typeof PERSONAS)[number], page: PageKey) =>
  can({ role: persona.role, permissions: effectivePermissions(persona.role, persona.permissions) }, page, "amount")

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const write = async (method: string, path: string, body: unknown, token = admin) => {
  const answered = await app.api(path, { method, token, json: body })
  expect(answered.status, `${method} ${path}: ${await answered.clone().text()}`).toBeLessThan(300)
  position = answered.headers.get("x-event-position") ?? position
  return json<{ id: string } & Record<string, unknown>>(answered)
}
const headPosition = async () => {
  await app.processesSettled()
  return (await Effect.runPromise(app.store.headPosition())).toString()
}

/** Each read whose answer holds money, with the address that reads the seeded record (`id` filled in at run time). */
const ids: Record<string, string> = {}
const CALLS: Readonly<Record<string, () => string>> = {
  "GET /api/settings/:key": () => "/settings/ovenPurchasePrice",
  "GET /api/settings/history": () => "/settings/history?keys=ovenPurchasePrice",
  "GET /api/factory/wood-types": () => "/factory/wood-types",
  "GET /api/management/wood-receipts": () => "/management/wood-receipts",
  "GET /api/management/wood-receipts/alerts": () => "/management/wood-receipts/alerts",
  "GET /api/management/approvals": () => "/management/approvals",
  "GET /api/management/approval-rules": () => "/management/approval-rules",
  "GET /api/factory/drying-processes": () => "/factory/drying-processes",
  "GET /api/factory/drying-costs": () => `/factory/drying-costs?id=${ids.batch}`,
  "GET /api/electricity/recharges": () => "/electricity/recharges",
  "GET /api/electricity/statistics": () => "/electricity/statistics",
  "GET /api/assets": () => "/assets",
  "GET /api/assets/:id": () => `/assets/${ids.asset}`,
  "GET /api/assets/stats": () => "/assets/stats"
}

/** Every object that holds a field at `path` (`items[].maintenanceRecords[].cost`), and whether it holds it. */
const holders = (answer: unknown, path: string): boolean[] => {
  const [head, ...rest] = path.split(".")
  const many = head!.endsWith("[]")
  const key = many ? head!.slice(0, -2) : head!
  if (key === "") return Array.isArray(answer) ? answer.flatMap((item) => holders(item, rest.join("."))) : []
  if (typeof answer !== "object" || answer === null) return []
  const record = answer as Record<string, unknown>
  if (rest.length === 0) return [key in record]
  const next = record[key]
  if (many) return Array.isArray(next) ? next.flatMap((item) => holders(item, rest.join("."))) : []
  return holders(next, rest.join("."))
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  tokens.set("ADMIN", admin)
  const me = await app.api("/auth/me", { token: admin })
  const adminId = ((await me.clone().json()) as { id: string }).id
  if (!adminId) throw new Error(`auth/me ${me.status} ${await me.text()}`)
  for (const persona of PERSONAS.filter((p) => !(p.role in PermissionTemplates)))
    await write("POST", "/roles", { name: persona.role, description: persona.name, permissions: persona.permissions })
  for (const persona of PERSONAS.filter((p) => p.name !== "ADMIN")) {
    const email = `${persona.name.replace(/\W+/g, ".").toLowerCase()}@timber.works`
    await write("POST", "/users", {
      email,
      password: PASSWORD,
      firstName: "Per",
      lastName: "Sona",
      role: persona.role,
      permissions: persona.permissions ?? undefined
    })
    tokens.set(persona.name, await app.login(email, PASSWORD))
  }
  const woodTypeId = (await write("POST", "/factory/wood-types", { name: "Mninga", price_range: { min: 900_000, max: 1_200_000 } })).id
  await write("POST", "/management/wood-receipts", {
    wood_type_id: woodTypeId,
    supplier: "Kilombero",
    receipt_date: "2026-11-21",
    lot_number: "LOT-MONEY-1",
    purchase_order: "PO-1",
    total_amount: 5_000_000
  })
  // a calculation above a cost rule: the approver's request names its prices and the threshold it went over
  await write("POST", "/management/approval-rules", { module: "WoodCalculator", condition_type: "cost_above", condition_value: 50_000, approver_id: adminId })
  await savePlankCalculation(app, tokens.get("MANAGER")!, woodTypeId, 95_000)
  // a completed batch whose reading pasted a LUKU recharge, its frozen cost then corrected by an admin
  ids.batch = await completedBatchWithRecharge(write, woodTypeId, SMS)
  await headPosition()
  await write("PUT", "/settings/ovenPurchasePrice", { value: 87_600_000 })
  for (let tries = 0; tries < 100; tries++) {
    const answered = await app.api(`/factory/drying-processes/${ids.batch}/cost-corrections`, {
      method: "POST",
      token: admin,
      json: { reason: "oven price entered late" }
    })
    if (answered.status < 300) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const categoryId = (await write("POST", "/assets/categories", { name: "Machines", code: "MC" })).id
  ids.asset = (await write("POST", "/assets", { assetTag: "UD-0001", categoryId, name: "Planer", purchaseDate: "2026-01-10", purchasePrice: 1_500_000 })).id
  await write("POST", `/assets/${ids.asset}/maintenance`, {
    maintenanceType: "Blades",
    scheduledDate: "2026-02-01",
    cost: 120_000,
    status: "COMPLETED",
    completedDate: "2026-02-01"
  })
  position = await headPosition()
}, 180_000)
afterAll(async () => app?.close())

describe("money hidden on the server where amount is false (issue 38 item 5)", () => {
  it("given every read whose answer holds money, then the walk calls it (a new one must be added here)", () => {
    expect([...moneyAnswers(ReadApi).keys()].filter((key) => !(key in CALLS))).toEqual([])
  })

  it("given one record behind each, when each role reads it, then every money field is there exactly when the role holds amount on its page", async () => {
    const expected: string[] = []
    const actual: string[] = []
    const neverSeeded = new Set<string>()
    for (const endpoint of endpointsOf(ReadApi)) {
      const key = `${endpoint.method} ${endpoint.path}`
      if (!(key in CALLS)) continue
      const fields = moneyFields(endpoint.success)
      for (const persona of PERSONAS) {
        const answered = await app.api(CALLS[key]!(), { token: tokens.get(persona.name)!, headers: { "x-min-position": position } })
        if (answered.status === 403) continue
        expect(answered.status, `${persona.name} ${key}`).toBe(200)
        const answer = await answered.json()
        for (const field of fields) {
          const held = holders(answer, field.path)
          if (held.length === 0) {
            neverSeeded.add(`${key} ${field.path}`)
            continue
          }
          expected.push(`${persona.name} ${key} ${field.path}: ${sees(persona, field.page) ? "shown" : "hidden"}`)
          actual.push(`${persona.name} ${key} ${field.path}: ${held.every((h) => h) ? "shown" : held.some((h) => h) ? "partly shown" : "hidden"}`)
        }
      }
    }
    expect(actual).toEqual(expected)
    // every persona of each kind was asked something, and what was left unseeded is only what this walk cannot make
    expect(expected.some((line) => line.startsWith("USER ") && line.endsWith("hidden"))).toBe(true)
    expect(expected.some((line) => line.startsWith("CLERK ") && line.includes("approvals") && line.endsWith("hidden"))).toBe(true)
    expect(expected.some((line) => line.startsWith("ASSET KEEPER ") && line.includes("/api/assets") && line.endsWith("shown"))).toBe(true)
    // no step leads a LOT to RECEIVED (contracts lots/status.ts), and none of these LOTs is being sliced: the same LOT schema is walked under pendingDelivery
    expect([...neverSeeded]).toEqual([
      "GET /api/management/wood-receipts/alerts awaitingConfirmation[].estimatedAmount",
      "GET /api/management/wood-receipts/alerts slicing[].estimatedAmount"
    ])
  }, 120_000)

  it("given a USER watching the assets live, when an asset priced TZS 7,777,777 is registered, then the push names the topic and position only, and the refetch it asks for carries no price", async () => {
    const socket = new WebSocket(`${app.url.replace("http", "ws")}/api/live?token=${tokens.get("USER")}`)
    const raw: string[] = []
    const arrived = (check: () => boolean) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`waited 10 s; received ${raw.join(" ")}`)), 10_000)
        const look = () => check() && (clearTimeout(timer), resolve())
        socket.on("message", look)
        look()
      })
    socket.on("message", (data) => raw.push(data.toString()))
    await arrived(() => raw.some((m) => m.includes('"ready"')))
    socket.send(JSON.stringify({ _tag: "subscribe", topics: ["assets"] }))
    await arrived(() => raw.some((m) => m.includes('"subscribed"')))
    const categoryId = (await write("POST", "/assets/categories", { name: "Vehicles", code: "VH" })).id
    await write("POST", "/assets", { assetTag: "UD-0002", categoryId, name: "Forklift", purchaseDate: "2026-03-01", purchasePrice: 7_777_777 })
    await arrived(() => raw.some((m) => m.includes('"topic":"assets"')))
    socket.close()
    const pushes = raw.map((m) => JSON.parse(m) as Record<string, unknown>).filter((m) => "topic" in m)
    expect(pushes.every((m) => Object.keys(m).sort().join() === "position,topic")).toBe(true)
    expect(raw.join("")).not.toContain("7777777")
    const refetched = await app.api("/assets?q=Forklift", { token: tokens.get("USER")!, headers: { "x-min-position": position } })
    const text = await refetched.text()
    expect(text).toContain("Forklift")
    expect(text).not.toContain("7777777")
    expect(text).not.toContain("purchasePrice")
  })

  it("given a clerk who may register assets but sees no amount, when they register one, then the write's answer leaves the price out too; an asset keeper's keeps it", async () => {
    const categoryId = (await write("POST", "/assets/categories", { name: "Saws", code: "SW" })).id
    const register = async (who: string, assetTag: string) => {
      const answered = await app.api("/assets", {
        method: "POST",
        token: tokens.get(who)!,
        json: { assetTag, categoryId, name: "Band saw", purchaseDate: "2026-04-01", purchasePrice: 2_400_000 }
      })
      expect(answered.status, await answered.clone().text()).toBe(201)
      return (await answered.json()) as Record<string, unknown>
    }
    const clerks = await register("CLERK", "UD-0003")
    expect(clerks.name).toBe("Band saw")
    expect("purchasePrice" in clerks).toBe(false)
    expect((await register("ASSET KEEPER", "UD-0004")).purchasePrice).toBe(2_400_000)
  })

  it("given a clerk who may edit but sees no amount, when they save a wood type and an asset from forms that showed no price, then the stored price range and price stay", async () => {
    const clerk = tokens.get("CLERK")!
    const asAdmin = async <T>(path: string) => json<T>(app.api(path, { token: admin, headers: { "x-min-position": position } }))
    const woodType = (await asAdmin<Array<{ id: string; name: string; version: string }>>("/factory/wood-types")).find((w) => w.name === "Mninga")!
    // the dialog sends a range only when both ends are filled: the clerk saw none, so none is sent
    await write("PUT", `/factory/wood-types/${woodType.id}`, { name: "Mninga", description: "Hard and heavy", version: woodType.version }, clerk)
    const asset = await asAdmin<{ version: string; categoryId: string }>(`/assets/${ids.asset}`)
    await write(
      "PATCH",
      `/assets/${ids.asset}`,
      { assetTag: "UD-0001", categoryId: asset.categoryId, name: "Planer (serviced)", purchaseDate: "2026-01-10", purchasePrice: 0, version: asset.version },
      clerk
    )
    const after = (await asAdmin<Array<{ name: string; description: string | null; price_range: unknown }>>("/factory/wood-types")).find(
      (w) => w.name === "Mninga"
    )!
    expect(after).toMatchObject({ description: "Hard and heavy", price_range: { min: 900_000, max: 1_200_000 } })
    expect(await asAdmin(`/assets/${ids.asset}`)).toMatchObject({ name: "Planer (serviced)", purchasePrice: 1_500_000 })
  })

  it("given assets of different prices, when a USER asks them sorted by purchase price, then they come in the usual order (newest first), not the prices' order", async () => {
    const categoryId = (await write("POST", "/assets/categories", { name: "Hand tools", code: "HT" })).id
    // the cheaper registered first: newest first and cheapest first disagree
    for (const [assetTag, purchasePrice] of [
      ["UD-0010", 100],
      ["UD-0011", 9_000_000]
    ] as const)
      await write("POST", "/assets", { assetTag, categoryId, name: "Chisel", purchaseDate: "2026-05-01", purchasePrice })
    const tags = async (who: string, query: string) =>
      (
        await json<{ items: Array<{ assetTag: string }> }>(app.api(`/assets${query}`, { token: tokens.get(who)!, headers: { "x-min-position": position } }))
      ).items.map((a) => a.assetTag)
    const byPrice = await tags("ADMIN", "?sort=purchasePrice&order=asc")
    expect(byPrice[0]).toBe("UD-0010")
    expect(byPrice.at(-1)).toBe("UD-0011")
    expect(await tags("USER", "")).not.toEqual(byPrice)
    expect(await tags("USER", "?sort=purchasePrice&order=asc")).toEqual(await tags("USER", ""))
  })

  it("given a clerk who may edit the drying settings but sees no amount, when they set the oven's price, then it is refused 403 and the lifespan is still theirs to set", async () => {
    const clerk = tokens.get("CLERK")!
    const price = await app.api("/settings/ovenPurchasePrice", { method: "PUT", token: clerk, json: { value: 1 } })
    expect(price.status).toBe(403)
    expect(((await price.json()) as { message: string }).message).toBe(AuthMessages.forbidden("drying-settings", "amount"))
    await write("PUT", "/settings/ovenLifespanYears", { value: 12 }, clerk)
    const asAdmin = await json<{ value: unknown }>(app.api("/settings/ovenPurchasePrice", { token: admin, headers: { "x-min-position": position } }))
    expect(asAdmin.value).toBe(87_600_000)
  })
})
