import type { RunningApp } from "@timber/all-in-one"
import { ApprovalMessages } from "@timber/contracts"
import { effectivePermissions } from "@timber/domain"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { shot, signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"
import { chooseLot, sleeperField, toast } from "./receipt-steps"

/**
 * Issue 24 item 14, walked in Chromium: a USER (allowed to process receipts) submits a receipt for
 * approval; an ADMIN opens Approvals and sees what they decide — the LOT, wood type, sleepers,
 * volume and receiving warehouse — and approves it with the approval endpoint alone (no request to
 * /api/factory/operations: a receipt's request has no operation, that PATCH answered 404).
 */

const CLERK = { email: "rehema.receiver@timber.works", password: "E2e-clerk-password" }
const MANAGER = { email: "mussa.manager@timber.works", password: "E2e-manager-password" }

let app: RunningApp
let browser: Browser
let product: E2eProduct

const context = () => browser.newContext({ viewport: { width: 1440, height: 900 } })

beforeAll(async () => {
  product = await startProduct("approval-details")
  ;({ app, browser } = product)
  const admin = await product.tokenOf(ADMIN)
  const woodTypeId = (await product.api(admin, "/factory/wood-types", "POST", { name: "Teak", grade: "A" })).body.id
  expect((await product.api(admin, "/management/warehouses", "POST", { code: "MY-01", name: "Main Yard" })).status).toBe(201)
  expect(
    (
      await product.api(admin, "/management/wood-receipts", "POST", {
        wood_type_id: woodTypeId,
        supplier: "Sao Hill",
        receipt_date: "2026-11-27",
        lot_number: "LOT-APR-1",
        purchase_order: "PO-APR",
        total_volume_m3: 0.2,
        total_pieces: 2
      })
    ).status
  ).toBe(201)
  // a USER whose admin let them process receipts (create on wood-receipt); approvals stay out of reach
  const created = await product.api(admin, "/users", "POST", {
    ...CLERK,
    firstName: "Rehema",
    lastName: "Receiver",
    role: "USER",
    permissions: { ...effectivePermissions("USER", null), "wood-receipt": { access: true, read: true, create: true, edit: true, delete: false, amount: false } }
  })
  expect(created.status).toBe(201)
  expect((await product.api(admin, "/users", "POST", { ...MANAGER, firstName: "Mussa", lastName: "Manager", role: "MANAGER" })).status).toBe(201)
})

afterAll(() => product?.close())

const measureTwoSleepers = async (page: Page) => {
  await page.goto(`${app.url}/dashboard/factory/receipt-processing`)
  await chooseLot(page, "LOT-APR-1")
  await page.getByRole("region", { name: "Receipt information" }).getByText("Sao Hill").waitFor()
  await page.getByRole("button", { name: "Metric (cm)" }).click()
  // two sleepers of 20 x 20 cm, 250 cm long: 0.1 m³ each
  for (const row of [1, 2]) {
    await page.getByRole("button", { name: "Add Sleeper" }).click()
    await sleeperField(page, row, "Thickness").fill("20")
    await sleeperField(page, row, "Width").fill("20")
    await sleeperField(page, row, "Length").fill("250")
  }
  await page.getByTestId("receipt-total").getByText("0.2000 m³").waitFor()
}

describe("the approver sees what they decide (Chromium)", () => {
  it("a USER submits a receipt for approval; an ADMIN sees its wood type, volume and warehouse on Approvals and approves it through the approval endpoint only", async () => {
    const clerkContext = await context()
    const clerk = await clerkContext.newPage()
    await signIn(clerk, app.url, CLERK.email, CLERK.password)
    await measureTwoSleepers(clerk)
    await clerk.getByRole("button", { name: "Submit for Approval" }).click()
    const submit = clerk.getByRole("dialog", { name: "Submit receipt for approval" })
    await submit.getByRole("combobox", { name: "Receiving warehouse" }).click()
    await clerk.getByRole("option", { name: /Main Yard/ }).click()
    await submit.getByRole("button", { name: "Submit" }).click()
    await toast(clerk, "Receipt submitted for admin approval successfully!")
    await shot(clerk, "60-approval-details-receipt-submitted")
    await clerkContext.close()

    // a MANAGER sees the request, and its row says why it is not theirs to decide (issue 24 item 11)
    const managerContext = await context()
    const manager = await managerContext.newPage()
    await signIn(manager, app.url, MANAGER.email, MANAGER.password)
    await manager.goto(`${app.url}/dashboard/management/approvals`)
    await manager.getByText(ApprovalMessages.receiptsForAdmins).waitFor()
    expect(await manager.getByRole("button", { name: /^Approve request/ }).count()).toBe(0)
    await shot(manager, "60a-approval-details-manager-told-why")
    await managerContext.close()

    const adminContext = await context()
    const page = await adminContext.newPage()
    const operationsCalls: string[] = []
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/factory/operations")) operationsCalls.push(`${request.method()} ${request.url()}`)
    })
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${app.url}/dashboard/management/approvals`)
    await page.getByRole("tab", { name: "Pending (1)" }).waitFor()
    // the row says what it is: the LOT, its sleepers and volume, not a blank operation
    await page.getByRole("gridcell", { name: "LOT-APR-1 (2 sleepers, 0.2000 m³)" }).waitFor()
    await page.getByRole("gridcell", { name: CLERK.email }).waitFor()
    await shot(page, "61-approval-details-pending")

    await page.getByRole("button", { name: /^View request/ }).click()
    const details = page.getByRole("dialog", { name: /^Approval Request/ })
    const field = (label: string) => details.getByText(label, { exact: true }).locator("xpath=following-sibling::*[1]").textContent()
    await expect.poll(() => field("Wood Type")).toBe("Teak")
    expect(await field("LOT Number")).toBe("LOT-APR-1")
    expect(await field("Sleepers")).toBe("2")
    expect(await field("Volume")).toBe("0.2000 m³")
    expect(await field("Receiving Warehouse")).toBe("Main Yard")
    expect(await field("Submitted By")).toBe("Rehema Receiver")
    expect(await details.getByText("N/A").count()).toBe(0)
    await shot(page, "62-approval-details-receipt")

    const decided = page.waitForResponse(
      (response) => /\/api\/management\/approvals\/[^/]+$/.test(new URL(response.url()).pathname) && response.request().method() === "PATCH"
    )
    await details.getByRole("button", { name: "Approve" }).click()
    expect((await decided).status()).toBe(200)
    await toast(page, "Request approved successfully")
    await page.getByRole("tab", { name: "Approved (1)" }).waitFor()
    await page.getByText("No pending requests").waitFor()
    // let any follow-up request of the decision go out before counting
    await page.waitForLoadState("networkidle")
    expect(operationsCalls).toEqual([])
    await shot(page, "63-approval-details-approved")
    await adminContext.close()
  })
})
