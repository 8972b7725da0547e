import {
  EditedRecords,
  StaleEditMessages,
  type DryingBatch,
  type SlicingOperation,
  type SlicingOperationPage,
  type Transfer,
  type TransferPage
} from "@timber/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { receivedLot, stockWarehouse, type Write } from "./testing/received-lot"
import { ifMatch, json, readingYourWrites, type Refusal } from "./testing/stale-edit-client"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * An administrator's edit of a completed transfer, a slicing operation's revision or delete, and a
 * drying batch's edit or delete carry the version the user saw (If-Match): a stale one is refused
 * with 412, the record as it is now and nothing changed; a fresh one is applied.
 */
let app: TestApp
let token: string
let woodTypeId: string
const api = readingYourWrites(() => app)
const write: Write = (method, path, body) => api(path, { method, token, json: body })
beforeAll(async () => {
  app = await startTestApp()
  token = await app.login()
  woodTypeId = (await json<{ id: string }>(await write("POST", "/factory/wood-types", { name: "Mvule" }))).id
}, 120_000)
afterAll(async () => app?.close())

describe("a completed transfer edited by an administrator on a screen someone else changed meanwhile", () => {
  it("given a completed transfer two administrators opened, when both save on what they saw, then the second is refused (412) with the transfer as it is now; a fresh save is applied", async () => {
    const main = await stockWarehouse(write, "WH-MAIN")
    const kiln = await stockWarehouse(write, "WH-KILN")
    const seeded = await write("POST", "/management/stock/adjustments", {
      warehouseId: main,
      woodTypeId,
      thickness: '1"',
      woodStatus: "DRIED",
      quantity: 10,
      reason: "Stock count"
    })
    expect(seeded.status).toBe(201)
    const transfer = await json<Transfer>(
      await write("POST", "/transfers", {
        fromWarehouseId: main,
        toWarehouseId: kiln,
        transferDate: "2026-11-28T08:00:00.000Z",
        notes: "For the kiln",
        items: [{ woodTypeId, thickness: '1"', quantity: 2, woodStatus: "DRIED", remarks: null }]
      })
    )
    // nobody approves their own transfer: a manager approves and receives it
    const password = "Right-password-1"
    const manager = { email: "transfer.manager@timber.works", password, firstName: "Asha", lastName: "Mrema", role: "MANAGER" }
    expect((await write("POST", "/users", manager)).status).toBe(201)
    const managerToken = await app.login(manager.email, password)
    expect((await api(`/transfers/${transfer.id}/approve`, { method: "POST", token: managerToken })).status).toBe(200)
    const completed = await json<Transfer>(await api(`/transfers/${transfer.id}/complete`, { method: "POST", token: managerToken, json: {} }))
    const listed = (await json<TransferPage>(await api(`/transfers?id=${transfer.id}`, { token }))).items[0]!
    expect(listed.version).toBe(completed.version)

    const edit = (notes: string) => ({ transferDate: "2026-11-27T10:00:00.000Z", notes })
    const first = await api(`/transfers/${transfer.id}/admin-edit`, { method: "PUT", token, headers: ifMatch(listed.version!), json: edit("Truck 7") })
    expect(first.status).toBe(200)
    const saved = await json<Transfer>(first)
    expect(saved.version).not.toBe(listed.version)
    const second = await api(`/transfers/${transfer.id}/admin-edit`, { method: "PUT", token, headers: ifMatch(listed.version!), json: edit("Truck 9") })
    expect(second.status).toBe(412)
    const refusal = await json<Refusal<Transfer>>(second)
    expect(refusal.message).toBe(StaleEditMessages.changed(EditedRecords.transfer))
    expect(refusal.details.current).toMatchObject({ id: transfer.id, notes: "Truck 7", version: saved.version })
    const after = (await json<TransferPage>(await api(`/transfers?id=${transfer.id}`, { token }))).items[0]!
    expect(after).toMatchObject({ notes: "Truck 7", version: saved.version })

    const fresh = await api(`/transfers/${transfer.id}/admin-edit`, { method: "PUT", token, headers: ifMatch(saved.version!), json: edit("Truck 11") })
    expect(fresh.status).toBe(200)
  })
})

