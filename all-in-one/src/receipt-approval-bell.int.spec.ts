import { NotificationTypes, type ApprovalRequestDto, type LotDto, type Notification, type WarehouseRecord } from "@timber/contracts"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { signUpStaff, type SignedUpStaff } from "./testing/signed-up-staff"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * Issue 37 item 8: admins were not told that a receipt awaits their approval, and a bell kept
 * already-decided requests. Through the running processes: a manager's submission tells every
 * admin, and the decision (by either admin) takes the notification out of every bell.
 */
let app: TestApp
let admin: string
let secondAdmin: SignedUpStaff
let manager: SignedUpStaff
let woodTypeId: string
let warehouseId: string

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
/** Reads after the process managers and projections caught up with everything so far. */
const settled = async () => {
  await app.processesSettled()
  return { "x-min-position": (await Effect.runPromise(app.store.headPosition())).toString() }
}
const bellOf = async (token: string) => (await json<{ items: Notification[] }>(app.api("/notifications", { token, headers: await settled() }))).items
const unreadOf = async (token: string) => (await json<{ count: number }>(app.api("/notifications/unread-count", { token, headers: await settled() }))).count

/** A LOT the manager measured and submitted: a non-admin's submission waits for an admin. */
const submittedByManager = async (lotNumber: string) => {
  const lot = await json<LotDto>(
    app.api("/management/wood-receipts", {
      method: "POST",
      token: admin,
      json: {
        wood_type_id: woodTypeId,
        supplier: "Sao Hill",
        receipt_date: "2026-11-23",
        lot_number: lotNumber,
        purchase_order: "PO-7",
        total_volume_m3: 1,
        total_pieces: 1,
        wood_format: "SLEEPERS"
      }
    })
  )
  const submitted = await app.api("/factory/receipt-items", {
    method: "POST",
    token: manager.token,
    json: {
      warehouse_id: warehouseId,
      items: [{ receipt_id: lot.id, length: 300, width: 20, height: 15, quantity: 1, volume_m3: 0.09, grade: "A", notes: null }]
    }
  })
  expect(submitted.status, await submitted.clone().text()).toBe(201)
  const requests = (await json<{ items: ApprovalRequestDto[] }>(app.api("/management/approvals", { token: admin, headers: await settled() }))).items
  return requests.find((r) => r.operation_id === lot.id)!
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  secondAdmin = await signUpStaff(app, admin, { email: "second.admin@timber.works", role: "ADMIN", firstName: "Neema" })
  manager = await signUpStaff(app, admin, { email: "yard.manager@timber.works", role: "MANAGER", firstName: "Juma" })
  woodTypeId = (await json<{ id: string }>(app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mninga" } }))).id
  warehouseId = (
    await json<WarehouseRecord>(
      app.api("/management/warehouses", { method: "POST", token: admin, json: { code: "WH-BELL", name: "Bell yard", stockControlEnabled: true } })
    )
  ).id
})
afterAll(async () => app?.close())

describe("the bell follows receipt approvals (issue 37 item 8)", () => {
  it("given a manager's receipt submission, then both admins' bells say 'Receipt LOT-BELL-1 awaits your approval', linking to Approvals, and the manager's bell does not; when one admin approves it, then it leaves both admins' bells", async () => {
    const request = await submittedByManager("LOT-BELL-1")
    for (const token of [admin, secondAdmin.token]) {
      expect((await bellOf(token)).map((n) => [n.type, n.message, n.linkUrl, n.isRead])).toEqual([
        [NotificationTypes.approvalRequested, "Receipt LOT-BELL-1 awaits your approval", "/dashboard/management/approvals", false]
      ])
      expect(await unreadOf(token)).toBe(1)
    }
    expect((await bellOf(manager.token)).filter((n) => n.type === NotificationTypes.approvalRequested)).toEqual([])

    // the second admin had opened it (read); the first decides
    const [seen] = await bellOf(secondAdmin.token)
    expect((await app.api(`/notifications/${seen!.id}/read`, { method: "PATCH", token: secondAdmin.token })).status).toBe(200)
    const approved = await app.api(`/management/approvals/${request.id}`, { method: "PATCH", token: admin, json: { status: "approved", notes: null } })
    expect(approved.status).toBe(200)
    for (const token of [admin, secondAdmin.token]) {
      expect(await bellOf(token)).toEqual([])
      expect(await unreadOf(token)).toBe(0)
    }
    // the manager hears the decision (approval-notifications), which stays in their bell
    expect((await bellOf(manager.token)).map((n) => n.type)).toEqual([NotificationTypes.approvalApproved])
  })

  it("given a receipt awaiting approval, when it is rejected, then it leaves every admin's bell too", async () => {
    const request = await submittedByManager("LOT-BELL-2")
    expect((await bellOf(secondAdmin.token)).map((n) => n.message)).toEqual(["Receipt LOT-BELL-2 awaits your approval"])
    const rejected = await app.api(`/management/approvals/${request.id}`, {
      method: "PATCH",
      token: secondAdmin.token,
      json: { status: "rejected", notes: "measure again" }
    })
    expect(rejected.status).toBe(200)
    expect(await bellOf(admin)).toEqual([])
    expect(await bellOf(secondAdmin.token)).toEqual([])
  })
})
