import type { LotDto } from "@timber/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let admin: string

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
})
afterAll(async () => app?.close())

/** The LOT as the list answers it, once the read side reached `position`. */
const listed = async (lotId: string, position: string | null) => {
  const list = await app.api("/management/wood-receipts", { token: admin, headers: { "x-min-position": position ?? "0" } })
  return ((await list.json()) as { items: LotDto[] }).items.find((lot) => lot.id === lotId)
}

const write = async (path: string, method: string, json: unknown) => {
  const response = await app.api(path, { method, token: admin, json })
  expect(response.status).toBeLessThan(300)
  return { body: (await response.json()) as LotDto, position: response.headers.get("x-event-position") }
}

describe("one answer per LOT: a write answers what a read shows", () => {
  it("given a LOT whose wood type was renamed, when its status is changed, then the answer shows the new name, as the list does", async () => {
    const woodType = (await (await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mvule", grade: "A" } })).json()) as {
      id: string
    }
    const lotPayload = {
      wood_type_id: woodType.id,
      supplier: "Kilombero",
      receipt_date: "2026-11-21",
      lot_number: "LOT-ANSWER-1",
      purchase_order: "PO-9",
      total_volume_m3: 3.5,
      total_pieces: 12
    }
    const created = await write("/management/wood-receipts", "POST", lotPayload)
    expect(created.body).toEqual(await listed(created.body.id, created.position))

    await write(`/factory/wood-types/${woodType.id}`, "PUT", { name: "Mvule Prime", grade: "A" })
    const locked = await write(`/management/wood-receipts/${created.body.id}`, "PATCH", { status: "COMPLETED" })
    expect(locked.body.woodType).toEqual({ id: woodType.id, name: "Mvule Prime" })
    expect(locked.body).toEqual(await listed(created.body.id, locked.position))

    const reopened = await write(`/management/wood-receipts/${created.body.id}`, "PATCH", { status: "PENDING" })
    expect(reopened.body).toEqual(await listed(created.body.id, reopened.position))
    const edited = await write(`/management/wood-receipts/${created.body.id}`, "PUT", { ...lotPayload, supplier: "Kilombero Valley", notes: "kept dry" })
    expect(edited.body).toMatchObject({ supplier: "Kilombero Valley", notes: "kept dry", estimatedPieces: 12, woodType: { name: "Mvule Prime" } })
    expect(edited.body).toEqual(await listed(created.body.id, edited.position))
  })
})
