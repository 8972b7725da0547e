import type { RunningApp } from "@timber/all-in-one"
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { inventoryRow, SCREENSHOTS, shot, signIn } from "./browser"
import { pdfText } from "./pdf-text"
import { ADMIN, startProduct, type Credentials, type E2eProduct } from "./product"
import { measureReceiptAndSaveDraft, sleeperField, toast } from "./receipt-steps"

const CLERK = { email: "kesi.clerk@timber.works", password: "E2e-clerk-password" }

let app: RunningApp
let browser: Browser
let product: E2eProduct

const api = (path: string, token: string, method = "GET", body?: unknown) => product.api(token, path, method, body)
const login = (who: Credentials) => product.tokenOf(who)

const contextFor = (viewport = { width: 1440, height: 900 }): Promise<BrowserContext> => browser.newContext({ viewport, acceptDownloads: true })

beforeAll(async () => {
  product = await startProduct("inventory")
  ;({ app, browser } = product)
  const admin = await login(ADMIN)
  const woodType = await api("/factory/wood-types", admin, "POST", { name: "Mvule", grade: "A" })
  const lot = await api("/management/wood-receipts", admin, "POST", {
    wood_type_id: woodType.body.id,
    supplier: "Sao Hill",
    receipt_date: "2026-11-20",
    lot_number: "LOT-ST-E2E",
    purchase_order: "PO-ST",
    total_volume_m3: 0.2,
    total_pieces: 2
  })
  expect(lot.status).toBe(201)
  await api("/users", admin, "POST", { ...CLERK, firstName: "Kesi", lastName: "Clerk", role: "USER" })
}, 120_000)

afterAll(() => product?.close())

const choose = async (page: Page, scope: ReturnType<Page["getByRole"]>, label: string, option: string | RegExp) => {
  await scope.getByRole("combobox", { name: label }).click()
  await page.getByRole("option", { name: option }).click()
}

