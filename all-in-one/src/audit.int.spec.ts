import {
  PAGE_KEYS,
  type Asset,
  type AuditAsOf,
  type AuditEvent,
  type AuditEventsPage,
  type PageKey,
  type PermissionEntry,
  type PermissionMap
} from "@timber/contracts"
import { fold } from "@timber/domain/decider/decider"
import { AssetDecider } from "@timber/domain/asset/decider"
import { decodeEvent, stateAsJson } from "@timber/contracts"
import { Effect } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { wireByHand, type HandWired } from "./testing/hand-wired"
import { receivedLot, stockWarehouse, type Write } from "./testing/received-lot"

/**
 * The auditors' reads over HTTP (issue 28 items 1, 2 and 6): one LOT's whole life in one query
 * across its streams, search by user and time, cursor pages that neither skip nor repeat while
 * events are appended, exports streamed as attachments, any record as of a time or version
 * folded by its aggregate's evolve, and the `audit` page on every call.
 */
let app: HandWired
let admin: string
let manager: string
let managerId: string
let auditor: string
let clerk: string
let woodTypeId: string
let warehouseId: string
const PASSWORD = "Passw0rd-long"

const NONE: PermissionEntry = { access: false, read: false, create: false, edit: false, delete: false, amount: false }
const READ: PermissionEntry = { ...NONE, access: true, read: true }
const onlyPages = (pages: Partial<Record<PageKey, PermissionEntry>>): PermissionMap =>
  Object.fromEntries(PAGE_KEYS.map((page) => [page, pages[page] ?? NONE])) as PermissionMap
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const asAdmin: Write = (method, path, body) => app.api(method, path, { token: admin, json: body })
const signUp = async (email: string, role: string, permissions: PermissionMap | null = null) => {
  const created = await app.api("POST", "/users", { token: admin, json: { email, password: PASSWORD, firstName: "Anna", lastName: role, role, permissions } })
  expect(created.status, await created.clone().text()).toBe(201)
  return { id: (await json<{ id: string }>(created)).id, token: await app.login(email, PASSWORD) }
}
const read = async <T>(path: string, token = auditor) => {
  await app.projections.catchUp()
  const response = await app.api("GET", path, { token })
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200)
  return json<T>(response)
}
/** Every page of a search, following the cursor. */
const allPages = async (query: string, limit = 7) => {
  const events: Array<AuditEvent> = []
  let cursor: string | null = null
  do {
    const page: AuditEventsPage = await read<AuditEventsPage>(`/audit/events?${query}&limit=${limit}${cursor === null ? "" : `&cursor=${cursor}`}`)
    events.push(...page.events)
    cursor = page.nextCursor
  } while (cursor !== null)
  return events
}
const operation = (lotNumber: string, sleeper: number) => ({
  wood_type_id: woodTypeId,
  lot_number: lotNumber,
  sleeper_number: sleeper,
  start_time: "2026-11-24T07:30:00.000Z",
  sleeper_sizes: [{ sequence: 1, width: 20, height: 15.24, length: 3, quantity: 1 }],
  plank_sizes: [{ sequence: 1, width: 10, height: 2.54, length: 3, quantity: 4, parentSequence: 1 }],
  notes: null
})

beforeAll(async () => {
  app = await wireByHand()
  admin = await app.login()
  woodTypeId = (await json<{ id: string }>(asAdmin("POST", "/factory/wood-types", { name: "Teak" }))).id
  warehouseId = await stockWarehouse(asAdmin, "WH-AUDIT")
  const managerAccount = await signUp("audit.manager@timber.works", "MANAGER")
  manager = managerAccount.token
  managerId = managerAccount.id
  auditor = (await signUp("outside.auditor@timber.works", "USER", onlyPages({ audit: READ }))).token
  clerk = (await signUp("clerk@timber.works", "USER")).token
}, 120_000)
afterAll(async () => app?.close())

