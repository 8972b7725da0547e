import { EditedRecords, StaleEditMessages, type LotDto, type LotPage, type StoredRole, type User, type WarehouseRecord, type WoodType } from "@timber/contracts"
import { PermissionTemplates } from "@timber/domain"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ifMatch, json, readingYourWrites, type Refusal } from "./testing/stale-edit-client"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * Issue 36 item 4: an edit carries the version the user saw (If-Match). A stale one is refused
 * with 412 and the record as it is now; a fresh one is applied; one without If-Match is applied
 * as before (API clients that never send it keep working).
 */
let app: TestApp
let token: string
const api = readingYourWrites(() => app)
beforeAll(async () => {
  app = await startTestApp()
  token = await app.login()
}, 120_000)
afterAll(async () => app?.close())

describe("a warehouse edited on a screen someone else changed meanwhile", () => {
  const form = (name: string) => ({ code: "WH-STALE", name, address: "Dock road 1" })

  it("given a warehouse two people opened, when the first saves and the second saves on what they saw, then the second is refused (412) with the warehouse as it is now", async () => {
    const created = await json<WarehouseRecord>(await api("/management/warehouses", { method: "POST", token, json: form("Dock") }))
    // the list backs the edit form: it carries the version
    const listed = (await json<WarehouseRecord[]>(await api("/management/warehouses", { token }))).find((w) => w.id === created.id)!
    expect(listed.version).toBe(created.version)

    const first = await api(`/management/warehouses/${created.id}`, { method: "PUT", token, headers: ifMatch(listed.version), json: form("Dock North") })
    expect(first.status).toBe(200)
    const saved = await json<WarehouseRecord>(first)
    expect(saved.version).not.toBe(listed.version)

    const second = await api(`/management/warehouses/${created.id}`, { method: "PUT", token, headers: ifMatch(listed.version), json: form("Dock South") })
    expect(second.status).toBe(412)
    const refusal = await json<Refusal<WarehouseRecord>>(second)
    expect(refusal.error).toBe("PreconditionFailed")
    expect(refusal.message).toBe(StaleEditMessages.changed(EditedRecords.warehouse))
    expect(refusal.details.current).toMatchObject({ id: created.id, name: "Dock North", version: saved.version })
    expect(refusal.details.version).toBe(saved.version)

    // nothing of the stale edit was stored; an archive made on the old version is refused too
    const archive = await api(`/management/warehouses/${created.id}/archive`, { method: "PATCH", token, headers: ifMatch(listed.version) })
    expect(archive.status).toBe(412)
    const fresh = await api(`/management/warehouses/${created.id}`, { method: "PUT", token, headers: ifMatch(saved.version), json: form("Dock East") })
    expect(fresh.status).toBe(200)
    expect((await json<WarehouseRecord>(fresh)).name).toBe("Dock East")
  })

  it("given a warehouse changed since, when an edit carries no If-Match, then it is applied as before", async () => {
    const created = await json<WarehouseRecord>(await api("/management/warehouses", { method: "POST", token, json: { ...form("Yard"), code: "WH-NOMATCH" } }))
    await api(`/management/warehouses/${created.id}`, { method: "PUT", token, json: { ...form("Yard 2"), code: "WH-NOMATCH" } })
    const blind = await api(`/management/warehouses/${created.id}`, { method: "PUT", token, json: { ...form("Yard 3"), code: "WH-NOMATCH" } })
    expect(blind.status).toBe(200)
    expect((await json<WarehouseRecord>(blind)).name).toBe("Yard 3")
  })

  it("given a warehouse changed since, when an edit carries the old version in its body instead of If-Match, then it is refused (412)", async () => {
    const created = await json<WarehouseRecord>(await api("/management/warehouses", { method: "POST", token, json: { ...form("Shed"), code: "WH-BODY" } }))
    await api(`/management/warehouses/${created.id}`, { method: "PUT", token, json: { ...form("Shed 2"), code: "WH-BODY" } })
    const stale = await api(`/management/warehouses/${created.id}`, {
      method: "PUT",
      token,
      json: { ...form("Shed 3"), code: "WH-BODY", version: created.version }
    })
    expect(stale.status).toBe(412)
  })
})

