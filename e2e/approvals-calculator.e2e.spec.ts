import type { RunningApp } from "@timber/all-in-one"
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SCREENSHOTS, shot, signIn } from "./browser"
import { pdfPages, pdfText } from "./pdf-text"
import { ADMIN, startProduct, type Credentials, type E2eProduct } from "./product"

const MANAGER = { email: "mara.manager@timber.works", password: "E2e-manager-password" }
const OPERATOR = { email: "omari.operator@timber.works", password: "E2e-operator-password" }

let app: RunningApp
let browser: Browser
let product: E2eProduct
let adminToken: string
let woodTypeId: string

const api = (path: string, token: string, method = "GET", body?: unknown) => product.api(token, path, method, body)
const login = (who: Credentials) => product.tokenOf(who)

const toast = (page: Page, text: string) => page.locator("#notistack-snackbar", { hasText: text }).first().waitFor()

const contextFor = (): Promise<BrowserContext> =>
  browser.newContext({ viewport: { width: 1440, height: 900 }, permissions: ["clipboard-read", "clipboard-write"], acceptDownloads: true })

const download = async (page: Page, click: () => Promise<void>, name: string) => {
  const [file] = await Promise.all([page.waitForEvent("download"), click()])
  const dir = join(SCREENSHOTS, "pdf")
  mkdirSync(dir, { recursive: true })
  const path = join(dir, name)
  await file.saveAs(path)
  return path
}

beforeAll(async () => {
  product = await startProduct("approvals")
  ;({ app, browser } = product)
  adminToken = await login(ADMIN)
  woodTypeId = (await api("/factory/wood-types", adminToken, "POST", { name: "Mvule", grade: "A" })).body.id
  await api("/users", adminToken, "POST", { ...MANAGER, firstName: "Mara", lastName: "Manager", role: "MANAGER" })
  await api("/users", adminToken, "POST", { ...OPERATOR, firstName: "Omari", lastName: "Operator", role: "USER" })
})

afterAll(() => product?.close())

