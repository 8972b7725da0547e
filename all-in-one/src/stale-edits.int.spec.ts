import { StaleEditMessages, EditedRecords, type WarehouseRecord } from "@timber/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * Issue 36 item 4: an edit carries the version the user saw (If-Match). A stale one is refused
 * with 412 and the record as it is now; a fresh one is applied; one without If-Match is applied
 * as before (API clients that never send it keep working).
 */
const json = async <T>(response: Response) => (await response.json()) as T
const ifMatch = (version: string) => ({ "if-match": `"${version}"` })
interface Refusal<T> {
  readonly error: string
  readonly message: string
  readonly details: { readonly current: T; readonly version: string }
}

let app: TestApp
let token: string
beforeAll(async () => {
  app = await startTestApp()
  token = await app.login()
})
afterAll(async () => app?.close())

describe("a warehouse edited on a screen someone else changed meanwhile", () => {
  const form = (name: string) => ({ code: "WH-STALE", name, address: "Dock road 1" })

  it("given a warehouse two people opened, when the first saves and the second saves on what they saw, then the second is refused (412) with the warehouse as it is now", async () => {
    const created = await json<WarehouseRecord>(await app.api("/management/warehouses", { method: "POST", token, json: form("Dock") }))
    // the list backs the edit form: it carries the version
    const listed = (await json<WarehouseRecord[]>(await app.api("/management/warehouses", { token }))).find((w) => w.id === created.id)!
    expect(listed.version).toBe(created.version)

    const first = await app.api(`/management/warehouses/${created.id}`, { method: "PUT", token, headers: ifMatch(listed.version), json: form("Dock North") })
    expect(first.status).toBe(200)
    const saved = await json<WarehouseRecord>(first)
    expect(saved.version).not.toBe(listed.version)

    const second = await app.api(`/management/warehouses/${created.id}`, { method: "PUT", token, headers: ifMatch(listed.version), json: form("Dock South") })
    expect(second.status).toBe(412)
    const refusal = await json<Refusal<WarehouseRecord>>(second)
    expect(refusal.error).toBe("PreconditionFailed")
    expect(refusal.message).toBe(StaleEditMessages.changed(EditedRecords.warehouse))
    expect(refusal.details.current).toMatchObject({ id: created.id, name: "Dock North", version: saved.version })
    expect(refusal.details.version).toBe(saved.version)

    // nothing of the stale edit was stored; an archive made on the old version is refused too
    const archive = await app.api(`/management/warehouses/${created.id}/archive`, { method: "PATCH", token, headers: ifMatch(listed.version) })
    expect(archive.status).toBe(412)
    const fresh = await app.api(`/management/warehouses/${created.id}`, { method: "PUT", token, headers: ifMatch(saved.version), json: form("Dock East") })
    expect(fresh.status).toBe(200)
    expect((await json<WarehouseRecord>(fresh)).name).toBe("Dock East")
  })

  it("given a warehouse changed since, when an edit carries no If-Match, then it is applied as before", async () => {
    const created = await json<WarehouseRecord>(
      await app.api("/management/warehouses", { method: "POST", token, json: { ...form("Yard"), code: "WH-NOMATCH" } })
    )
    await app.api(`/management/warehouses/${created.id}`, { method: "PUT", token, json: { ...form("Yard 2"), code: "WH-NOMATCH" } })
    const blind = await app.api(`/management/warehouses/${created.id}`, { method: "PUT", token, json: { ...form("Yard 3"), code: "WH-NOMATCH" } })
    expect(blind.status).toBe(200)
    expect((await json<WarehouseRecord>(blind)).name).toBe("Yard 3")
  })

  it("given a warehouse changed since, when an edit carries the old version in its body instead of If-Match, then it is refused (412)", async () => {
    const created = await json<WarehouseRecord>(await app.api("/management/warehouses", { method: "POST", token, json: { ...form("Shed"), code: "WH-BODY" } }))
    await app.api(`/management/warehouses/${created.id}`, { method: "PUT", token, json: { ...form("Shed 2"), code: "WH-BODY" } })
    const stale = await app.api(`/management/warehouses/${created.id}`, {
      method: "PUT",
      token,
      json: { ...form("Shed 3"), code: "WH-BODY", version: created.version }
    })
    expect(stale.status).toBe(412)
  })
})
