import {
  ReceiptMessages,
  StockMessages,
  type StockLedgerEntry,
  type StockVerification,
  type WarehouseRecord,
  type WarehouseStockRow,
  type ApprovalRequestDto,
  type LotTraceability,
  type ReceiptDraft,
  type ReceiptHistoryEntry,
  type ReceiptItemDto,
  type LotDto
} from "@timber/contracts"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let admin: string
let manager: string
let user: string
let woodTypeId: string
let warehouseId: string
let storeRoomId: string

const PASSWORD = "Passw0rd-long"
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const signUp = async (email: string, role: string) => {
  expect((await app.api("/users", { method: "POST", token: admin, json: { email, password: PASSWORD, firstName: "R", lastName: role, role } })).status).toBe(
    201
  )
  return app.login(email, PASSWORD)
}
const settled = async () => {
  await app.processesSettled()
  return { "x-min-position": (await Effect.runPromise(app.store.headPosition())).toString() }
}
const createLot = async (lotNumber: string, estimate: number | null = 1, woodFormat: "SLEEPERS" | "PLANKS" = "SLEEPERS") =>
  json<LotDto>(
    app.api("/management/wood-receipts", {
      method: "POST",
      token: admin,
      json: {
        wood_type_id: woodTypeId,
        supplier: "Sao Hill",
        receipt_date: "2026-11-23",
        lot_number: lotNumber,
        purchase_order: "PO-7",
        total_volume_m3: estimate,
        total_pieces: 3,
        wood_format: woodFormat
      }
    })
  )
// 15 x 20 cm x 300 cm: 0.09 m³ a sleeper
const sleeper = (id: string) => ({ id, thickness: 15, width: 20, length: 300 })
const item = (receiptId: string) => ({ receipt_id: receiptId, length: 300, width: 20, height: 15, quantity: 1, volume_m3: 99, grade: "A", notes: null })
const stockRows = async (headers: Record<string, string>) =>
  json<WarehouseStockRow[]>(app.api(`/management/warehouses/${warehouseId}/stock`, { token: user, headers }))
const lotRow = async (id: string, headers: Record<string, string>) =>
  (await json<{ items: LotDto[] }>(app.api("/management/wood-receipts", { token: admin, headers }))).items.find((r) => r.id === id)!

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  woodTypeId = (await json<{ id: string }>(app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mninga" } }))).id
  manager = await signUp("receipt.manager@timber.works", "MANAGER")
  user = await signUp("receipt.viewer@timber.works", "USER")
  const warehouse = async (code: string, stockControlEnabled: boolean) =>
    (
      await json<WarehouseRecord>(
        app.api("/management/warehouses", { method: "POST", token: admin, json: { code, name: `Yard ${code}`, stockControlEnabled } })
      )
    ).id
  warehouseId = await warehouse("WH-RP", true)
  storeRoomId = await warehouse("WH-RP-OFFICE", false)
})
afterAll(async () => app?.close())

