import { TransferMessages, type StockLedgerEntry, type StockVerification, type Transfer, type WarehouseStockRow } from "@timber/contracts"
import { PermissionTemplates } from "@timber/domain"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { wireByHand, type HandWired } from "./testing/hand-wired"
import { notingAppends } from "./testing/noted-appends"
import { stockWarehouse, type Write } from "./testing/received-lot"

/**
 * Wood transfers over HTTP (issue 27; factory spec sections 4, 6 and 7): every call by every kind
 * of user, the stock each step moves in the transfer's own append, the ledger naming the transfer
 * number, and the numbers and rows holding under concurrent requests.
 */
let app: HandWired
const appends: Array<ReadonlyArray<string>> = []
const tokens: Record<string, string> = {}
const ids: Record<string, string> = {}
let woodTypeId: string
let main: string
let kiln: string
let yard3: string

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const asAdmin: Write = (method, path, body) => app.api(method, path, { token: tokens.ADMIN, json: body })
const as = (who: string, method: string, path: string, body?: unknown) => app.api(method, path, { token: tokens[who], json: body })
const read = async <T>(path: string) => {
  await app.projections.catchUp()
  const response = await app.api("GET", path, { token: tokens.ADMIN })
  expect(response.status, path).toBe(200)
  return json<T>(response)
}
const rowOf = async (warehouseId: string) => {
  const row = (await read<WarehouseStockRow[]>(`/management/warehouses/${warehouseId}/stock`)).find((r) => r.thickness === '1"')
  return { dried: row?.statusDried ?? 0, notDried: row?.statusNotDried ?? 0, out: row?.statusInTransitOut ?? 0, in: row?.statusInTransitIn ?? 0 }
}
const seed = async (warehouseId: string, woodStatus: string, quantity: number) =>
  expect(
    (await asAdmin("POST", "/management/stock/adjustments", { warehouseId, woodTypeId, thickness: '1"', woodStatus, quantity, reason: "Stock count" })).status
  ).toBe(201)
const body = (quantity: number, from = main, to = kiln, woodStatus = "DRIED") => ({
  fromWarehouseId: from,
  toWarehouseId: to,
  transferDate: "2026-11-28T08:00:00.000Z",
  notes: "For the kiln",
  items: [{ woodTypeId, thickness: '1"', quantity, woodStatus, remarks: null }]
})
const created = async (quantity: number, by = "CLERK", from = main, to = kiln) => {
  const response = await as(by, "POST", "/transfers", body(quantity, from, to))
  expect(response.status, await response.clone().text()).toBe(201)
  return json<Transfer>(response)
}
const verified = async () => expect(await read<StockVerification>("/management/stock/verify")).toMatchObject({ mismatches: [] })

const PERSONAS = [
  { name: "CLERK", role: "MANAGER", permissions: undefined },
  { name: "MANAGER", role: "MANAGER", permissions: undefined },
  { name: "USER", role: "USER", permissions: undefined },
  // a USER given full Wood Transfers rights still may not approve: approval is a manager's or admin's
  {
    name: "USER_WITH_EDIT",
    role: "USER",
    permissions: { ...PermissionTemplates.USER, "wood-transfer": { access: true, read: true, create: true, edit: true, delete: false, amount: false } }
  },
  // a MANAGER whose map withholds Wood Transfers edit may neither approve nor receive
  {
    name: "MANAGER_READ_ONLY",
    role: "MANAGER",
    permissions: { ...PermissionTemplates.MANAGER, "wood-transfer": { access: true, read: true, create: true, edit: false, delete: false, amount: false } }
  }
] as const

