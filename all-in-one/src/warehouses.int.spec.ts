import { WarehouseMessages, type Warehouse, type WarehouseRecord } from "@timber/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let admin: string
let user: string
let manager: string
let userId: string
const PASSWORD = "Passw0rd-long"
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const at = (response: Response) => ({ "x-min-position": response.headers.get("x-event-position") ?? "0" })

const signUp = async (email: string, role: string) => {
  const created = await app.api("/users", { method: "POST", token: admin, json: { email, password: PASSWORD, firstName: "Juma", lastName: role, role } })
  expect(created.status).toBe(201)
  return { id: (await json<{ id: string }>(created)).id, token: await app.login(email, PASSWORD) }
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  const u = await signUp("yard.clerk@timber.works", "USER")
  user = u.token
  userId = u.id
  manager = (await signUp("yard.manager@timber.works", "MANAGER")).token
})
afterAll(async () => app?.close())

const create = (body: Record<string, unknown>, token = admin) => app.api("/management/warehouses", { method: "POST", token, json: body })

describe("warehouses", () => {
  it("given a code and a name, when an admin creates a warehouse with an assigned user, then the table lists it ACTIVE with the user and no stock", async () => {
    const created = await create({
      code: "WH-001",
      name: "Main yard",
      address: "Plot 4, Mbeya",
      contactPerson: "Asha",
      stockControlEnabled: true,
      requiresApproval: true,
      assignedUserIds: [userId]
    })
    expect(created.status).toBe(201)
    const record = await json<WarehouseRecord>(created.clone())
    expect(record).toMatchObject({
      code: "WH-001",
      status: "ACTIVE",
      stockControlEnabled: true,
      requiresApproval: true,
      assignedUsers: [{ userId, user: { email: "yard.clerk@timber.works" } }]
    })
    const list = await json<Warehouse[]>(app.api("/management/warehouses", { token: user, headers: at(created) }))
    expect(list.find((w) => w.id === record.id)).toMatchObject({ name: "Main yard", _count: { stock: 0 }, assignedUsers: [{ userId }] })
  })

  it("refuses a missing code or name with the catalogue's words, and an unknown user", async () => {
    const noCode = await create({ name: "Yard" })
    expect(noCode.status).toBe(400)
    expect((await json<{ message: string }>(noCode)).message).toBe(WarehouseMessages.codeRequired)
    const noName = await create({ code: "WH-X", name: "  " })
    expect(noName.status).toBe(400)
    expect((await json<{ message: string }>(noName)).message).toBe(WarehouseMessages.nameRequired)
    const ghost = await create({ code: "WH-GHOST", name: "Ghost", assignedUserIds: ["nobody"] })
    expect(ghost.status).toBe(400)
    expect((await json<{ message: string }>(ghost)).message).toBe(WarehouseMessages.unknownUser)
  })

  it("given 12 concurrent creates with one code (in any spelling), exactly one wins and the others get 409 with a clear message", async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => create({ code: i % 2 ? "wh-race " : "WH-RACE", name: `Race ${i}` })))
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(11)
    const refused = answers.find((r) => r.status === 409)!
    expect((await json<{ message: string }>(refused)).message).toMatch(/^Warehouse code (WH-RACE|wh-race) is already in use$/)
    const list = await json<Warehouse[]>(app.api("/management/warehouses", { token: admin, headers: at(answers.find((r) => r.status === 201)!) }))
    expect(list.filter((w) => w.code.toUpperCase() === "WH-RACE")).toHaveLength(1)
  })

  it("is edited only while ACTIVE: archived it hides from the list, refuses edits, and restores", async () => {
    const w = await json<WarehouseRecord>(create({ code: "WH-ARC", name: "Old shed" }))
    const archived = await app.api(`/management/warehouses/${w.id}/archive`, { method: "PATCH", token: admin })
    expect(archived.status).toBe(200)
    expect((await json<WarehouseRecord>(archived.clone())).status).toBe("ARCHIVED")
    const edit = await app.api(`/management/warehouses/${w.id}`, { method: "PUT", token: admin, json: { code: "WH-ARC", name: "New shed" } })
    expect(edit.status).toBe(422)
    expect((await json<{ message: string }>(edit)).message).toBe(WarehouseMessages.archivedReadOnly)
    expect((await json<Warehouse[]>(app.api("/management/warehouses", { token: admin, headers: at(archived) }))).some((x) => x.id === w.id)).toBe(false)
    expect(
      (await json<Warehouse[]>(app.api("/management/warehouses?includeArchived=true", { token: admin, headers: at(archived) }))).find((x) => x.id === w.id)
        ?.status
    ).toBe("ARCHIVED")
    const restored = await app.api(`/management/warehouses/${w.id}/restore`, { method: "PATCH", token: admin })
    expect((await json<WarehouseRecord>(restored)).status).toBe("ACTIVE")
    const renamed = await app.api(`/management/warehouses/${w.id}`, { method: "PUT", token: admin, json: { code: "WH-ARC2", name: "New shed" } })
    expect(renamed.status).toBe(200)
    // the old code is free again, the new one is taken
    expect((await create({ code: "WH-ARC", name: "Reuses the old code" })).status).toBe(201)
    expect((await create({ code: "wh-arc2", name: "Copies the new code" })).status).toBe(409)
  })

  it("PUT assigned-users replaces the assigned users", async () => {
    const w = await json<WarehouseRecord>(create({ code: "WH-ASSIGN", name: "Assign" }))
    const assigned = await app.api(`/management/warehouses/${w.id}/assigned-users`, { method: "PUT", token: manager, json: { userIds: [userId] } })
    expect(assigned.status).toBe(200)
    expect((await json<WarehouseRecord>(assigned)).assignedUsers.map((a) => a.userId)).toEqual([userId])
    const cleared = await app.api(`/management/warehouses/${w.id}/assigned-users`, { method: "PUT", token: admin, json: { userIds: [] } })
    expect((await json<WarehouseRecord>(cleared)).assignedUsers).toEqual([])
  })

  it("a USER reads the warehouses but cannot create, edit, archive or assign", async () => {
    const w = await json<WarehouseRecord>(create({ code: "WH-PERM", name: "Perm" }))
    expect((await app.api("/management/warehouses", { token: user })).status).toBe(200)
    expect((await create({ code: "WH-USER", name: "Mine" }, user)).status).toBe(403)
    expect((await app.api(`/management/warehouses/${w.id}`, { method: "PUT", token: user, json: { code: "WH-PERM", name: "x" } })).status).toBe(403)
    expect((await app.api(`/management/warehouses/${w.id}/archive`, { method: "PATCH", token: user })).status).toBe(403)
    expect((await app.api(`/management/warehouses/${w.id}/assigned-users`, { method: "PUT", token: user, json: { userIds: [] } })).status).toBe(403)
    expect((await app.api("/management/warehouses")).status).toBe(401)
  })
})
