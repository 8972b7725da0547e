import { RoleMessages, type StoredRole } from "@timber/contracts"
import { PermissionTemplates } from "@timber/domain"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let admin: string

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
})
afterAll(() => app?.close())

const json = async <T = { message: string }>(response: Response) => (await response.json()) as T

const createUser = async (email: string, role: string) => {
  const response = await app.api("/users", {
    method: "POST",
    token: admin,
    json: { email, password: "Holder-password-1", firstName: "Hold", lastName: "Er", role }
  })
  expect(response.status).toBe(201)
  return (await json<{ id: string }>(response)).id
}

const giveRole = async (id: string, email: string, role: string) =>
  expect((await app.api(`/users/${id}`, { method: "PUT", token: admin, json: { email, firstName: "Hold", lastName: "Er", role } })).status).toBe(200)

const rolesListed = async (position: string | null) =>
  (await json<StoredRole[]>(await app.api("/roles", { token: admin, headers: position ? { "x-min-position": position } : {} }))).map((role) => role.name)

describe("deleting a role users hold (issue 24)", () => {
  it("given two users holding FOREMAN, then its delete is refused with 422 naming how many, nothing changes, and once none holds it the delete goes through", async () => {
    const created = await app.api("/roles", { method: "POST", token: admin, json: { name: "foreman", permissions: PermissionTemplates.USER } })
    const role = await json<StoredRole>(created)
    const first = await createUser("first.foreman@timber.works", "FOREMAN")
    const second = await createUser("second.foreman@timber.works", "foreman")
    // a user who held it once and holds another now does not count
    const former = await createUser("former.foreman@timber.works", "FOREMAN")
    await giveRole(former, "former.foreman@timber.works", "USER")

    const refused = await app.api(`/roles/${role.id}`, { method: "DELETE", token: admin })
    expect(refused.status).toBe(422)
    expect((await json(refused)).message).toBe("2 users hold this role: give them another role before deleting it")
    expect(refused.headers.get("x-event-position")).toBeNull()
    expect(await rolesListed(created.headers.get("x-event-position"))).toEqual(["FOREMAN"])
    // the role is still there to give: a third user can get it
    const third = await createUser("third.foreman@timber.works", "FOREMAN")

    await giveRole(first, "first.foreman@timber.works", "USER")
    await giveRole(third, "third.foreman@timber.works", "MANAGER")
    const stillOne = await app.api(`/roles/${role.id}`, { method: "DELETE", token: admin })
    expect(stillOne.status).toBe(422)
    expect((await json(stillOne)).message).toBe(RoleMessages.heldByUsers(1))
    expect(RoleMessages.heldByUsers(1)).toBe("1 user holds this role: give that user another role before deleting it")

    await giveRole(second, "second.foreman@timber.works", "USER")
    const deleted = await app.api(`/roles/${role.id}`, { method: "DELETE", token: admin })
    expect(deleted.status).toBe(200)
    expect(await rolesListed(deleted.headers.get("x-event-position"))).toEqual([])
  })
})
