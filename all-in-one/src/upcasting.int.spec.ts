import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let admin: string
let lotId: string
let oldEventPosition: bigint

/**
 * A store holding a LotLocked written before the event's `from` was renamed `previousStatus`
 * (issue 28 item 4): appended here as the product wrote it then, version 1 in its metadata.
 */
beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  const woodType = await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mninga" } })
  const woodTypeId = ((await woodType.json()) as { id: string }).id
  const created = await app.api("/management/wood-receipts", {
    method: "POST",
    token: admin,
    json: { wood_type_id: woodTypeId, supplier: "Kilombero", receipt_date: "2026-11-21", lot_number: "LOT-OLD-1", purchase_order: "PO-1" }
  })
  expect(created.status).toBe(201)
  lotId = ((await created.json()) as { id: string }).id
  const appended = await Effect.runPromise(
    app.store.appendToStream(
      `Lot-${lotId}`,
      [
        {
          id: randomUUID(),
          type: "LotLocked",
          data: { lotId, from: "PENDING" },
          metadata: {
            userId: "u-old",
            userEmail: "admin@timber.works",
            correlationId: "c-old",
            causationId: "c-old",
            occurredAt: "2026-11-21T09:00:00.000Z",
            schemaVersion: 1
          }
        }
      ],
      { expectedRevision: "any" }
    )
  )
  oldEventPosition = appended.position
})
afterAll(async () => app?.close())

describe("a store holding events of an older version", () => {
  it("given a version 1 LotLocked, then the LOT read model projects it (the LOT is COMPLETED) and no projection stops on it", async () => {
    const list = await app.api("/management/wood-receipts", { token: admin, headers: { "x-min-position": oldEventPosition.toString() } })
    expect(((await list.json()) as { items: Array<{ id: string; status: string }> }).items.find((lot) => lot.id === lotId)?.status).toBe("COMPLETED")
    const statuses = (await (await app.api("/system/projections", { token: admin })).json()) as Array<{ name: string; state: string }>
    expect(statuses.filter((s) => s.state === "stopped")).toEqual([])
  })

  it("given a version 1 LotLocked, then the LOT's decider folds it: locking again is a repeat (answered COMPLETED, nothing added), reopening is accepted", async () => {
    const before = (await Effect.runPromise(app.store.readStream(`Lot-${lotId}`))).length
    const lockAgain = await app.api(`/management/wood-receipts/${lotId}`, { method: "PATCH", token: admin, json: { status: "COMPLETED" } })
    expect(lockAgain.status).toBe(200)
    expect(((await lockAgain.json()) as { status: string }).status).toBe("COMPLETED")
    expect(await Effect.runPromise(app.store.readStream(`Lot-${lotId}`))).toHaveLength(before)
    const reopen = await app.api(`/management/wood-receipts/${lotId}`, { method: "PATCH", token: admin, json: { status: "PENDING" } })
    expect(reopen.status).toBe(200)
    expect(((await reopen.json()) as { status: string }).status).toBe("PENDING")
  })

  it("given a LOT locked now, then its LotLocked is written at the type's current version with the current field", async () => {
    const lock = await app.api(`/management/wood-receipts/${lotId}`, { method: "PATCH", token: admin, json: { status: "COMPLETED" } })
    expect(lock.status).toBe(200)
    const events = await Effect.runPromise(app.store.readStream(`Lot-${lotId}`))
    const last = events[events.length - 1]!
    expect(last).toMatchObject({ type: "LotLocked", data: { lotId, previousStatus: "PENDING" }, metadata: { schemaVersion: 2 } })
  })
})