describe("a LOT, a wood type and a user edited on a screen someone else changed meanwhile", () => {
  it("given a LOT two people opened, when both save on what they saw, then the second is refused (412) with the LOT as it is now; a fresh save, one without If-Match and a fresh delete are applied", async () => {
    const teak = await json<WoodType>(await api("/factory/wood-types", { method: "POST", token, json: { name: "Teak for LOTs" } }))
    const form = (supplier: string) => ({ wood_type_id: teak.id, supplier, receipt_date: "2026-11-21", purchase_order: "PO-1" })
    const created = await json<LotDto>(
      await api("/management/wood-receipts", { method: "POST", token, json: { ...form("Sao Hill"), lot_number: "LOT-STALE-1" } })
    )
    const listed = (await json<LotPage>(await api("/management/wood-receipts", { token }))).items.find((lot) => lot.id === created.id)!
    expect(listed.version).toBe(created.version)

    const first = await api(`/management/wood-receipts/${created.id}`, { method: "PUT", token, headers: ifMatch(listed.version), json: form("Mufindi") })
    expect(first.status).toBe(200)
    const saved = await json<LotDto>(first)
    const second = await api(`/management/wood-receipts/${created.id}`, { method: "PUT", token, headers: ifMatch(listed.version), json: form("Iringa") })
    expect(second.status).toBe(412)
    const refusal = await json<Refusal<LotDto>>(second)
    expect(refusal.message).toBe(StaleEditMessages.changed(EditedRecords.lot))
    expect(refusal.details.current).toMatchObject({ id: created.id, supplier: "Mufindi", version: saved.version })
    // a delete made on the old version is refused too; one without If-Match is applied
    expect((await api(`/management/wood-receipts/${created.id}`, { method: "DELETE", token, headers: ifMatch(listed.version) })).status).toBe(412)
    const blind = await api(`/management/wood-receipts/${created.id}`, { method: "PUT", token, json: form("Njombe") })
    expect(blind.status).toBe(200)
    const latest = await json<LotDto>(blind)
    expect((await api(`/management/wood-receipts/${created.id}`, { method: "DELETE", token, headers: ifMatch(latest.version) })).status).toBe(200)
  })

  it("given a wood type two people opened, when both save on what they saw, then the second is refused (412); a LOT of that species made meanwhile does not make the form stale", async () => {
    const created = await json<WoodType>(await api("/factory/wood-types", { method: "POST", token, json: { name: "Mninga stale" } }))
    const listed = (await json<WoodType[]>(await api("/factory/wood-types", { token }))).find((w) => w.id === created.id)!
    expect(listed.version).toBe(created.version)
    // being used by a LOT is not an edit of the wood type
    const lot = { wood_type_id: created.id, supplier: "S", receipt_date: "2026-11-21", purchase_order: "PO", lot_number: "LOT-STALE-WT" }
    expect((await api("/management/wood-receipts", { method: "POST", token, json: lot })).status).toBe(201)

    const first = await api(`/factory/wood-types/${created.id}`, {
      method: "PUT",
      token,
      headers: ifMatch(listed.version),
      json: { name: "Mninga stale", origin: "Tanzania" }
    })
    expect(first.status).toBe(200)
    const saved = await json<WoodType>(first)
    const second = await api(`/factory/wood-types/${created.id}`, { method: "PUT", token, headers: ifMatch(listed.version), json: { name: "Mninga old" } })
    expect(second.status).toBe(412)
    const refusal = await json<Refusal<WoodType>>(second)
    expect(refusal.message).toBe(StaleEditMessages.changed(EditedRecords.woodType))
    expect(refusal.details.current).toMatchObject({ id: created.id, name: "Mninga stale", origin: "Tanzania", version: saved.version })
    const blind = await api(`/factory/wood-types/${created.id}`, { method: "PUT", token, json: { name: "Mninga blind" } })
    expect(blind.status).toBe(200)
  })

  it("given a user an administrator opened, when another administrator edits them first, then the stale edit is refused (412); the user signing in meanwhile does not make it stale", async () => {
    const password = "Right-password-1"
    const created = await json<User>(
      await api("/users", {
        method: "POST",
        token,
        json: { email: "stale.user@timber.works", password, firstName: "Neema", lastName: "Kato", role: "USER" }
      })
    )
    const listed = (await json<User[]>(await api("/users", { token }))).find((u) => u.id === created.id)!
    expect(listed.version).toBe(created.version)
    const form = (firstName: string) => ({ email: "stale.user@timber.works", firstName, lastName: "Kato", role: "USER" })
    // a sign-in is not something the administrator's form shows
    await app.login("stale.user@timber.works", password)
    const first = await api(`/users/${created.id}`, { method: "PUT", token, headers: ifMatch(listed.version), json: form("Neema B") })
    expect(first.status).toBe(200)
    const saved = await json<User>(first)

    const second = await api(`/users/${created.id}`, { method: "PUT", token, headers: ifMatch(listed.version), json: form("Neema C") })
    expect(second.status).toBe(412)
    const refusal = await json<Refusal<User>>(second)
    expect(refusal.message).toBe(StaleEditMessages.changed(EditedRecords.user))
    expect(refusal.details.current).toMatchObject({ id: created.id, firstName: "Neema B", version: saved.version })
    const blind = await api(`/users/${created.id}`, { method: "PUT", token, json: form("Neema D") })
    expect(blind.status).toBe(200)
  })

  it("given a role two administrators opened, when both save on what they saw, then the second save and a delete on the old version are refused (412)", async () => {
    const created = await json<StoredRole>(await api("/roles", { method: "POST", token, json: { name: "Sawyer", permissions: PermissionTemplates.USER } }))
    const first = await api(`/roles/${created.id}`, {
      method: "PUT",
      token,
      headers: ifMatch(created.version),
      json: { name: "Sawyer", description: "Runs the saw", permissions: PermissionTemplates.USER }
    })
    expect(first.status).toBe(200)
    const saved = await json<StoredRole>(first)
    const second = await api(`/roles/${created.id}`, {
      method: "PUT",
      token,
      headers: ifMatch(created.version),
      json: { name: "Sawyer 2", permissions: PermissionTemplates.USER }
    })
    expect(second.status).toBe(412)
    const refusal = await json<Refusal<StoredRole>>(second)
    expect(refusal.message).toBe(StaleEditMessages.changed(EditedRecords.role))
    expect(refusal.details.current).toMatchObject({ name: saved.name, description: "Runs the saw", version: saved.version })
    expect((await api(`/roles/${created.id}`, { method: "DELETE", token, headers: ifMatch(created.version) })).status).toBe(412)
    expect((await api(`/roles/${created.id}`, { method: "DELETE", token, headers: ifMatch(saved.version) })).status).toBe(200)
  })
})