beforeAll(async () => {
  app = await wireByHand({ store: notingAppends(appends) })
  tokens.ADMIN = await app.login()
  woodTypeId = (await json<{ id: string }>(asAdmin("POST", "/factory/wood-types", { name: "Mvule" }))).id
  main = await stockWarehouse(asAdmin, "WH-MAIN")
  kiln = await stockWarehouse(asAdmin, "WH-KILN")
  yard3 = await stockWarehouse(asAdmin, "WH-THREE")
  for (const persona of PERSONAS) {
    const email = `${persona.name.toLowerCase()}@timber.works`
    const user = await asAdmin("POST", "/users", {
      email,
      password: "Passw0rd-long",
      firstName: persona.name,
      lastName: "Tester",
      role: persona.role,
      permissions: persona.permissions
    })
    expect(user.status, await user.clone().text()).toBe(201)
    ids[persona.name] = (await json<{ id: string }>(user)).id
    tokens[persona.name] = await app.login(email, "Passw0rd-long")
  }
}, 120_000)
afterAll(async () => app?.close())

describe("wood transfers over HTTP", () => {
  it("given 100 dried pieces at Main, when a clerk creates a transfer of 30 to the Kiln, then it is pending as TR-<year>-0001 with the warehouses' names and codes and the wood's name", async () => {
    await seed(main, "DRIED", 100)
    const transfer = await created(30)
    expect(transfer).toMatchObject({
      transferNumber: `TR-${new Date().getUTCFullYear()}-0001`,
      status: "PENDING",
      fromWarehouse: { id: main, name: "Yard WH-MAIN", code: "WH-MAIN" },
      toWarehouse: { id: kiln, name: "Yard WH-KILN", code: "WH-KILN" },
      items: [{ woodType: { id: woodTypeId, name: "Mvule" }, thickness: '1"', quantity: 30, woodStatus: "DRIED" }],
      createdBy: { id: ids.CLERK, name: "CLERK Tester" },
      approvedBy: null
    })
    expect((await read<{ items: Transfer[] }>("/transfers")).items[0]).toEqual(transfer)
    // nothing moves until it is approved
    expect(await rowOf(main)).toEqual({ dried: 100, notDried: 0, out: 0, in: 0 })
  })

  it("who may create: Wood Transfers create (ADMIN, MANAGER; a USER by the default template may not); no token is 401", async () => {
    const statuses = Object.fromEntries(
      await Promise.all(
        ["ADMIN", "MANAGER", "USER", "USER_WITH_EDIT", "MANAGER_READ_ONLY"].map(async (who) => [who, (await as(who, "POST", "/transfers", body(1))).status])
      )
    )
    expect(statuses).toEqual({ ADMIN: 201, MANAGER: 201, USER: 403, USER_WITH_EDIT: 201, MANAGER_READ_ONLY: 201 })
    expect((await app.api("POST", "/transfers", { json: body(1) })).status).toBe(401)
  })

  it("a transfer to the warehouse it leaves, with no items, a quantity of 0 or 2.5, or more than the source holds is refused in words", async () => {
    // the whole answer: a list's own sentence travels in the field details
    const refused = async (payload: unknown) => {
      const answer = await as("CLERK", "POST", "/transfers", payload)
      expect(answer.status).toBeGreaterThanOrEqual(400)
      const text = await answer.text()
      return { message: `${(JSON.parse(text) as { message: string }).message} ${text}` }
    }
    expect((await refused({ ...body(1), toWarehouseId: main })).message).toContain(TransferMessages.sameWarehouse)
    expect((await refused({ ...body(1), items: [] })).message).toContain(TransferMessages.itemsRequired)
    expect((await refused(body(0))).message).toContain(TransferMessages.quantityInvalid)
    expect((await refused(body(2.5))).message).toContain(TransferMessages.quantityInvalid)
    expect((await refused(body(1000))).message).toContain('Cannot transfer 1000 dried pieces of Mvule Plank 1" × — from Yard WH-MAIN. Only 100 available.')
  })

  it("who may approve, by every kind of user: a MANAGER or ADMIN with Wood Transfers edit, never the transfer's creator", async () => {
    const transfer = await created(10)
    const tries: Record<string, number> = {}
    for (const who of ["CLERK", "USER", "USER_WITH_EDIT", "MANAGER_READ_ONLY"]) tries[who] = (await as(who, "POST", `/transfers/${transfer.id}/approve`)).status
    const own = await json<{ message: string }>(as("CLERK", "POST", `/transfers/${transfer.id}/approve`))
    expect(own.message).toBe(TransferMessages.ownTransfer)
    expect(tries).toEqual({ CLERK: 403, USER: 403, USER_WITH_EDIT: 403, MANAGER_READ_ONLY: 403 })
    const byManager = await as("MANAGER", "POST", `/transfers/${transfer.id}/approve`)
    expect(byManager.status).toBe(200)
    expect(await json<Transfer>(byManager)).toMatchObject({ status: "APPROVED", approvedBy: { id: ids.MANAGER } })
    const adminsOwn = await json<Transfer>(as("ADMIN", "POST", "/transfers", body(1)))
    expect((await as("ADMIN", "POST", `/transfers/${adminsOwn.id}/approve`)).status).toBe(403)
    const clerks = await created(1)
    expect((await as("ADMIN", "POST", `/transfers/${clerks.id}/approve`)).status).toBe(200)
  })

  it("when a transfer is approved, then its pieces leave the source's status for in transit out, the destination shows them in transit in, in ONE append with the transfer, the ledger naming its number", async () => {
    const before = { main: await rowOf(main), kiln: await rowOf(kiln) }
    const transfer = await created(20)
    appends.length = 0
    expect((await as("MANAGER", "POST", `/transfers/${transfer.id}/approve`)).status).toBe(200)
    expect(appends.length).toBe(1)
    // the wood type's stream joins only when a row's use of it is new
    expect([...appends[0]!].filter((stream) => !stream.startsWith("WoodType-")).sort()).toEqual(
      // an item naming 1" and no product: the 1" plank row of unknown width (issue 37 item 5)
      [`Transfer-${transfer.id}`, `StockRow-${main}~${woodTypeId}~PLANK~1"~?`, `StockRow-${kiln}~${woodTypeId}~PLANK~1"~?`].sort()
    )
    expect(await rowOf(main)).toEqual({ ...before.main, dried: before.main.dried - 20, out: before.main.out + 20 })
    expect(await rowOf(kiln)).toEqual({ ...before.kiln, in: before.kiln.in + 20 })
    const ledger = (await read<{ items: StockLedgerEntry[] }>(`/management/stock/ledger?warehouseId=${main}&limit=200`)).items.filter(
      (e) => e.sourceDocumentId === transfer.id
    )
    expect(ledger.map((e) => `${e.status} ${e.change} ${e.sourceDocumentNumber}`).sort()).toEqual(
      [`DRIED -20 ${transfer.transferNumber}`, `IN_TRANSIT_OUT 20 ${transfer.transferNumber}`].sort()
    )
    await verified()

    // marked received: who may — Wood Transfers edit, never its sender (the CLERK created it); a USER may not
    const bySender = await as("CLERK", "POST", `/transfers/${transfer.id}/complete`, {})
    expect(bySender.status).toBe(403)
    expect((await json<{ message: string }>(bySender)).message).toBe(TransferMessages.ownDelivery(transfer.toWarehouse.name))
    expect((await as("USER", "POST", `/transfers/${transfer.id}/complete`, {})).status).toBe(403)
    expect((await as("MANAGER_READ_ONLY", "POST", `/transfers/${transfer.id}/complete`, {})).status).toBe(403)
    expect((await app.api("POST", `/transfers/${transfer.id}/complete`, { json: {} })).status).toBe(401)
    appends.length = 0
    const completed = await as("MANAGER", "POST", `/transfers/${transfer.id}/complete`, { notifyUserId: ids.USER })
    expect(completed.status).toBe(200)
    expect(appends.length).toBe(1)
    expect(await json<Transfer>(completed)).toMatchObject({ status: "COMPLETED", completedAt: expect.any(String) })
    expect(await rowOf(main)).toEqual({ ...before.main, dried: before.main.dried - 20 })
    expect(await rowOf(kiln)).toEqual({ ...before.kiln, dried: before.kiln.dried + 20 })
    // received again (a double click without its key, a second tab): done already, 200, and the pieces landed once
    expect((await as("MANAGER", "POST", `/transfers/${transfer.id}/complete`, {})).status).toBe(200)
    expect(await rowOf(main)).toEqual({ ...before.main, dried: before.main.dried - 20 })
    expect(await rowOf(kiln)).toEqual({ ...before.kiln, dried: before.kiln.dried + 20 })
    await verified()
  })

  it("when a transfer is approved for more than the source holds, then it is refused in clear words and nothing moves", async () => {
    await seed(yard3, "NOT_DRIED", 5)
    const transfer = await json<Transfer>(as("CLERK", "POST", "/transfers", body(5, yard3, kiln, "NOT_DRIED")))
    await seed(yard3, "NOT_DRIED", 3)
    const refused = await as("MANAGER", "POST", `/transfers/${transfer.id}/approve`)
    expect(refused.status).toBe(422)
    expect((await json<{ message: string }>(refused)).message).toBe(
      'Cannot transfer 5 not dried pieces of Mvule Plank 1" × — from Yard WH-THREE. Only 3 available.'
    )
    expect(await rowOf(yard3)).toEqual({ dried: 0, notDried: 3, out: 0, in: 0 })
    expect((await read<{ items: Transfer[] }>("/transfers")).items.find((t) => t.id === transfer.id)?.status).toBe("PENDING")
  })

  it("when a pending transfer is rejected with a reason, then it is REJECTED naming who and why and nothing moves; an empty reason is refused", async () => {
    const before = await rowOf(main)
    const transfer = await created(7)
    const empty = await as("MANAGER", "POST", `/transfers/${transfer.id}/reject`, { rejectionReason: "  " })
    expect(empty.status).toBe(400)
    expect((await as("CLERK", "POST", `/transfers/${transfer.id}/reject`, { rejectionReason: "mine" })).status).toBe(403)
    for (const who of ["USER", "USER_WITH_EDIT", "MANAGER_READ_ONLY"])
      expect((await as(who, "POST", `/transfers/${transfer.id}/reject`, { rejectionReason: "no" })).status, who).toBe(403)
    expect((await app.api("POST", `/transfers/${transfer.id}/reject`, { json: { rejectionReason: "no" } })).status).toBe(401)
    const rejected = await as("MANAGER", "POST", `/transfers/${transfer.id}/reject`, { rejectionReason: "Wrong thickness" })
    expect(rejected.status).toBe(200)
    expect(await json<Transfer>(rejected)).toMatchObject({ status: "REJECTED", rejectionReason: "Wrong thickness", approvedBy: { id: ids.MANAGER } })
    expect(await rowOf(main)).toEqual(before)
    expect((await as("MANAGER", "POST", `/transfers/${transfer.id}/approve`)).status).toBe(409)
  })

  it("admin edit and notify of a completed transfer: ADMIN only, the edit kept in its history; an unknown recipient is refused", async () => {
    const transfer = await created(2)
    expect((await as("MANAGER", "POST", `/transfers/${transfer.id}/approve`)).status).toBe(200)
    expect((await as("ADMIN", "PUT", `/transfers/${transfer.id}/admin-edit`, { transferDate: "2026-11-27T10:00:00.000Z", notes: "x" })).status).toBe(409)
    expect((await as("MANAGER", "POST", `/transfers/${transfer.id}/complete`, {})).status).toBe(200)
    for (const who of ["CLERK", "MANAGER", "USER"]) {
      expect((await as(who, "PUT", `/transfers/${transfer.id}/admin-edit`, { transferDate: "2026-11-27T10:00:00.000Z", notes: "x" })).status, who).toBe(403)
      expect((await as(who, "POST", `/transfers/${transfer.id}/notify`, { userId: ids.USER })).status, who).toBe(403)
    }
    const edited = await as("ADMIN", "PUT", `/transfers/${transfer.id}/admin-edit`, { transferDate: "2026-11-27T10:00:00.000Z", notes: "Truck 7" })
    expect(edited.status).toBe(200)
    const shown = await json<Transfer>(edited)
    expect(shown).toMatchObject({ transferDate: "2026-11-27T10:00:00.000Z", notes: "Truck 7" })
    expect(shown.history.map((h) => h.action)).toEqual(["CREATED", "APPROVED", "COMPLETED", "EDITED"])
    expect(shown.history[3]!.details).toBe("Date: 2026-11-28T08:00:00.000Z → 2026-11-27T10:00:00.000Z; Notes: For the kiln → Truck 7")
    expect((await as("ADMIN", "POST", `/transfers/${transfer.id}/notify`, { userId: "nobody" })).status).toBe(400)
    expect((await as("ADMIN", "POST", `/transfers/${transfer.id}/notify`, {})).status).toBe(400)
    const notified = await as("ADMIN", "POST", `/transfers/${transfer.id}/notify`, { userId: ids.USER })
    expect(notified.status).toBe(200)
    expect((await read<{ items: Transfer[] }>("/transfers")).items.find((t) => t.id === transfer.id)?.history.at(-1)).toMatchObject({ action: "NOTIFIED" })
  })

  it("when eight transfers are created at once, then each gets its own number, in one unbroken sequence", async () => {
    const all = await Promise.all(Array.from({ length: 8 }, () => as("MANAGER", "POST", "/transfers", body(1))))
    expect(all.map((r) => r.status)).toEqual(Array(8).fill(201))
    const numbers = (await read<{ items: Transfer[] }>("/transfers")).items.map((t) => t.transferNumber)
    expect(new Set(numbers).size).toBe(numbers.length)
    const sequence = numbers.map((n) => Number(n.slice(-4))).sort((a, b) => a - b)
    expect(sequence).toEqual(Array.from({ length: sequence.length }, (_, i) => i + 1))
  })

  it("when four approvals of 4 pieces race for a row holding 10, then at most two succeed and the row never goes below zero", async () => {
    const warehouse = await stockWarehouse(asAdmin, "WH-RACE")
    await seed(warehouse, "DRIED", 10)
    const transfers = await Promise.all([0, 1, 2, 3].map(() => json<Transfer>(as("CLERK", "POST", "/transfers", body(4, warehouse, kiln)))))
    const answers = await Promise.all(transfers.map((t) => as("MANAGER", "POST", `/transfers/${t.id}/approve`)))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 200).length).toBe(2)
    expect(statuses.filter((s) => s !== 200).every((s) => s === 422 || s === 409)).toBe(true)
    expect(await rowOf(warehouse)).toEqual({ dried: 2, notDried: 0, out: 8, in: 0 })
    // all or nothing: a refused approval left its transfer pending, an accepted one approved
    const listed = (await read<{ items: Transfer[] }>("/transfers")).items
    const statusOf = (id: string) => listed.find((t) => t.id === id)?.status
    expect(transfers.map((t, i) => `${statuses[i]} ${statusOf(t.id)}`).sort()).toEqual(
      ["200 APPROVED", "200 APPROVED", `${statuses.filter((s) => s !== 200)[0]} PENDING`, `${statuses.filter((s) => s !== 200)[1]} PENDING`].sort()
    )
    await verified()
  })

  it("a transfer not found is 404", async () => {
    expect((await as("MANAGER", "POST", "/transfers/missing/approve")).status).toBe(404)
  })
})