describe("warehouses and inventory in Chromium", () => {
  it("a new ADMIN takes a LOT from receipt to counted stock: creates a warehouse, assigns a user, measures the receipt, submits it into the warehouse, sees the stock by warehouse and consolidated, adjusts it, sets a minimum, sees the alert and reads both PDFs back", async () => {
    const context = await contextFor()
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)

    // Warehouse Management: add, assign a user
    await page.goto(`${app.url}/dashboard/management/warehouses`)
    await page.getByText("No warehouses yet").waitFor()
    await page.getByRole("button", { name: "Add Warehouse" }).click()
    const form = page.getByRole("dialog", { name: "Add Warehouse" })
    await form.getByLabel("Code").fill("WH-001")
    await form.getByLabel("Name").fill("Main Yard")
    await form.getByLabel("Address").fill("Plot 4, Mbeya")
    await form.getByLabel("Contact Person").fill("Asha")
    await form.getByRole("button", { name: "Create Warehouse" }).click()
    await toast(page, "Warehouse created successfully")
    await page.getByRole("gridcell", { name: "Main Yard" }).waitFor()
    await page.getByRole("button", { name: "Assign users to warehouse WH-001" }).click()
    const assign = page.getByRole("dialog", { name: /Assign Users/ })
    await assign.getByRole("checkbox", { name: `Assign ${CLERK.email}` }).check()
    await assign.getByRole("button", { name: "Save" }).click()
    await toast(page, "Assigned users updated successfully")
    await page.getByRole("gridcell", { name: "Kesi Clerk" }).waitFor()
    await shot(page, "40-warehouses")

    // a second warehouse archived after confirmation, then restored
    await page.getByRole("button", { name: "Add Warehouse" }).click()
    await form.getByLabel("Code").fill("WH-002")
    await form.getByLabel("Name").fill("Old Shed")
    await form.getByRole("button", { name: "Create Warehouse" }).click()
    await page.getByRole("gridcell", { name: "Old Shed" }).waitFor()
    await page.getByRole("button", { name: "Archive warehouse WH-002" }).click()
    await page.getByRole("dialog", { name: "Archive Warehouse" }).getByRole("button", { name: "Archive" }).click()
    await toast(page, "Warehouse archived successfully")
    await expect.poll(() => page.getByRole("gridcell", { name: "Old Shed" }).count()).toBe(0)
    await page.getByLabel("Show Archived").check()
    await page.getByRole("button", { name: "Restore warehouse WH-002" }).click()
    await toast(page, "Warehouse restored successfully")

    // Receipt Processing: measure in imperial and metric, save a draft, reload, PDF; then submit into Main Yard
    await measureReceiptAndSaveDraft(page, app.url, "LOT-ST-E2E")
    await page.getByRole("button", { name: "Submit & Complete" }).click()
    const submit = page.getByRole("dialog", { name: "Submit and complete receipt" })
    await choose(page, submit, "Receiving warehouse", "Main Yard (WH-001)")
    await shot(page, "31-receipt-processing-submit")
    await submit.getByRole("button", { name: "Submit" }).click()
    await toast(page, "Receipt processed and completed successfully!")
    await page.getByRole("region", { name: "Receipt information" }).getByText("0.1844 m³").waitFor()
    await page.getByText("This receipt is COMPLETED and opens read-only.").waitFor()
    await page.getByRole("button", { name: "View History" }).click()
    const history = page.getByRole("dialog", { name: "Receipt History" })
    await history.getByText("LOT-ST-E2E · Mvule").waitFor()
    await shot(page, "32-receipt-processing-history")
    await history.getByText("LOT-ST-E2E · Mvule").click()
    expect(await sleeperField(page, 1, "Thickness").isDisabled()).toBe(true)

    // LOT Management: the measured figures are ACTUAL, and traceability shows the measurement stage
    await page.goto(`${app.url}/dashboard/management/wood-receipt`)
    const lotRow = page.getByRole("row", { name: /LOT-ST-E2E/ })
    await expect.poll(() => lotRow.getByText("ACTUAL").count(), { timeout: 10_000 }).toBe(2)
    await lotRow.getByRole("button", { name: "LOT-ST-E2E", exact: true }).click()
    const trace = page.getByRole("dialog", { name: /LOT Traceability/ })
    await trace.getByText("Receipt Measurement").waitFor()
    await trace.getByText("0.1844").first().waitFor()
    await shot(page, "48-lot-traceability-measurement")
    await trace.getByRole("button", { name: "Close" }).click()

    // Inventory: the two sleepers lie in Main Yard as Not Dried, in one nominal row (6 x 8 in and 15 x 20 cm are both
    // Sleeper 6" × 8"), their measured m³ under the count
    await page.goto(`${app.url}/dashboard/factory/inventory`)
    const SIZE = 'Sleeper 6" × 8"'
    // By Warehouse shows the row's product, thickness and width in their own columns
    const cells = async (size: string) => (await inventoryRow(page, size).innerText()).split(/\s+/).join(" ")
    await inventoryRow(page, SIZE).waitFor()
    await expect
      .poll(() => cells(SIZE), { timeout: 10_000 })
      .toContain('Mvule Sleeper 6" 8" 2 0.184 m³ 0 0.000 m³ 0 0.000 m³ 0 0.000 m³ 0 0.000 m³ 2 0.184 m³ 2 0.184 m³')
    // the ledger says why: the LOT is the source document of both pieces
    const ledger = await api("/management/stock/ledger", await login(ADMIN))
    const fromLot = ledger.body.items.filter((e: { sourceDocumentNumber: string }) => e.sourceDocumentNumber === "LOT-ST-E2E")
    expect(fromLot.reduce((sum: number, e: { change: number }) => sum + e.change, 0)).toBe(2)

    // a count finds 120 not dried pieces of 6 in, and 4 damaged
    await page.getByRole("tab", { name: "Stock Adjustments" }).click()
    await page.getByText("No stock adjustments yet").waitFor()
    await page.getByRole("button", { name: "New Adjustment" }).click()
    const adjust = page.getByRole("dialog", { name: "New Stock Adjustment" })
    await choose(page, adjust, "Warehouse", "Main Yard (WH-001)")
    await choose(page, adjust, "Wood Type", "Mvule")
    // the size is picked from the rows Main Yard keeps of Mvule, named as the inventory names them (issue 37)
    await choose(page, adjust, "Size", /^Sleeper 6" × 8" — /)
    await adjust.getByLabel("Counted Quantity").fill("120")
    await adjust.getByLabel("Reason").fill("Opening count")
    await adjust.getByRole("button", { name: "Save Adjustment" }).click()
    await toast(page, "Stock adjusted successfully")
    // and some damaged: a second status of the same row
    await page.getByRole("button", { name: "New Adjustment" }).click()
    await choose(page, adjust, "Warehouse", "Main Yard (WH-001)")
    await choose(page, adjust, "Wood Type", "Mvule")
    // the size is picked from the rows Main Yard keeps of Mvule, named as the inventory names them (issue 37)
    await choose(page, adjust, "Size", /^Sleeper 6" × 8" — /)
    await choose(page, adjust, "Wood Status", "Damaged")
    await adjust.getByLabel("Counted Quantity").fill("4")
    await adjust.getByLabel("Reason").fill("Split ends")
    await adjust.getByRole("button", { name: "Save Adjustment" }).click()
    await toast(page, "Stock adjusted successfully")
    await page.getByRole("gridcell", { name: "Split ends" }).waitFor()
    await page.getByRole("gridcell", { name: "+118" }).waitFor()
    await shot(page, "41-inventory-adjustments")
    // at 1440 px every column of the adjustments fits: no sideways scrollbar to reach Reason or By (issue 24 item 15)
    const fit = await page.locator(".MuiDataGrid-virtualScroller").evaluate((grid) => ({
      columns: [...grid.querySelectorAll(".MuiDataGrid-columnHeader")].reduce((sum, header) => sum + (header as HTMLElement).offsetWidth, 0),
      shown: grid.clientWidth
    }))
    expect(fit.columns).toBeLessThanOrEqual(fit.shown)
    expect(await page.locator(".MuiDataGrid-scrollbar--horizontal").count()).toBe(0)

    await page.getByRole("tab", { name: "By Warehouse" }).click()
    // Not Dried 120, Damaged 4, Total 124, Available 120; counted pieces come in at the row's m³ per piece (0.1844 / 2)
    await expect
      .poll(() => cells(SIZE), { timeout: 10_000 })
      .toContain('Mvule Sleeper 6" 8" 120 11.063 m³ 0 0.000 m³ 0 0.000 m³ 4 0.369 m³ 0 0.000 m³ 124 11.432 m³ 120 11.063 m³')
    await shot(page, "42-inventory-by-warehouse")

    const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export PDF" }).click()])
    const dir = join(SCREENSHOTS, "pdf")
    mkdirSync(dir, { recursive: true })
    const path = join(dir, "inventory-report.pdf")
    await file.saveAs(path)
    const text = pdfText(path).replace(/[ \t]+/g, " ")
    expect(text).toContain("Inventory Report")
    expect(text).toContain("Main Yard (WH-001)")
    expect(text).toContain("Wood Type Product Thickness Width Not Dried Under Drying Dried Damaged In Transit Total Available")
    expect(text).toContain("pieces and m³")
    // each cell is the count over its m³: the PDF's text gives the row's counts, then its m³
    expect(text).toContain('Mvule Sleeper 6" 8" 120 0 0 4 0 124 120\n 11.063 m³ 0.000 m³ 0.000 m³ 0.369 m³ 0.000 m³ 11.432 m³ 11.063 m³')

    await page.getByRole("tab", { name: "Consolidated View" }).click()
    await page.getByRole("gridcell", { name: "WH-001: 124" }).waitFor()
    await page.getByRole("gridcell", { name: SIZE }).waitFor()
    await shot(page, "43-inventory-consolidated")

    // a minimum of 150: the banner counts one item below it
    await page.getByRole("tab", { name: "Low Stock Alerts" }).click()
    await page.getByText("No items below minimum stock level").waitFor()
    await page.getByRole("button", { name: "Set Minimum Level" }).click()
    const minimum = page.getByRole("dialog", { name: "Set Minimum Stock Level" })
    await choose(page, minimum, "Warehouse", "Main Yard (WH-001)")
    await choose(page, minimum, "Wood Type", "Mvule")
    await choose(page, minimum, "Size", 'Sleeper 6" × 8" — 120 pcs · 11.063 m³')
    await minimum.getByLabel("Minimum Stock Level").fill("150")
    await minimum.getByRole("button", { name: "Save Minimum" }).click()
    await toast(page, "Minimum stock level saved")
    await page.getByText("1 item(s) below minimum stock level").waitFor()
    await page.getByRole("gridcell", { name: "30" }).waitFor()
    await shot(page, "44-inventory-low-stock")
    await context.close()

    // the assigned clerk was told once, and may read but not change stock
    const clerk = await contextFor()
    const clerkPage = await clerk.newPage()
    await signIn(clerkPage, app.url, CLERK.email, CLERK.password)
    const notes = await api("/notifications", await login(CLERK))
    expect(notes.body.items.filter((n: { type: string }) => n.type === "LOW_STOCK")).toHaveLength(1)
    await clerkPage.goto(`${app.url}/dashboard/factory/inventory`)
    await clerkPage.getByText("1 item(s) below minimum stock level").waitFor()
    await clerkPage.getByRole("tab", { name: "Stock Adjustments" }).click()
    await clerkPage.getByRole("gridcell", { name: "Split ends" }).waitFor()
    expect(await clerkPage.getByRole("button", { name: "New Adjustment" }).count()).toBe(0)
    await clerk.close()

    // a drying batch takes 10 pieces of 6 in; two falling readings give the estimated finish under the count
    const admin = await login(ADMIN)
    const warehouseId = (await api("/management/warehouses", admin)).body.find((w: { code: string }) => w.code === "WH-001").id
    const woodTypeId = (await api("/factory/wood-types", admin)).body.find((w: { name: string }) => w.name === "Mvule").id
    const batch = await api("/factory/drying-processes", admin, "POST", {
      warehouseId,
      woodTypeId,
      thickness: 152.4,
      thicknessUnit: "mm",
      stockThickness: '6"',
      stockProduct: "SLEEPER",
      stockWidth: '8"',
      pieceCount: 10,
      startingHumidity: 42,
      startingElectricityUnits: 100,
      startTime: "2026-11-21T07:00:00.000Z",
      useStock: true
    })
    expect(batch.status).toBe(201)
    for (const [humidity, day] of [
      [40, 21],
      [30, 22]
    ])
      await api(`/factory/drying-processes/${batch.body.id}/readings`, admin, "POST", {
        electricityMeter: 100 - day,
        humidity,
        readingTime: `2026-11-${day}T08:00:00.000Z`
      })
    const again = await contextFor()
    const dryingPage = await again.newPage()
    await signIn(dryingPage, app.url, ADMIN.email, ADMIN.password)
    await dryingPage.goto(`${app.url}/dashboard/factory/inventory`)
    // 40 then 30 a day apart: 12 percent about 1.8 days after the last reading
    await dryingPage.getByText("Est. finish Nov 24, 2026").waitFor()
    const drying = (await inventoryRow(dryingPage, 'Sleeper 6" × 8"').innerText()).split(/\s+/).join(" ")
    expect(drying).toContain('Mvule Sleeper 6" 8" 110 10.141 m³ 10 Est. finish Nov 24, 2026 0.922 m³ 0 0.000 m³ 4 0.369 m³')
    await shot(dryingPage, "47-inventory-drying-finish")
    await again.close()
  }, 180_000)

  it("on a phone the warehouses and inventory screens keep the row's name, status and actions on screen", async () => {
    const context = await contextFor({ width: 390, height: 844 })
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${app.url}/dashboard/management/warehouses`)
    await page.getByRole("gridcell", { name: "Main Yard" }).waitFor()
    const archive = page.getByRole("button", { name: "Archive warehouse WH-001" })
    const box = await archive.boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(390)
    await shot(page, "45-warehouses-phone")
    await page.goto(`${app.url}/dashboard/factory/inventory`)
    await page.getByRole("gridcell", { name: "Mvule" }).first().waitFor()
    await shot(page, "46-inventory-phone")
    await context.close()
  }, 120_000)
})
