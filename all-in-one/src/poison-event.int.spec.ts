import type { AuditEventsPage, LotDto, ProjectionStatus, WarehouseRecord, WoodType } from "@timber/contracts"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * One poison event stops its own projection and no other (ARCHITECTURE section 4; issue 38 item 9),
 * seen from the product: the read models that took the same event, or events of the same wake,
 * keep serving what is written after it.
 */
let app: TestApp
let admin: string
let poisonPosition: bigint

const statuses = async () => (await (await app.api("/system/projections", { token: admin })).json()) as ProjectionStatus[]

const until = async (condition: () => Promise<boolean>, what: string) => {
  const deadline = Date.now() + 10_000
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const created = async <T>(response: Promise<Response>) => {
  const answer = await response
  expect(answer.status, await answer.clone().text()).toBe(201)
  return { body: (await answer.json()) as T, at: { "x-min-position": answer.headers.get("x-event-position") ?? "0" } }
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  // a LotCreated whose LOT number is no text: the LOT list's handler throws on it, the audit's takes it
  const appended = await Effect.runPromise(
    app.store.appendToStream(`Lot-${crypto.randomUUID()}`, [{ id: crypto.randomUUID(), type: "LotCreated", data: { lotNumber: 42 }, metadata: {} }], {
      expectedRevision: "no_stream"
    })
  )
  poisonPosition = appended.position
  await until(async () => (await statuses()).some((status) => status.name === "wood-receipts" && status.state === "stopped"), "wood-receipts to stop")
})
afterAll(async () => app?.close())

describe("a poison event stops its own projection only", () => {
  it("given a LotCreated the LOT list cannot read, then the LOT list stops on it and every other projection keeps running", async () => {
    const all = await statuses()
    expect(all.find((status) => status.name === "wood-receipts")).toMatchObject({ state: "stopped", stoppedAt: poisonPosition.toString() })
    const others = all.filter((status) => status.name !== "wood-receipts")
    expect(others.length).toBeGreaterThan(10)
    expect(
      others.filter((status) => status.state !== "running" || status.lastError !== null).map(({ name, state, lastError }) => ({ name, state, lastError }))
    ).toEqual([])
  })

  it("given the LOT list stopped, when a wood type, a warehouse and a LOT are written after it, then the wood types, the warehouses and the audit show them", async () => {
    const woodType = await created<WoodType>(app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mvule" } }))
    const warehouse = await created<WarehouseRecord>(
      app.api("/management/warehouses", { method: "POST", token: admin, json: { code: "PSN", name: "Poison yard" } })
    )
    const lot = await created<LotDto>(
      app.api("/management/wood-receipts", {
        method: "POST",
        token: admin,
        json: { wood_type_id: woodType.body.id, supplier: "Kilombero", receipt_date: "2026-11-21", lot_number: "AFTER-POISON", purchase_order: "PO-9" }
      })
    )
    const woodTypes = (await (await app.api("/factory/wood-types", { token: admin, headers: woodType.at })).json()) as { items?: WoodType[] } | WoodType[]
    expect((Array.isArray(woodTypes) ? woodTypes : (woodTypes.items ?? [])).map((w) => w.name)).toContain("Mvule")
    const warehouses = (await (await app.api("/management/warehouses", { token: admin, headers: warehouse.at })).json()) as
      { items?: WarehouseRecord[] } | WarehouseRecord[]
    expect((Array.isArray(warehouses) ? warehouses : (warehouses.items ?? [])).map((w) => w.code)).toContain("PSN")
    // the audit took the poison event and the LOT written after it, in the same wakes as the LOT list
    const audit = (await (await app.api("/audit/events?type=LotCreated", { token: admin, headers: lot.at })).json()) as AuditEventsPage
    expect(audit.events.map((event) => event.position)).toEqual(expect.arrayContaining([poisonPosition.toString()]))
    expect(audit.events.some((event) => event.streamId.endsWith(lot.body.id))).toBe(true)
  })
})