describe("the event history", () => {
  it("finds one LOT's whole life in one query: its receipt, measurement, slicing and stock movements, across their streams, by its number in any case", async () => {
    const lot = await receivedLot(asAdmin, {
      lotNumber: "LOT-AU-01",
      woodTypeId,
      warehouseId,
      sleepers: [{ height: 15.24, width: 20, length: 300, quantity: 2 }]
    })
    await receivedLot(asAdmin, { lotNumber: "LOT-AU-02", woodTypeId, warehouseId, sleepers: [{ height: 15.24, width: 20, length: 300 }] })
    const op = await json<{ id: string }>(asAdmin("POST", "/factory/operations", operation("LOT-AU-01", 1)))
    expect((await asAdmin("PATCH", `/factory/operations/${op.id}`, { status: "completed", updated_at: new Date().toISOString() })).status).toBe(200)
    const events = await allPages("lot=lot-au-01")
    const streams = new Set(events.map((e) => e.streamId.split("-")[0]))
    expect([...streams].sort()).toEqual(expect.arrayContaining(["Lot", "SlicingOperation", "StockRow"]))
    const types = new Set(events.map((e) => e.type))
    for (const type of ["LotCreated", "ReceiptSubmitted", "StockMoved", "SlicingOperationRecorded", "SlicingOperationEnded", "LotSleeperSliced"])
      expect(types, type).toContain(type)
    // the other LOT's events are not in it, and the pages are newest first
    expect(events.some((e) => JSON.stringify(e.data).includes("LOT-AU-02"))).toBe(false)
    const positions = events.map((e) => BigInt(e.position))
    expect(positions).toEqual([...positions].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)))
    const created = events.find((e) => e.type === "LotCreated")!
    expect(created).toMatchObject({ streamId: `Lot-${lot.id}`, version: 1 })
    expect(created.description).toMatch(/created LOT LOT-AU-01 \(Teak/)
  })

  it("searches by user (id or e-mail) and by time range", async () => {
    app.clock.now = new Date("2026-11-20T08:00:00.000Z")
    expect((await app.api("POST", "/management/warehouses", { token: manager, json: { code: "WH-BY-MGR", name: "Manager's yard" } })).status).toBe(201)
    app.clock.now = new Date("2026-11-21T08:00:00.000Z")
    expect((await app.api("POST", "/factory/wood-types", { token: manager, json: { name: "Mvule" } })).status).toBe(201)
    app.clock.now = new Date()
    const byId = await allPages(`user=${managerId}`)
    expect(byId.length).toBeGreaterThanOrEqual(2)
    expect(byId.every((e) => e.user?.id === managerId)).toBe(true)
    expect(byId.map((e) => e.user?.name)).toContain("Anna MANAGER")
    expect((await allPages("user=audit.manager%40timber.works")).map((e) => e.position)).toEqual(byId.map((e) => e.position))
    const onTheTwentieth = await allPages(`user=${managerId}&from=2026-11-20T00:00:00.000Z&to=2026-11-21T00:00:00.000Z`)
    // the warehouse and the reservation of its code, appended together; not the wood type of the 21st
    expect(onTheTwentieth.map((e) => e.type).sort()).toEqual(["ReservationClaimed", "WarehouseCreated"])
    expect(onTheTwentieth.find((e) => e.type === "WarehouseCreated")!.description).toBe("Anna MANAGER created warehouse WH-BY-MGR (Manager's yard)")
  })

  it("pages by cursor: no event skipped or repeated while others are appended between the pages", async () => {
    for (let i = 0; i < 12; i++) await asAdmin("POST", "/factory/wood-types", { name: `Paged ${i}` })
    const first = await read<AuditEventsPage>("/audit/events?type=WoodTypeCreated&limit=5")
    const seen = [...first.events]
    let cursor = first.nextCursor
    let appended = 0
    while (cursor !== null) {
      // appended between the pages, while the reader walks back: they are newer than the first page
      await Promise.all([
        asAdmin("POST", "/factory/wood-types", { name: `Meanwhile ${appended++}` }),
        asAdmin("POST", "/factory/wood-types", { name: `Meanwhile ${appended++}` })
      ])
      const page: AuditEventsPage = await read<AuditEventsPage>(`/audit/events?type=WoodTypeCreated&limit=5&cursor=${cursor}`)
      seen.push(...page.events)
      cursor = page.nextCursor
    }
    const top = BigInt(first.events[0]!.position)
    const expected = (await Effect.runPromise(app.store.readAll({ fromPosition: 0n, limit: 100_000, eventTypes: ["WoodTypeCreated"] })))
      .filter((e) => e.position <= top)
      .map((e) => e.position.toString())
      .reverse()
    expect(seen.map((e) => e.position)).toEqual(expected)
    expect(new Set(seen.map((e) => e.position)).size).toBe(seen.length)
  })

  it("exports the selection as NDJSON and CSV attachments, streamed", async () => {
    const ndjson = await app.api("GET", "/audit/events/export?format=ndjson&lot=LOT-AU-01", { token: auditor })
    expect(ndjson.status).toBe(200)
    expect(ndjson.headers.get("content-disposition")).toBe('attachment; filename="audit-events.ndjson"')
    expect(ndjson.headers.get("content-length")).toBeNull()
    const lines = (await ndjson.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as AuditEvent)
    expect(lines.map((e) => e.position)).toEqual((await allPages("lot=LOT-AU-01")).map((e) => e.position))
    const csv = await app.api("GET", "/audit/events/export?format=csv&lot=LOT-AU-01", { token: auditor })
    expect(csv.headers.get("content-type")).toContain("text/csv")
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="audit-events.csv"')
    const rows = (await csv.text()).trim().split("\n")
    expect(rows[0]).toBe("position,occurredAt,user,type,stream,version,description,data")
    expect(rows).toHaveLength(lines.length + 1)
    expect(rows.some((row) => row.includes(",LotCreated,"))).toBe(true)
  })

  it("refuses every audit call without the audit page (403), the USER role's default; MANAGER and an auditor granted only audit may", async () => {
    const lot = (await read<AuditEventsPage>("/audit/events?type=LotCreated&limit=1")).events[0]!
    const calls = ["/audit/events", "/audit/events/export?format=csv", `/audit/lot/${lot.streamId.slice(4)}`]
    for (const path of calls) {
      expect((await app.api("GET", path, { token: clerk })).status, path).toBe(403)
      expect((await app.api("GET", path, { token: manager })).status, path).toBe(200)
      expect((await app.api("GET", path, { token: auditor })).status, path).toBe(200)
      expect((await app.api("GET", path)).status, path).toBe(401)
    }
    expect((await app.api("GET", "/audit/events?limit=0", { token: auditor })).status).toBe(400)
    expect((await app.api("GET", "/audit/events?from=yesterday", { token: auditor })).status).toBe(400)
  })
})