describe("approvals, the wood calculator and the top bar in Chromium", () => {
  it("an ADMIN adds a WoodCalculator rule through the Add Rule dialog", async () => {
    const context = await contextFor()
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${app.url}/dashboard/management/approvals`)
    await page.getByText("No pending requests").waitFor()
    await page.getByText("All caught up! No approvals waiting for review.").waitFor()
    await page.getByText("No approval rules configured").waitFor()
    await page.getByRole("button", { name: "Add Rule" }).click()
    const dialog = page.getByRole("dialog", { name: "Add Approval Rule" })
    await dialog.waitFor()
    // a new rule starts as WoodSlicer / waste percentage above / 10
    await expect.poll(() => dialog.getByRole("combobox", { name: "Module" }).textContent()).toContain("WoodSlicer")
    expect(await dialog.getByLabel("Condition Value").inputValue()).toBe("10")
    // no approver yet: Add Rule stays disabled and says why
    await expect.poll(() => dialog.locator("#add-rule-problem").textContent()).toBe("Please fill in all required fields")
    expect(await dialog.getByRole("button", { name: "Add Rule" }).isDisabled()).toBe(true)
    await dialog.getByRole("combobox", { name: "Module" }).click()
    await page.getByRole("option", { name: "WoodCalculator" }).click()
    await dialog.getByRole("combobox", { name: "Condition Type" }).click()
    await page.getByRole("option", { name: "Cost above (TZS)" }).click()
    await dialog.getByLabel("Condition Value").fill("50000")
    await dialog.getByRole("combobox", { name: "Approver" }).click()
    await page.getByRole("option", { name: /mara\.manager@timber\.works/ }).click()
    await dialog.getByRole("button", { name: "Add Rule" }).click()
    await toast(page, "Approval rule created successfully")
    await page.getByText("Cost above 50000 TZS").waitFor()
    await page.getByRole("gridcell", { name: "mara.manager@timber.works" }).waitFor()
    await shot(page, "10-approvals-rule-added")
    await context.close()
  })

  it("an operator calculates, copies, saves and downloads reports; a dear calculation goes for approval", async () => {
    const context = await contextFor()
    const page = await context.newPage()
    await signIn(page, app.url, OPERATOR.email, OPERATOR.password)
    await page.goto(`${app.url}/dashboard/factory/wood-calculator`)
    await page.getByText("No calculations yet").waitFor()
    const calculateButton = page.getByRole("button", { name: "Calculate", exact: true })
    // Calculate stays disabled while the form is invalid and says why, in the spec's words
    const why = page.locator("#calculate-problem")
    await expect.poll(() => why.textContent()).toBe("Please select a wood type")
    expect(await calculateButton.isDisabled()).toBe(true)
    await page.getByRole("combobox", { name: "Wood Type" }).click()
    await page.getByRole("option", { name: "Mvule" }).click()
    await expect.poll(() => why.textContent()).toBe("Please enter all dimensions")
    await page.getByLabel("Thickness").fill("2")
    await page.getByLabel("Width").fill("6")
    await page.getByLabel("Length").fill("12")
    await expect.poll(() => why.textContent()).toBe("Please enter price per plank")
    expect(await calculateButton.isDisabled()).toBe(true)
    // the price field keeps only digits and the decimal point
    await page.getByLabel("Price per Plank").fill("60,000 TZS")
    expect(await page.getByLabel("Price per Plank").inputValue()).toBe("60000")
    await calculateButton.click()
    const results = page.getByLabel("Calculation results")
    await results.getByText("0.0283 m³").waitFor()
    await results.getByText("35.31").waitFor()
    await results.getByText("TZS 2,118,880.00").waitFor() // 60,000 × 35.3147 planks/m³
    await results.getByText("TZS 70,800.00").waitFor() // 60,000 + 18% VAT
    await page.getByRole("button", { name: "Copy Details" }).click()
    await toast(page, "Calculation copied to clipboard")
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain("Volume per Plank: 0.0283 m³")
    await page.getByRole("button", { name: "Save Calculation" }).click()
    await toast(page, "Calculation saved successfully")
    await page.getByRole("gridcell", { name: "TZS 60,000.00" }).waitFor()
    await shot(page, "11-calculator-saved")

    const single = await download(page, () => page.getByRole("button", { name: "Download Report" }).click(), "wood-calculation-report.pdf")
    const singleText = pdfText(single)
    expect(singleText).toContain("Wood Calculation Report")
    expect(singleText).toContain("0.0283 m³")
    expect(singleText).toContain("TZS 2,118,880.00")
    expect(singleText).toContain("v1.0.0")
    expect(pdfPages(single)).toBe(1)

    // four more, one of them above the rule as well
    for (const price of ["45000", "30000", "72000", "12500.5"]) {
      await page.getByLabel("Price per Plank").fill(price)
      await calculateButton.click()
      await page.getByRole("button", { name: "Save Calculation" }).click()
      await toast(page, "Calculation saved successfully")
    }
    await expect.poll(() => page.locator(".MuiDataGrid-row").count()).toBe(5)
    await page.getByRole("checkbox", { name: "Select all rows" }).check()
    const combinedButton = page.getByRole("button", { name: "Generate Combined Report (5)" })
    await combinedButton.waitFor()
    await shot(page, "12-calculator-history-selected")
    const combined = await download(page, () => combinedButton.click(), "combined-wood-calculation-report.pdf")
    const combinedText = pdfText(combined)
    expect(combinedText).toContain("Combined Wood Calculation Report")
    expect(pdfPages(combined)).toBe(2) // 4 a page
    expect(combinedText).toContain("Page 1 of 2")
    expect(combinedText).toContain("Page 2 of 2")
    expect(combinedText).toContain("v1.0.0")
    expect(combinedText.match(/Price per Plank \(excl\. VAT\)/g)).toHaveLength(5)

    // back into the form from history
    await page
      .getByRole("button", { name: /^Load calculation/ })
      .last()
      .click()
    await toast(page, "Calculation loaded from history")
    expect(await page.getByLabel("Price per Plank").inputValue()).toBe("60000")
    await page
      .getByRole("button", { name: /^Delete calculation/ })
      .first()
      .click()
    await page.getByRole("dialog", { name: "Delete Calculation" }).getByRole("button", { name: "Delete" }).click()
    await toast(page, "Calculation deleted")
    await expect.poll(() => page.locator(".MuiDataGrid-row").count()).toBe(4)
    await context.close()
  })

  it("the approver is told in the top bar, approves and rejects; the operator hears the decision live", async () => {
    const managerContext = await contextFor()
    const page = await managerContext.newPage()
    await signIn(page, app.url, MANAGER.email, MANAGER.password)
    // the closed Management group and, opened, its Approvals entry count the two pending requests
    await page.getByLabel("Management: 2 waiting").waitFor()
    await page.getByRole("button", { name: /^Management/ }).click()
    await page.getByLabel("Approvals: 2").waitFor()
    await shot(page, "13a-dashboard-manager")
    await page.getByRole("button", { name: "Notifications: 2" }).click()
    const popover = page.locator(".MuiPopover-paper")
    await popover.getByText("You have 2 notification(s)").waitFor()
    await popover.getByText("Approval required").first().waitFor()
    await shot(page, "13-notifications-popover")
    await popover.getByText("Approval required").first().click()
    await page.waitForURL(/\/dashboard\/management\/approvals$/)
    await page.getByRole("tab", { name: "Pending (2)" }).waitFor()
    await page.getByRole("gridcell", { name: OPERATOR.email }).first().waitFor()
    await expect.poll(() => page.getByRole("gridcell", { name: /^CALC-/ }).count()).toBe(2)
    await shot(page, "14-approvals-pending")

    const operatorContext = await contextFor()
    const operator = await operatorContext.newPage()
    await signIn(operator, app.url, OPERATOR.email, OPERATOR.password)
    await operator.getByRole("button", { name: "Notifications: 0" }).waitFor()

    await page
      .getByRole("button", { name: /^Approve request/ })
      .first()
      .click()
    const confirm = page.getByRole("dialog", { name: "Approve Request" })
    await confirm.getByText("Are you sure you want to approve this request?").waitFor()
    await confirm.getByRole("button", { name: "Approve" }).click()
    await toast(page, "Request approved successfully")
    await page.getByRole("tab", { name: "Approved (1)" }).waitFor()

    await page
      .getByRole("button", { name: /^View request/ })
      .first()
      .click()
    const details = page.getByRole("dialog", { name: /^Approval Request/ })
    await details.getByText("Mvule").waitFor()
    await details.getByLabel("Approval Notes").fill("Price above the agreed list; renegotiate")
    await shot(page, "15-approval-details")
    await details.getByRole("button", { name: "Reject" }).click()
    await toast(page, "Request rejected successfully")
    await page.getByRole("tab", { name: "Rejected (1)" }).waitFor()
    await page.getByText("No pending requests").waitFor()
    await expect.poll(() => page.getByLabel(/^Approvals: [1-9]/).count()).toBe(0)

    // the operator's bell rings without a reload (WebSocket push)
    await operator.getByRole("button", { name: "Notifications: 2" }).click()
    const operatorPopover = operator.locator(".MuiPopover-paper")
    await operatorPopover.getByText("Request approved").waitFor()
    await operatorPopover.getByText("Request rejected").waitFor()
    await operatorPopover.getByText(/renegotiate/).waitFor()
    await shot(operator, "16-operator-notifications")
    await operator.keyboard.press("Escape")
    // the envelope holds direct messages only: the decisions stay in the bell (issue 24 item 15)
    await operator.getByRole("button", { name: "Messages: 0 unread" }).click()
    await operator.getByText("No new messages").waitFor()
    expect(await operator.getByText("Internal messaging feature coming soon").count()).toBe(0)
    await managerContext.close()
    await operatorContext.close()
  })

  it("a wasteful slicing operation is approved from the details dialog, and the dashboard shows ongoing drying", async () => {
    const adminId = (await api("/auth/me", adminToken)).body.id as string
    expect(
      (
        await api("/management/approval-rules", adminToken, "POST", {
          module: "WoodSlicer",
          condition_type: "waste_percentage_above",
          condition_value: 10,
          approver_id: adminId
        })
      ).status
    ).toBe(201)
    const managerToken = await login(MANAGER)
    // the LOT is received, so the operation's end takes its sleeper out of stock
    const yard = await api("/management/warehouses", adminToken, "POST", { code: "WH-E2E-SL", name: "Slicing yard" })
    const slicedLot = await api("/management/wood-receipts", adminToken, "POST", {
      wood_type_id: woodTypeId,
      supplier: "Sao Hill",
      receipt_date: "2026-11-21",
      lot_number: "LOT-E2E-SL",
      purchase_order: "PO-SL"
    })
    expect(
      (
        await api("/factory/receipt-items", adminToken, "POST", {
          warehouse_id: yard.body.id,
          items: [{ receipt_id: slicedLot.body.id, height: 20, width: 20, length: 200, quantity: 1 }]
        })
      ).status
    ).toBe(201)
    const operation = await api("/factory/operations", managerToken, "POST", {
      wood_type_id: woodTypeId,
      lot_number: "LOT-E2E-SL",
      sleeper_number: 1,
      start_time: new Date().toISOString(),
      sleeper_sizes: [{ sequence: 1, width: 20, height: 20, length: 2, quantity: 1 }],
      plank_sizes: [{ sequence: 1, width: 8, height: 8, length: 2, quantity: 4, parentSequence: 1 }]
    })
    expect(operation.status).toBe(201)
    const batch = await api("/factory/drying-processes", adminToken, "POST", {
      woodTypeId,
      thickness: 50.8,
      stockThickness: '2"',
      pieceCount: 80,
      startingHumidity: 40,
      startingElectricityUnits: 500
    })
    await api(`/factory/drying-processes/${batch.body.id}/readings`, adminToken, "POST", { electricityMeter: 480, humidity: 31.5 })

    expect(
      (
        await api("/management/wood-receipts", adminToken, "POST", {
          wood_type_id: woodTypeId,
          supplier: "Sao Hill",
          receipt_date: "2026-11-21",
          lot_number: "LOT-E2E-ALERT",
          purchase_order: "PO-9",
          total_amount: 0
        })
      ).status
    ).toBe(201)

    const context = await contextFor()
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    // a PENDING LOT shows as a synthetic 'Pending Delivery' alert and leads to the LOT screen
    await page.getByRole("button", { name: /^Notifications: / }).click()
    const popover = page.locator(".MuiPopover-paper")
    await popover.getByText("LOT LOT-E2E-ALERT from Sao Hill is awaiting delivery").waitFor()
    await popover.getByText("Pending Delivery").click()
    await page.waitForURL(/\/dashboard\/management\/wood-receipt$/)
    await page.goto(`${app.url}/dashboard`)
    const drying = page.getByLabel("Ongoing drying processes")
    await drying.getByText(batch.body.batchNumber).waitFor()
    await drying.getByText("Mvule · 80 pcs · 31.5% humidity · 1 reading").waitFor()
    await shot(page, "17-dashboard-drying")
    await page.goto(`${app.url}/dashboard/management/approvals`)
    const serial = operation.body.serial_number as string
    await page.getByRole("gridcell", { name: `${serial} (36.00% waste)` }).waitFor()
    await page
      .getByRole("button", { name: /^View request/ })
      .first()
      .click()
    const details = page.getByRole("dialog", { name: /^Approval Request/ })
    await details.getByText("36.00%").waitFor()
    await details.getByText(serial).waitFor()
    await shot(page, "18-slicing-approval-details")
    await details.getByRole("button", { name: "Approve" }).click()
    await toast(page, "Request approved successfully")
    await expect.poll(async () => (await api("/factory/operations?lot_number=LOT-E2E-SL", adminToken)).body.items[0]?.approval_status).toBe("approved")
    const ended = await api(`/factory/operations/${operation.body.id}`, managerToken, "PATCH", { status: "completed" })
    expect(ended.status).toBe(200)
    await context.close()
  })

  it("a USER sees no Approvals entry and is sent to /unauthorized from the screen", async () => {
    const context = await contextFor()
    const page = await context.newPage()
    await signIn(page, app.url, OPERATOR.email, OPERATOR.password)
    // the calculator on a phone: the form, results and history stack in one column
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${app.url}/dashboard/factory/wood-calculator`)
    await page.getByText("Calculation History").waitFor()
    await shot(page, "19-calculator-mobile")
    await page.goto(`${app.url}/dashboard/management/approvals`)
    await page.waitForURL(/\/unauthorized$/)
    await context.close()
  })
})
