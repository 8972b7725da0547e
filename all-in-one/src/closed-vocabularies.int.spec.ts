import { RoleVocabularyMessages, StockMessages, type User, type WarehouseRecord, type WarehouseStockRow } from "@timber/contracts"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"
import { PermissionTemplates } from "@timber/domain"

/** Issue 24 item 9: closed vocabularies are closed (roles exist before users get them; a stock thickness is a number with a unit). */

let app: TestApp
let admin: string
let warehouseId: string
let woodTypeId: string

const PASSWORD = "Passw0rd-long"
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const settled = async () => {
  await app.processesSettled()
  return { "x-min-position": (await Effect.runPromise(app.store.headPosition())).toString() }
}
const newUser = (email: string, role: string) =>
  app.api("/users", { method: "POST", token: admin, json: { email, password: PASSWORD, firstName: "Neema", lastName: "Role", role } })

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  woodTypeId = (await json<{ id: string }>(app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Teak" } }))).id
  warehouseId = (
    await json<WarehouseRecord>(
      app.api("/management/warehouses", { method: "POST", token: admin, json: { code: "WH-VOC", name: "Vocabulary yard", stockControlEnabled: true } })
    )
  ).id
})
afterAll(async () => app?.close())

describe("roles exist before users get them", () => {
  it("given a role nobody defined (SUPERADMIN), then creating a user with it is refused with the reason, and no user exists", async () => {
    const refused = await newUser("super@timber.works", "SUPERADMIN")
    expect(refused.status).toBe(400)
    expect((await json<{ message: string }>(refused)).message).toBe("Role must be one of ADMIN, MANAGER, USER, a role defined under Roles")
    const users = await json<User[]>(app.api("/users", { token: admin, headers: await settled() }))
    expect(users.map((u) => u.email)).not.toContain("super@timber.works")
  })

  it("given a role defined under Roles, then a user gets it; the three built-in roles need no definition", async () => {
    expect((await app.api("/roles", { method: "POST", token: admin, json: { name: "Supervisor", permissions: PermissionTemplates.USER } })).status).toBe(201)
    const supervisor = await newUser("supervisor@timber.works", "supervisor")
    expect(supervisor.status).toBe(201)
    expect((await json<User>(supervisor)).role).toBe("SUPERVISOR")
    for (const role of ["ADMIN", "MANAGER", "USER"]) expect((await newUser(`${role.toLowerCase()}.voc@timber.works`, role)).status).toBe(201)
  })

  it("given an edit to a role nobody defined, then it is refused and the user keeps their role", async () => {
    const user = await json<User>(newUser("edited@timber.works", "USER"))
    const edit = await app.api(`/users/${user.id}`, {
      method: "PUT",
      token: admin,
      json: { email: "edited@timber.works", firstName: "Neema", lastName: "Role", role: "GHOST" }
    })
    expect(edit.status).toBe(400)
    expect((await json<{ message: string }>(edit)).message).toBe(RoleVocabularyMessages.unknown)
    const stream = await Effect.runPromise(app.store.readStream(`User-${user.id}`))
    expect(stream.map((e) => e.type)).toEqual(["UserRegistered"])
  })
})

describe("a stock thickness is a number with a unit", () => {
  const adjust = (thickness: unknown) =>
    app.api("/management/stock/adjustments", {
      method: "POST",
      token: admin,
      json: { warehouseId, woodTypeId, thickness, woodStatus: "NOT_DRIED", quantity: 5, reason: "Stock count" }
    })

  it("given banana, a timestamp, a bare number or a thickness out of range, then 400 saying so, and no stock row or ledger entry", async () => {
    for (const thickness of ["banana", "2026-11-25T10:00:00.000Z", "2", '0"', '99"', "1 banana"]) {
      const refused = await adjust(thickness)
      expect({ thickness, status: refused.status }).toEqual({ thickness, status: 400 })
      expect((await json<{ message: string }>(refused)).message).toBe(StockMessages.thicknessInvalid)
    }
    const drying = await app.api("/factory/drying-processes", {
      method: "POST",
      token: admin,
      json: { warehouseId, woodTypeId, thickness: 25.4, thicknessUnit: "mm", stockThickness: "banana", pieceCount: 1, useStock: true }
    })
    expect(drying.status).toBe(400)
    expect((await json<{ message: string }>(drying)).message).toBe(StockMessages.thicknessInvalid)
    const rows = await json<WarehouseStockRow[]>(app.api(`/management/warehouses/${warehouseId}/stock`, { token: admin, headers: await settled() }))
    expect(rows).toEqual([])
    const appended = (await Effect.runPromise(app.store.readAll({ fromPosition: 0n, limit: 100_000 }))).map((e) => e.streamId)
    expect(appended.filter((id) => id.startsWith("StockRow-"))).toEqual([])
  })

  it('given 1 inch, 1″, 1" and 25mm, then one row written 1" (25 mm is 1" in nominal sizes, issue 37 item 5)', async () => {
    for (const thickness of ["1 inch", "1″", '1"', "25mm"]) expect((await adjust(thickness)).status).toBe(201)
    const rows = await json<WarehouseStockRow[]>(app.api(`/management/warehouses/${warehouseId}/stock`, { token: admin, headers: await settled() }))
    expect(rows.map((r) => r.size)).toEqual(['Plank 1" × —'])
  })
})
