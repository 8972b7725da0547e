import { ApprovalMessages, type ApprovalRequestDto, type LotDto } from "@timber/contracts"
import { calculatePlankPrice } from "@timber/domain"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { stockWarehouse } from "./testing/received-lot"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * Issue 24 item 14: the approver sees what they decide — every kind of request carries it through
 * its events into the read model the Approvals screen lists. Item 11: who decides which kind.
 */

let app: TestApp
let admin: string
let adminId: string
let clerk: string
let otherManager: string
let woodTypeId: string
let warehouseId: string

const PASSWORD = "Passw0rd-long"
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const signUp = async (email: string, role: string) => {
  const created = await app.api("/users", { method: "POST", token: admin, json: { email, password: PASSWORD, firstName: "Neema", lastName: role, role } })
  expect(created.status).toBe(201)
  return app.login(email, PASSWORD)
}
const write = (token: string) => (method: string, path: string, body: unknown) => app.api(path, { method, token, json: body })
/** The Approvals list once the processes and projections caught up with everything so far. */
const approvals = async () => {
  await app.processesSettled()
  const headers = { "x-min-position": (await Effect.runPromise(app.store.headPosition())).toString() }
  return (await json<{ items: ApprovalRequestDto[] }>(app.api("/management/approvals", { token: admin, headers }))).items
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  adminId = (await json<{ id: string }>(app.api("/auth/me", { token: admin }))).id
  woodTypeId = (await json<{ id: string }>(app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Teak" } }))).id
  warehouseId = await stockWarehouse(write(admin), "RCV")
  clerk = await signUp("receipt.clerk@timber.works", "MANAGER")
  otherManager = await signUp("other.approver@timber.works", "MANAGER")
  for (const rule of [
    { module: "WoodCalculator", condition_type: "cost_above", condition_value: 50000 },
    { module: "WoodSlicer", condition_type: "waste_percentage_above", condition_value: 10 }
  ]) {
    expect((await app.api("/management/approval-rules", { method: "POST", token: admin, json: { ...rule, approver_id: adminId } })).status).toBe(201)
  }
})
afterAll(async () => app?.close())

describe("what the approver sees of each kind of request", () => {
  let receiptRequest: ApprovalRequestDto

  it("a receipt submitted for approval shows its LOT, wood type, sleepers, volume, receiving warehouse and submitter", async () => {
    const lot = await json<LotDto>(
      app.api("/management/wood-receipts", {
        method: "POST",
        token: admin,
        json: { wood_type_id: woodTypeId, supplier: "Sao Hill", receipt_date: "2026-11-23", lot_number: "LOT-DET-1", purchase_order: "PO-1" }
      })
    )
    // two 20 x 20 cm sleepers 200 cm long and one 15 x 20: 0.08 + 0.08 + 0.06 m³
    const items = [
      { receipt_id: lot.id, height: 20, width: 20, length: 200, quantity: 2 },
      { receipt_id: lot.id, height: 15, width: 20, length: 200, quantity: 1 }
    ]
    expect((await app.api("/factory/receipt-items", { method: "POST", token: clerk, json: { warehouse_id: warehouseId, items } })).status).toBe(201)
    receiptRequest = (await approvals()).find((r) => r.type === "WoodReceipt")!
    expect(receiptRequest).toMatchObject({
      status: "pending",
      operation: { serial_number: "LOT-DET-1", wood_type: { name: "Teak" } },
      requestor: { email: "receipt.clerk@timber.works" },
      details: { kind: "receipt", lot_number: "LOT-DET-1", wood_type: "Teak", sleeper_count: 3, warehouse: "Yard RCV", submitted_by: "Neema MANAGER" },
      trigger: null
    })
    if (receiptRequest.details?.kind !== "receipt") throw new Error("not a receipt's details")
    expect(receiptRequest.details.volume_m3).toBeCloseTo(0.22, 4)
  })

  it("a receipt waits for an admin: another MANAGER is refused (403, saying so) and it stays pending; an admin approves it", async () => {
    const refused = await app.api(`/management/approvals/${receiptRequest.id}`, {
      method: "PATCH",
      token: otherManager,
      json: { status: "approved", notes: null }
    })
    expect(refused.status).toBe(403)
    expect((await json<{ message: string }>(refused)).message).toBe(ApprovalMessages.receiptsForAdmins)
    expect((await approvals()).find((r) => r.id === receiptRequest.id)?.status).toBe("pending")
    const approved = await app.api(`/management/approvals/${receiptRequest.id}`, { method: "PATCH", token: admin, json: { status: "approved", notes: null } })
    expect(approved.status).toBe(200)
    // the decision's own answer shows the same details as the list
    expect(await json<ApprovalRequestDto>(approved)).toMatchObject({ status: "approved", details: receiptRequest.details })
  })

  it("a calculation above a cost rule shows the price that triggered it, its plank and the rule's limit", async () => {
    const figures = calculatePlankPrice({ thicknessInches: 2, widthInches: 6, lengthFeet: 12, pricePerPlank: 95000, priceIncludesVat: false, vatPercent: 18 })
    const saved = await app.api("/factory/calculations", {
      method: "POST",
      token: clerk,
      json: {
        wood_type_id: woodTypeId,
        thickness: 2,
        width: 6,
        length: 12,
        price_per_plank: 95000,
        tax_percentage: 18,
        volume_m3: figures.volumePerPlank,
        planks_per_m3: figures.planksPerCubicMetre,
        price_per_m3: figures.pricePerCubicMetreExcludingVat,
        notes: null
      }
    })
    expect(saved.status).toBe(201)
    const request = (await approvals()).find((r) => r.type === "WoodCalculator")
    expect(request).toMatchObject({
      operation: { wood_type: { name: "Teak" }, waste_percentage: null },
      details: { kind: "calculation", thickness: 2, width: 6, length: 12, price_per_plank: 95000, tax_percentage: 18 },
      trigger: { condition_type: "cost_above", condition_value: 50000, measured: 95000 }
    })
  })

  it("a slicing operation above a waste rule shows its sleeper, planks and waste", async () => {
    const recorded = await app.api("/factory/operations", {
      method: "POST",
      token: clerk,
      json: {
        wood_type_id: woodTypeId,
        lot_number: "LOT-DET-2",
        sleeper_number: 2,
        sleeper_sizes: [{ sequence: 1, width: 20, height: 20, length: 2, quantity: 1 }],
        plank_sizes: [{ sequence: 1, width: 8, height: 8, length: 2, quantity: 4, parentSequence: 1 }]
      }
    })
    expect(recorded.status).toBe(201)
    const request = (await approvals()).find((r) => r.type === "WoodSlicer")
    expect(request).toMatchObject({
      operation: { waste_percentage: 36, wood_type: { name: "Teak" } },
      details: { kind: "slicing", lot_number: "LOT-DET-2", sleeper_number: 2, planks: 4, waste_percentage: 36 },
      trigger: { condition_type: "waste_percentage_above", condition_value: 10, measured: 36 }
    })
    // a MANAGER decides another's slicing request
    const decided = await app.api(`/management/approvals/${request!.id}`, {
      method: "PATCH",
      token: otherManager,
      json: { status: "rejected", notes: "too much waste" }
    })
    expect(decided.status).toBe(200)
  })
})
