import { LotMessages } from "@timber/contracts"
import { ALL_PROJECTIONS } from "@timber/projections"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let admin: string
let woodTypeId: string

const lotPayload = (lotNumber: string, extra: Record<string, unknown> = {}) => ({
  wood_type_id: woodTypeId,
  supplier: "Sao Hill Sawmill",
  receipt_date: "2026-11-20",
  lot_number: lotNumber,
  purchase_order: "PO-2026-17",
  status: "PENDING",
  notes: null,
  total_amount: 0,
  total_volume_m3: 12.345,
  total_pieces: 40,
  ...extra
})

const createUser = async (role: string, email: string) => {
  const response = await app.api("/users", {
    method: "POST",
    token: admin,
    json: { email, password: "Passw0rd-long", firstName: role.toLowerCase(), lastName: "Tester", role, isActive: true }
  })
  expect(response.status).toBe(201)
  return app.login(email, "Passw0rd-long")
}

const head = () => Effect.runPromise(app.store.headPosition())

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  const response = await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mninga", grade: "A" } })
  expect(response.status).toBe(201)
  woodTypeId = ((await response.json()) as { id: string }).id
})
afterAll(async () => app?.close())

describe("LOT management over HTTP", () => {
  it("creates a LOT as PENDING and lists it at once (read-your-writes)", async () => {
    const created = await app.api("/management/wood-receipts", { method: "POST", token: admin, json: lotPayload("LOT-RYW-1") })
    expect(created.status).toBe(201)
    const position = created.headers.get("x-event-position")
    expect(position).toMatch(/^\d+$/)
    const body = (await created.json()) as { status: string; woodType: { name: string }; estimatedVolumeM3: number; lastWorkedBy: string }
    expect(body).toMatchObject({ status: "PENDING", woodType: { name: "Mninga" }, estimatedVolumeM3: 12.345, lastWorkedBy: "admin@timber.works" })
    const list = await app.api("/management/wood-receipts", { token: admin, headers: { "x-min-position": position! } })
    const lots = ((await list.json()) as { items: Array<{ lotNumber: string; lastWorkedBy: string }> }).items
    expect(lots.find((l) => l.lotNumber === "LOT-RYW-1")?.lastWorkedBy).toBe("admin@timber.works")
  })

  it("answers the spec's field messages and appends nothing for a create with missing fields", async () => {
    const before = await head()
    for (const [field, message] of [
      ["wood_type_id", LotMessages.woodTypeRequired],
      ["supplier", LotMessages.supplierRequired],
      ["receipt_date", LotMessages.purchaseDateRequired],
      ["purchase_order", LotMessages.purchaseOrderRequired],
      ["lot_number", LotMessages.lotNumberRequired]
    ] as const) {
      const { [field]: _, ...rest } = lotPayload("LOT-MISSING")
      const response = await app.api("/management/wood-receipts", { method: "POST", token: admin, json: rest })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: "ValidationError", message })
    }
    const unknownType = await app.api("/management/wood-receipts", { method: "POST", token: admin, json: lotPayload("LOT-X", { wood_type_id: "nope" }) })
    expect(unknownType.status).toBe(400)
    expect(((await unknownType.json()) as { message: string }).message).toBe(LotMessages.woodTypeUnknown)
    expect(await head()).toBe(before)
  })

  it("locks and reopens a LOT for an admin, and refuses a USER with the spec's messages", async () => {
    const user = await createUser("USER", "user.lock@timber.works")
    const created = (await (await app.api("/management/wood-receipts", { method: "POST", token: admin, json: lotPayload("LOT-LOCK-1") })).json()) as {
      id: string
    }
    const byUser = await app.api(`/management/wood-receipts/${created.id}`, { method: "PATCH", token: user, json: { status: "COMPLETED" } })
    expect(byUser.status).toBe(403)
    const locked = await app.api(`/management/wood-receipts/${created.id}`, { method: "PATCH", token: admin, json: { status: "COMPLETED" } })
    expect(locked.status).toBe(200)
    expect(((await locked.json()) as { status: string }).status).toBe("COMPLETED")
    const deleteLocked = await app.api(`/management/wood-receipts/${created.id}`, { method: "DELETE", token: admin })
    expect(deleteLocked.status).toBe(409)
    const reopened = await app.api(`/management/wood-receipts/${created.id}`, { method: "PATCH", token: admin, json: { status: "PENDING" } })
    expect(((await reopened.json()) as { status: string }).status).toBe("PENDING")
    const list = (await (
      await app.api("/management/wood-receipts", { token: admin, headers: { "x-min-position": reopened.headers.get("x-event-position")! } })
    ).json()) as { items: Array<{ id: string; status: string }> }
    expect(list.items.find((l) => l.id === created.id)?.status).toBe("PENDING")
  })

  it("refuses a USER creating a LOT with 403 and a message, and a request without a token with 401", async () => {
    const user = await createUser("USER", "user.create@timber.works")
    const response = await app.api("/management/wood-receipts", { method: "POST", token: user, json: lotPayload("LOT-USER") })
    expect(response.status).toBe(403)
    expect(((await response.json()) as { message: string }).message).toMatch(/permission/)
    const anonymous = await app.api("/management/wood-receipts")
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ error: "Unauthorized" })
    const bad = await app.api("/management/wood-receipts", { token: "not-a-token" })
    expect(bad.status).toBe(401)
  })

  it("keeps the LOT number read-only on edit and updates the other fields", async () => {
    const created = (await (await app.api("/management/wood-receipts", { method: "POST", token: admin, json: lotPayload("LOT-EDIT-1") })).json()) as {
      id: string
    }
    const renamed = await app.api(`/management/wood-receipts/${created.id}`, { method: "PUT", token: admin, json: lotPayload("LOT-EDIT-2") })
    expect(renamed.status).toBe(422)
    const edited = await app.api(`/management/wood-receipts/${created.id}`, {
      method: "PUT",
      token: admin,
      json: lotPayload("LOT-EDIT-1", { supplier: "Mufindi" })
    })
    expect(edited.status).toBe(200)
    expect(((await edited.json()) as { supplier: string }).supplier).toBe("Mufindi")
    const missing = await app.api(`/management/wood-receipts/unknown-id`, { method: "PUT", token: admin, json: lotPayload("LOT-EDIT-1") })
    expect(missing.status).toBe(404)
  })

  it("deletes a PENDING LOT and frees its number", async () => {
    const created = (await (await app.api("/management/wood-receipts", { method: "POST", token: admin, json: lotPayload("LOT-DEL-1") })).json()) as {
      id: string
    }
    const deleted = await app.api(`/management/wood-receipts/${created.id}`, { method: "DELETE", token: admin })
    expect(deleted.status).toBe(200)
    const list = (await (
      await app.api("/management/wood-receipts", { token: admin, headers: { "x-min-position": deleted.headers.get("x-event-position")! } })
    ).json()) as { items: Array<{ id: string }> }
    expect(list.items.some((l) => l.id === created.id)).toBe(false)
    const again = await app.api("/management/wood-receipts", { method: "POST", token: admin, json: lotPayload("LOT-DEL-1") })
    expect(again.status).toBe(201)
  })

  it("LOT numbers stay unique under 20 parallel creates of one number: one 201, nineteen 409s", async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => app.api("/management/wood-receipts", { method: "POST", token: admin, json: lotPayload("LOT-RACE-1") }))
    )
    const statuses = responses.map((r) => r.status).sort()
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(19)
    const conflict = responses.find((r) => r.status === 409)!
    expect(((await conflict.json()) as { message: string }).message).toBe(LotMessages.lotNumberTaken("LOT-RACE-1"))
    const list = (await (await app.api("/management/wood-receipts", { token: admin, headers: { "x-min-position": String(await head()) } })).json()) as {
      items: Array<{ lotNumber: string }>
    }
    expect(list.items.filter((l) => l.lotNumber === "LOT-RACE-1")).toHaveLength(1)
  })

  it("a write repeated with the same Idempotency-Key returns the first result and appends nothing", async () => {
    const send = () =>
      app.api("/management/wood-receipts", {
        method: "POST",
        token: admin,
        headers: { "idempotency-key": "create-lot-idem-1" },
        json: lotPayload("LOT-IDEM-1")
      })
    const first = await send()
    expect(first.status).toBe(201)
    const firstBody = await first.text()
    const before = await head()
    const second = await send()
    expect(second.status).toBe(201)
    expect(await second.text()).toBe(firstBody)
    expect(await head()).toBe(before)
  })

  it("traces a LOT: the receipt stage now, an empty slicing stage", async () => {
    await app.api("/management/wood-receipts", { method: "POST", token: admin, json: lotPayload("LOT-TRACE-1") })
    const response = await app.api("/management/lot-traceability/LOT-TRACE-1", { token: admin, headers: { "x-min-position": String(await head()) } })
    expect(response.status).toBe(200)
    const trace = (await response.json()) as {
      lotNumber: string
      stages: { woodReceipts: Array<{ supplier: string; lastWorkedBy: string }>; slicing: unknown[] }
    }
    expect(trace.lotNumber).toBe("LOT-TRACE-1")
    expect(trace.stages.woodReceipts).toHaveLength(1)
    expect(trace.stages.woodReceipts[0]).toMatchObject({ supplier: "Sao Hill Sawmill", lastWorkedBy: "admin@timber.works" })
    expect(trace.stages.slicing).toEqual([])
  })

  it("lists projection health for an ADMIN only", async () => {
    const response = await app.api("/system/projections", { token: admin })
    const statuses = (await response.json()) as Array<{ name: string; state: string; lag: number }>
    expect(statuses.map((s) => s.name).sort()).toEqual(ALL_PROJECTIONS.map((p) => p.name).sort())
    expect(statuses.map((s) => s.name)).toContain("wood-receipts")
    expect(statuses.every((s) => s.state === "running")).toBe(true)
    const manager = await createUser("MANAGER", "manager.sys@timber.works")
    expect((await app.api("/system/projections", { token: manager })).status).toBe(403)
  })

  it("wood types: a name is required, and updates and deletes work", async () => {
    const missing = await app.api("/factory/wood-types", { method: "POST", token: admin, json: { grade: "B" } })
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { message: string }).message).toBe("Name is required")
    const created = (await (await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Pine" } })).json()) as { id: string }
    const updated = await app.api(`/factory/wood-types/${created.id}`, { method: "PUT", token: admin, json: { name: "Pine (Pinus patula)", grade: "B" } })
    expect(((await updated.json()) as { name: string }).name).toBe("Pine (Pinus patula)")
    const removed = await app.api(`/factory/wood-types/${created.id}`, { method: "DELETE", token: admin })
    expect(removed.status).toBe(200)
    const list = (await (
      await app.api("/factory/wood-types", { token: admin, headers: { "x-min-position": removed.headers.get("x-event-position")! } })
    ).json()) as Array<{ id: string }>
    expect(list.some((w) => w.id === created.id)).toBe(false)
  })
})