describe("a record as of a moment", () => {
  it("folds a LOT's stream to a version or a time, with what each event changed", async () => {
    app.clock.now = new Date("2026-11-25T09:00:00.000Z")
    const lot = await receivedLot(asAdmin, { lotNumber: "LOT-AU-03", woodTypeId, warehouseId, sleepers: [{ height: 15.24, width: 20, length: 300 }] })
    app.clock.now = new Date("2026-11-26T09:00:00.000Z")
    const op = await json<{ id: string }>(asAdmin("POST", "/factory/operations", operation("LOT-AU-03", 1)))
    expect((await asAdmin("PATCH", `/factory/operations/${op.id}`, { status: "completed", updated_at: new Date().toISOString() })).status).toBe(200)
    app.clock.now = new Date()
    const latest = await read<AuditAsOf>(`/audit/lot/${lot.id}`)
    expect(latest.version).toBe(latest.versions)
    expect(latest.timeline.map((step) => step.type)).toContain("LotSleeperSliced")
    expect(latest.timeline[0]).toMatchObject({ version: 1, type: "LotCreated" })
    expect(latest.timeline[0]!.changes.length).toBeGreaterThan(0)
    const byNumber = await read<AuditAsOf>("/audit/lot/LOT-AU-03")
    expect(byNumber.state).toEqual(latest.state)
    // as of the day before its slicing: the received LOT, not yet sliced
    const before = await read<AuditAsOf>(`/audit/lot/${lot.id}?at=2026-11-25T23:59:59.000Z`)
    expect(before.version).toBeLessThan(latest.version)
    expect(before.timeline[before.version]!.type).not.toBe("LotCreated")
    expect(JSON.stringify(before.state)).not.toEqual(JSON.stringify(latest.state))
    const byVersion = await read<AuditAsOf>(`/audit/lot/${lot.id}?version=${before.version}`)
    expect(byVersion.state).toEqual(before.state)
    expect((await read<AuditAsOf>(`/audit/lot/${lot.id}?version=0`)).asOf).toBeNull()
    expect((await app.api("GET", "/audit/lot/no-such-lot", { token: auditor })).status).toBe(404)
  })

  it("property: for random commands on an asset, as of its last version equals the read model's row, and as of version k equals folding its first k events", async () => {
    const category = (await json<{ id: string }>(asAdmin("POST", "/assets/categories", { name: "Audited", code: "AUD" }))).id
    let serial = 0
    const command = fc.oneof(
      fc.record({
        kind: fc.constant("update" as const),
        name: fc.constantFrom("Band saw", "Planer", "Kiln fan"),
        location: fc.constantFrom("Yard", "Shed", "Office")
      }),
      fc.record({ kind: fc.constant("assign" as const), team: fc.constantFrom("Sawmill", "Kiln") }),
      fc.constant({ kind: "return" as const })
    )
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 5 }), async (commands) => {
        const tag = `UD-${String(9000 + ++serial)}`
        const base = { assetTag: tag, categoryId: category, name: "Band saw", purchaseDate: "2026-01-31", purchasePrice: 1000 }
        const answer = await asAdmin("POST", "/assets", base)
        expect(answer.status, await answer.clone().text()).toBe(201)
        const created = await json<Asset>(answer)
        for (const c of commands) {
          // a refused command (return before assign) appends nothing: the property holds either way
          if (c.kind === "update") await asAdmin("PATCH", `/assets/${created.id}`, { ...base, name: c.name, location: c.location })
          else if (c.kind === "assign") await asAdmin("POST", `/assets/${created.id}/assign`, { assignedToTeam: c.team })
          else await asAdmin("POST", `/assets/${created.id}/return`, {})
        }
        const row = await read<Asset>(`/assets/${created.id}`, admin)
        // as an ADMIN, who sees every amount: the fold is compared whole (audit-money.int.spec.ts: what a reader without amount sees)
        const last = await read<AuditAsOf>(`/audit/asset/${created.id}`, admin)
        const view = (last.state as { view: Record<string, unknown> }).view
        const shared = Object.keys(view).filter((key) => key in row && (view[key] === null || typeof view[key] !== "object"))
        expect(shared.length).toBeGreaterThan(3)
        for (const key of shared) expect(view[key], key).toEqual((row as unknown as Record<string, unknown>)[key])
        const events = (await Effect.runPromise(app.store.readStream(`Asset-${created.id}`))).map((e) => decodeEvent(AssetDecider.events, e))
        for (let k = 0; k <= events.length; k++) {
          const asOf = await read<AuditAsOf>(`/audit/asset/${created.id}?version=${k}`, admin)
          expect(asOf.state).toEqual(stateAsJson(fold(AssetDecider, events.slice(0, k))))
        }
      }),
      { numRuns: 6 }
    )
  }, 120_000)
})