describe("a slicing operation revised or deleted on a screen someone else changed meanwhile", () => {
  it("given an operation two slicers opened, when both save on what they saw, then the second save and a delete on the old version are refused (412) with the operation as it is now; a fresh delete is applied", async () => {
    const warehouseId = await stockWarehouse(write, "WH-SAW")
    await receivedLot(write, { lotNumber: "LOT-STALE-SL", woodTypeId, warehouseId, sleepers: [{ height: 20, width: 20, length: 200 }] })
    const operation = (notes: string) => ({
      wood_type_id: woodTypeId,
      lot_number: "LOT-STALE-SL",
      sleeper_number: 1,
      start_time: "2026-11-22T07:30:00.000Z",
      sleeper_sizes: [{ sequence: 1, width: 20, height: 20, length: 2, quantity: 1 }],
      plank_sizes: [{ sequence: 1, width: 8, height: 8, length: 2, quantity: 4, parentSequence: 1 }],
      notes
    })
    const recorded = await api("/factory/operations", { method: "POST", token, json: operation("first cut") })
    expect(recorded.status, await recorded.clone().text()).toBe(201)
    const created = await json<SlicingOperation>(recorded)
    const listed = (await json<SlicingOperationPage>(await api("/factory/operations?lot_number=LOT-STALE-SL", { token }))).items.find(
      (o) => o.id === created.id
    )!
    expect(listed.version).toBe(created.version)

    const first = await api(`/factory/operations/${created.id}`, { method: "PATCH", token, headers: ifMatch(listed.version), json: operation("second cut") })
    expect(first.status).toBe(200)
    const saved = await json<SlicingOperation>(first)
    const second = await api(`/factory/operations/${created.id}`, { method: "PATCH", token, headers: ifMatch(listed.version), json: operation("other cut") })
    expect(second.status).toBe(412)
    const refusal = await json<Refusal<SlicingOperation>>(second)
    expect(refusal.message).toBe(StaleEditMessages.changed(EditedRecords.slicingOperation))
    expect(refusal.details.current).toMatchObject({ id: created.id, notes: "second cut", version: saved.version })
    expect((await api(`/factory/operations/${created.id}`, { method: "DELETE", token, headers: ifMatch(listed.version) })).status).toBe(412)
    expect((await api(`/factory/operations/${created.id}`, { method: "DELETE", token, headers: ifMatch(saved.version) })).status).toBe(200)
  })
})

describe("a drying batch edited or deleted on a screen someone else changed meanwhile", () => {
  it("given a batch an administrator opened, when a reading is added meanwhile, then the edit and a delete on the old version are refused (412) with the batch as it is now; a fresh edit is applied", async () => {
    const setup = (pieceCount: number) => ({ woodTypeId, thickness: 50, thicknessUnit: "mm", pieceCount, startingHumidity: 40, startingElectricityUnits: 100 })
    const started = await api("/factory/drying-processes", { method: "POST", token, json: { ...setup(10), useStock: false } })
    expect(started.status, await started.clone().text()).toBe(201)
    const created = await json<DryingBatch>(started)
    // someone adds a reading while the edit form is open
    const reading = await api(`/factory/drying-processes/${created.id}/readings`, { method: "POST", token, json: { electricityMeter: 90, humidity: 35 } })
    expect(reading.status).toBe(201)
    const withReading = await json<DryingBatch>(reading)
    expect(withReading.version).not.toBe(created.version)

    const stale = await api(`/factory/drying-processes/${created.id}`, { method: "PUT", token, headers: ifMatch(created.version), json: setup(12) })
    expect(stale.status).toBe(412)
    const refusal = await json<Refusal<DryingBatch>>(stale)
    expect(refusal.message).toBe(StaleEditMessages.changed(EditedRecords.dryingBatch))
    expect(refusal.details.current).toMatchObject({ id: created.id, pieceCount: 10, version: withReading.version, readings: [{ humidity: 35 }] })
    expect((await api(`/factory/drying-processes/${created.id}`, { method: "DELETE", token, headers: ifMatch(created.version) })).status).toBe(412)
    const listed = (await json<{ items: DryingBatch[] }>(await api("/factory/drying-processes", { token }))).items.find((b) => b.id === created.id)!
    expect(listed).toMatchObject({ pieceCount: 10, version: withReading.version })

    const fresh = await api(`/factory/drying-processes/${created.id}`, { method: "PUT", token, headers: ifMatch(listed.version), json: setup(12) })
    expect(fresh.status).toBe(200)
    expect((await json<DryingBatch>(fresh)).pieceCount).toBe(12)
  })
})