describe("receipt processing over HTTP", () => {
  it("saves one draft per receipt (CREATE then UPDATE), finds it by LOT id or number, and the LOT is PROCESSING", async () => {
    const lot = await createLot("LOT-RP-01")
    const created = await app.api("/factory/drafts", {
      method: "POST",
      token: manager,
      json: { receipt_id: lot.id, measurements: [sleeper("a")], updated_at: "x", updated_by: "forged" }
    })
    expect(created.status).toBe(200)
    const draft = await json<ReceiptDraft>(created)
    expect(draft).toMatchObject({ id: lot.id, receipt_id: lot.id, lot_number: "LOT-RP-01", updated_by: "receipt.manager@timber.works" })
    expect(draft.measurements[0]!.m3).toBeCloseTo(0.09, 10)
    const updated = await app.api(`/factory/drafts/${draft.id}`, { method: "PATCH", token: manager, json: { measurements: [sleeper("a"), sleeper("b")] } })
    expect(updated.status).toBe(200)
    const headers = { "x-min-position": updated.headers.get("x-event-position")! }
    const byNumber = await json<ReceiptDraft[]>(app.api("/factory/drafts?receipt_id=LOT-RP-01", { token: user, headers }))
    expect(byNumber.map((d) => d.measurements.length)).toEqual([2])
    const history = await json<ReceiptHistoryEntry[]>(app.api(`/factory/receipt-history?receipt_id=${lot.id}`, { token: user, headers }))
    expect(history.map((h) => h.action)).toEqual(["UPDATE", "CREATE"])
    expect(history[0]).toMatchObject({ user_name: "R MANAGER", receipt_id: lot.id })
    expect((await lotRow(lot.id, headers)).status).toBe("PROCESSING")
  })

  it("an admin's submission completes the receipt: items with the server's volume, actual volume and pieces on the LOT, draft gone, SUBMIT in history", async () => {
    const lot = await createLot("LOT-RP-02")
    await app.api("/factory/drafts", { method: "POST", token: admin, json: { receipt_id: lot.id, measurements: [sleeper("a"), sleeper("b")] } })
    const submitted = await app.api("/factory/receipt-items", {
      method: "POST",
      token: admin,
      json: { warehouse_id: warehouseId, items: [item(lot.id), item(lot.id)] }
    })
    expect(submitted.status).toBe(201)
    expect(await json<LotDto>(submitted)).toMatchObject({ status: "COMPLETED", actualVolumeM3: 0.18, actualPieces: 2 })
    const headers = { "x-min-position": submitted.headers.get("x-event-position")! }
    const items = await json<ReceiptItemDto[]>(app.api(`/factory/receipt-items?receipt_id=${lot.id}`, { token: user, headers }))
    expect(items.map((i) => [i.volume_m3, i.grade, i.quantity])).toEqual([
      [0.09, "A", 1],
      [0.09, "A", 1]
    ])
    expect(await json<ReceiptDraft[]>(app.api(`/factory/drafts?receipt_id=${lot.id}`, { token: user, headers }))).toEqual([])
    const history = await json<ReceiptHistoryEntry[]>(app.api(`/factory/receipt-history?receipt_id=${lot.id}`, { token: user, headers }))
    expect(history.map((h) => h.action)).toEqual(["SUBMIT", "CREATE"])
    const row = await lotRow(lot.id, headers)
    expect(row).toMatchObject({ status: "COMPLETED", actualVolumeM3: 0.18, actualPieces: 2 })
    expect(row.receiptConfirmedAt).not.toBeNull()
    const trace = await json<LotTraceability>(app.api("/management/lot-traceability/LOT-RP-02", { token: admin, headers }))
    expect(trace.stages.woodReceipts[0]).toMatchObject({ actualVolumeM3: 0.18, actualPieces: 2, status: "COMPLETED" })
    expect(trace.stages.measurement).toEqual([
      {
        receiptId: lot.id,
        sleepersMeasured: 2,
        measuredVolumeM3: 0.18,
        sleeperSizes: [
          { width: 20, height: 15, length: 300, quantity: 1 },
          { width: 20, height: 15, length: 300, quantity: 1 }
        ],
        submittedBy: expect.any(String),
        submittedAt: expect.any(String),
        receiptConfirmedAt: row.receiptConfirmedAt
      }
    ])

    // read-only once completed
    const again = await app.api("/factory/drafts", { method: "POST", token: admin, json: { receipt_id: lot.id, measurements: [sleeper("c")] } })
    expect(again.status).toBe(409)
    const resubmit = await app.api("/factory/receipt-items", { method: "POST", token: admin, json: { warehouse_id: warehouseId, items: [item(lot.id)] } })
    expect(resubmit.status).toBe(409)
    // reopened, it is PENDING again but processed: it cannot be deleted
    await app.api(`/management/wood-receipts/${lot.id}`, { method: "PATCH", token: admin, json: { status: "PENDING" } })
    const removed = await app.api(`/management/wood-receipts/${lot.id}`, { method: "DELETE", token: admin })
    expect(removed.status).toBe(422)
    expect((await json<{ message: string }>(removed)).message).toBe(ReceiptMessages.alreadyProcessed)
  })

  it("a manager's submission waits for an admin's approval; the approval completes the receipt", async () => {
    const lot = await createLot("LOT-RP-03")
    const submitted = await app.api("/factory/receipt-items", { method: "POST", token: manager, json: { warehouse_id: warehouseId, items: [item(lot.id)] } })
    expect(submitted.status).toBe(201)
    expect(await json<LotDto>(submitted)).toMatchObject({ status: "PENDING_APPROVAL", actualVolumeM3: 0.09, receiptConfirmedAt: null })
    const requests = (await json<{ items: ApprovalRequestDto[] }>(app.api("/management/approvals", { token: admin, headers: await settled() }))).items
    const request = requests.find((r) => r.operation_id === lot.id)!
    expect(request).toMatchObject({ type: "WoodReceipt", status: "pending" })
    expect(
      (await app.api(`/management/approvals/${request.id}`, { method: "PATCH", token: admin, json: { status: "approved", notes: "measured well" } })).status
    ).toBe(200)
    const row = await lotRow(lot.id, await settled())
    expect(row.status).toBe("COMPLETED")
    expect(row.receiptConfirmedAt).not.toBeNull()
  })

  it("a rejected submission puts its sleepers back in the draft and the LOT back to PROCESSING", async () => {
    const lot = await createLot("LOT-RP-04")
    await app.api("/factory/receipt-items", { method: "POST", token: manager, json: { warehouse_id: warehouseId, items: [item(lot.id), item(lot.id)] } })
    const request = (await json<{ items: ApprovalRequestDto[] }>(app.api("/management/approvals", { token: admin, headers: await settled() }))).items.find(
      (r) => r.operation_id === lot.id
    )!
    await app.api(`/management/approvals/${request.id}`, { method: "PATCH", token: admin, json: { status: "rejected", notes: "re-measure" } })
    const headers = await settled()
    expect((await lotRow(lot.id, headers)).status).toBe("PROCESSING")
    expect((await json<ReceiptDraft[]>(app.api(`/factory/drafts?receipt_id=${lot.id}`, { token: admin, headers })))[0]!.measurements).toHaveLength(2)
    expect(await json<ReceiptItemDto[]>(app.api(`/factory/receipt-items?receipt_id=${lot.id}`, { token: admin, headers }))).toEqual([])
  })

  it("deleting the draft returns the LOT to PENDING; an unprocessed receipt can be deleted", async () => {
    const lot = await createLot("LOT-RP-05")
    await app.api("/factory/drafts", { method: "POST", token: manager, json: { receipt_id: lot.id, measurements: [sleeper("a")] } })
    const deleted = await app.api(`/factory/drafts?receipt_id=${lot.id}`, { method: "DELETE", token: manager })
    expect(deleted.status).toBe(200)
    expect((await lotRow(lot.id, { "x-min-position": deleted.headers.get("x-event-position")! })).status).toBe("PENDING")
    expect((await app.api(`/management/wood-receipts/${lot.id}`, { method: "DELETE", token: manager })).status).toBe(200)
  })

  it("a USER reads but neither saves, submits nor deletes; bad input is refused with clear messages and changes nothing", async () => {
    const lot = await createLot("LOT-RP-06")
    expect((await app.api("/factory/drafts", { method: "POST", token: user, json: { receipt_id: lot.id, measurements: [sleeper("a")] } })).status).toBe(403)
    expect((await app.api(`/factory/drafts/${lot.id}`, { method: "PATCH", token: user, json: { measurements: [sleeper("a")] } })).status).toBe(403)
    expect((await app.api(`/factory/drafts?receipt_id=${lot.id}`, { method: "DELETE", token: user })).status).toBe(403)
    expect((await app.api("/factory/receipt-items", { method: "POST", token: user, json: { warehouse_id: warehouseId, items: [item(lot.id)] } })).status).toBe(
      403
    )
    expect((await app.api(`/factory/receipt-items?receipt_id=${lot.id}`, { token: user })).status).toBe(200)

    const empty = await app.api("/factory/receipt-items", { method: "POST", token: admin, json: { warehouse_id: warehouseId, items: [] } })
    expect(empty.status).toBe(400)
    expect((await json<{ message: string }>(empty)).message).toBe(ReceiptMessages.addSleeper)
    const tooWide = await app.api("/factory/drafts", {
      method: "POST",
      token: admin,
      json: { receipt_id: lot.id, measurements: [{ ...sleeper("a"), width: 51 }] }
    })
    expect(tooWide.status).toBe(400)
    const noLot = await app.api("/factory/drafts", { method: "POST", token: admin, json: { receipt_id: "", measurements: [] } })
    expect((await json<{ message: string }>(noLot)).message).toBe(ReceiptMessages.selectLotFirst)
    const mixed = await app.api("/factory/receipt-items", {
      method: "POST",
      token: admin,
      json: { warehouse_id: warehouseId, items: [item(lot.id), item("other")] }
    })
    expect(mixed.status).toBe(400)
    expect((await app.api("/factory/drafts", { method: "POST", token: admin, json: { receipt_id: "missing", measurements: [sleeper("a")] } })).status).toBe(404)
    expect((await lotRow(lot.id, await settled())).status).toBe("PENDING")
  })
  it("an admin's submission puts the sleepers into the chosen warehouse as Not Dried, one row per nominal size with their m³, once", async () => {
    const lot = await createLot("LOT-RP-10")
    // 30 cm wide: rows of their own (issue 37 item 5: a row is product × nominal thickness × width)
    const fiveInch = { ...item(lot.id), height: 12.7, width: 30 } // 5" thick
    const sixInch = { ...item(lot.id), height: 15.24, width: 30 }
    const submitted = await app.api("/factory/receipt-items", {
      method: "POST",
      token: admin,
      json: { warehouse_id: warehouseId, items: [fiveInch, sixInch, fiveInch] }
    })
    expect(submitted.status).toBe(201)
    // in stock when the answer comes (read-your-writes on the answer's position)
    const now = await stockRows({ "x-min-position": submitted.headers.get("x-event-position")! })
    const mine = (rows: ReadonlyArray<WarehouseStockRow>) => rows.filter((r) => r.width === '12"')
    expect(mine(now).map((r) => [r.size, r.statusNotDried, r.m3NotDried, r.woodType.name])).toEqual([
      ['Sleeper 5" × 12"', 2, 0.2286, "Mninga"], // 2 × 0.127 × 0.30 × 3
      ['Sleeper 6" × 12"', 1, 0.13716, "Mninga"]
    ])
    // the receipt-stock process applies the same completion again: the rows take it once
    const headers = await settled()
    expect(mine(await stockRows(headers)).map((r) => [r.thickness, r.statusNotDried])).toEqual([
      ['5"', 2],
      ['6"', 1]
    ])
    const { items: ledger } = await json<{ items: StockLedgerEntry[] }>(
      app.api(`/management/stock/ledger?warehouseId=${warehouseId}&limit=200`, { token: admin, headers })
    )
    const fromLot = ledger.filter((entry) => entry.sourceDocumentId === lot.id)
    expect(fromLot.map((e) => [e.source, e.sourceDocumentNumber, e.status, e.change]).sort()).toEqual([
      ["RECEIPT_COMPLETED", "LOT-RP-10", "NOT_DRIED", 1],
      ["RECEIPT_COMPLETED", "LOT-RP-10", "NOT_DRIED", 2]
    ])
    expect(await json<StockVerification>(app.api("/management/stock/verify", { token: admin, headers }))).toMatchObject({ mismatches: [] })
  })

  it("a manager's submission moves no stock until an admin approves it; the approval puts it in once", async () => {
    const lot = await createLot("LOT-RP-11")
    const thick = { ...item(lot.id), height: 20.32 } // 8"
    const submitted = await app.api("/factory/receipt-items", {
      method: "POST",
      token: manager,
      json: { warehouse_id: warehouseId, items: [thick, thick, thick] }
    })
    expect(submitted.status).toBe(201)
    expect((await stockRows(await settled())).find((r) => r.thickness === '8"')).toBeUndefined()
    const request = (await json<{ items: ApprovalRequestDto[] }>(app.api("/management/approvals", { token: admin, headers: await settled() }))).items.find(
      (r) => r.operation_id === lot.id
    )!
    await app.api(`/management/approvals/${request.id}`, { method: "PATCH", token: admin, json: { status: "approved" } })
    await settled() // the approval reaches the LOT; then the LOT's completion reaches its stock
    const headers = await settled()
    expect((await stockRows(headers)).find((r) => r.thickness === '8"')).toMatchObject({ statusNotDried: 3 })
    const { items: ledger } = await json<{ items: StockLedgerEntry[] }>(
      app.api(`/management/stock/ledger?warehouseId=${warehouseId}&limit=200`, { token: admin, headers })
    )
    expect(ledger.filter((e) => e.sourceDocumentNumber === "LOT-RP-11").map((e) => e.change)).toEqual([3])
    expect(await json<StockVerification>(app.api("/management/stock/verify", { token: admin, headers }))).toMatchObject({ mismatches: [] })
  })

  it("a submission needs a warehouse that keeps stock and is active, and is refused without one with nothing changed", async () => {
    const lot = await createLot("LOT-RP-12")
    const noWarehouse = await app.api("/factory/receipt-items", { method: "POST", token: admin, json: { items: [item(lot.id)] } })
    expect(noWarehouse.status).toBe(400)
    expect((await json<{ message: string }>(noWarehouse)).message).toBe(ReceiptMessages.selectWarehouse)
    const office = await app.api("/factory/receipt-items", { method: "POST", token: admin, json: { warehouse_id: storeRoomId, items: [item(lot.id)] } })
    expect(office.status).toBe(422)
    expect((await json<{ message: string }>(office)).message).toBe(StockMessages.warehouseNotStockControlled)
    const unknown = await app.api("/factory/receipt-items", { method: "POST", token: admin, json: { warehouse_id: "nowhere", items: [item(lot.id)] } })
    expect(unknown.status).toBe(404)
    expect((await lotRow(lot.id, await settled())).status).toBe("PENDING")
  })
  it("a SLEEPERS LOT goes SLICING when the slicer starts on it and COMPLETED when its last sleeper is sliced; PLANKS skip slicing", async () => {
    const slice = (lotNumber: string, sleeper: number) =>
      app.api("/factory/operations", {
        method: "POST",
        token: admin,
        json: {
          wood_type_id: woodTypeId,
          lot_number: lotNumber,
          sleeper_number: sleeper,
          start_time: "2026-11-23T07:30:00.000Z",
          sleeper_sizes: [{ sequence: 1, width: 20, height: 15, length: 3, quantity: 1 }],
          plank_sizes: [{ sequence: 1, width: 18, height: 14, length: 3, quantity: 1, parentSequence: 1 }],
          notes: null
        }
      })
    const end = (id: string) =>
      app.api(`/factory/operations/${id}`, { method: "PATCH", token: admin, json: { status: "completed", updated_at: new Date().toISOString() } })
    const sleepers = await createLot("LOT-RP-20")
    await app.api("/factory/receipt-items", {
      method: "POST",
      token: admin,
      json: { warehouse_id: warehouseId, items: [item(sleepers.id), item(sleepers.id)] }
    })
    const first = await json<{ id: string }>(slice("LOT-RP-20", 1))
    expect((await lotRow(sleepers.id, await settled())).status).toBe("SLICING")
    expect((await end(first.id)).status).toBe(200)
    expect((await lotRow(sleepers.id, await settled())).status).toBe("SLICING")
    const second = await json<{ id: string }>(slice("LOT-RP-20", 2))
    expect((await end(second.id)).status).toBe(200)
    expect((await lotRow(sleepers.id, await settled())).status).toBe("COMPLETED")

    const planks = await createLot("LOT-RP-21", 1, "PLANKS")
    await app.api("/factory/receipt-items", { method: "POST", token: admin, json: { warehouse_id: warehouseId, items: [item(planks.id)] } })
    await slice("LOT-RP-21", 1)
    expect((await lotRow(planks.id, await settled())).status).toBe("COMPLETED")
  })
})
