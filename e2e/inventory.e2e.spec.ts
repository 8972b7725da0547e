import { startApp, type RunningApp } from "@timber/all-in-one"
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { launch, SCREENSHOTS, shot, signIn } from "./browser"
import { pdfText } from "./pdf-text"

const ADMIN = { email: "admin@timber.works", password: "E2e-admin-password" }
const CLERK = { email: "kesi.clerk@timber.works", password: "E2e-clerk-password" }

let app: RunningApp
let browser: Browser
let dataDir: string

const api = async (path: string, token: string, method = "GET", body?: unknown) => {
  const response = await fetch(`${app.url}/api${path}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  return { status: response.status, body: (await response.json()) as any }
}
const login = async (who: { email: string; password: string }) =>
  (
    (await (
      await fetch(`${app.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(who) })
    ).json()) as { token: string }
  ).token

const toast = (page: Page, text: string) => page.locator("#notistack-snackbar", { hasText: text }).first().waitFor()
const contextFor = (viewport = { width: 1440, height: 900 }): Promise<BrowserContext> => browser.newContext({ viewport, acceptDownloads: true })

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "timber-e2e-inventory-"))
  app = await startApp({ port: 0, dataDir, jwtSecret: "e2e", adminEmail: ADMIN.email, adminPassword: ADMIN.password }, () => undefined)
  const admin = await login(ADMIN)
  await api("/factory/wood-types", admin, "POST", { name: "Mvule", grade: "A" })
  await api("/users", admin, "POST", { ...CLERK, firstName: "Kesi", lastName: "Clerk", role: "USER" })
  browser = await launch()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await app?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const choose = async (page: Page, scope: ReturnType<Page["getByRole"]>, label: string, option: string | RegExp) => {
  await scope.getByRole("combobox", { name: label }).click()
  await page.getByRole("option", { name: option }).click()
}

describe("warehouses and inventory in Chromium", () => {
  it("an ADMIN creates a warehouse, assigns a user, puts stock in by an adjustment, sees it by warehouse and consolidated, sets a minimum, sees the alert and reads the PDF back", async () => {
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

    // Inventory: an adjustment puts 120 not dried pieces in (receipt processing will do it later)
    await page.goto(`${app.url}/dashboard/factory/inventory`)
    await page.getByRole("tab", { name: "Stock Adjustments" }).click()
    await page.getByText("No stock adjustments yet").waitFor()
    await page.getByRole("button", { name: "New Adjustment" }).click()
    const adjust = page.getByRole("dialog", { name: "New Stock Adjustment" })
    await choose(page, adjust, "Warehouse", "Main Yard (WH-001)")
    await choose(page, adjust, "Wood Type", "Mvule")
    await adjust.getByLabel("Thickness").fill('2"')
    await adjust.getByLabel("Counted Quantity").fill("120")
    await adjust.getByLabel("Reason").fill("Opening count")
    await adjust.getByRole("button", { name: "Save Adjustment" }).click()
    await toast(page, "Stock adjusted successfully")
    // and some damaged: a second status of the same row
    await page.getByRole("button", { name: "New Adjustment" }).click()
    await choose(page, adjust, "Warehouse", "Main Yard (WH-001)")
    await choose(page, adjust, "Wood Type", "Mvule")
    await adjust.getByLabel("Thickness").fill('2"')
    await choose(page, adjust, "Wood Status", "Damaged")
    await adjust.getByLabel("Counted Quantity").fill("4")
    await adjust.getByLabel("Reason").fill("Split ends")
    await adjust.getByRole("button", { name: "Save Adjustment" }).click()
    await toast(page, "Stock adjusted successfully")
    await page.getByRole("gridcell", { name: "Split ends" }).waitFor()
    await page.getByRole("gridcell", { name: "+120" }).waitFor()
    await shot(page, "41-inventory-adjustments")

    await page.getByRole("tab", { name: "By Warehouse" }).click()
    await page.getByRole("gridcell", { name: "Mvule" }).waitFor()
    // Not Dried 120, Damaged 4, Total 124, Available 120
    const row = page.getByRole("row", { name: /Mvule/ })
    await expect.poll(async () => (await row.innerText()).split(/\s+/).join(" ")).toContain('Mvule 2" 120 0 0 4 0 124 120')
    await shot(page, "42-inventory-by-warehouse")

    const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export PDF" }).click()])
    const dir = join(SCREENSHOTS, "pdf")
    mkdirSync(dir, { recursive: true })
    const path = join(dir, "inventory-report.pdf")
    await file.saveAs(path)
    const text = pdfText(path).replace(/[ \t]+/g, " ")
    expect(text).toContain("Inventory Report")
    expect(text).toContain("Main Yard (WH-001)")
    expect(text).toContain("Wood Type Thickness Not Dried Under Drying Dried Damaged In Transit Total Available")
    expect(text).toContain('Mvule 2" 120 0 0 4 0 124 120')

    await page.getByRole("tab", { name: "Consolidated View" }).click()
    await page.getByRole("gridcell", { name: "WH-001: 124" }).waitFor()
    await shot(page, "43-inventory-consolidated")

    // a minimum of 150: the banner counts one item below it
    await page.getByRole("tab", { name: "Low Stock Alerts" }).click()
    await page.getByText("No items below minimum stock level").waitFor()
    await page.getByRole("button", { name: "Set Minimum Level" }).click()
    const minimum = page.getByRole("dialog", { name: "Set Minimum Stock Level" })
    await choose(page, minimum, "Warehouse", "Main Yard (WH-001)")
    await choose(page, minimum, "Wood Type", "Mvule")
    await minimum.getByLabel("Thickness").fill('2"')
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
    expect(notes.body.filter((n: { type: string }) => n.type === "LOW_STOCK")).toHaveLength(1)
    await clerkPage.goto(`${app.url}/dashboard/factory/inventory`)
    await clerkPage.getByText("1 item(s) below minimum stock level").waitFor()
    await clerkPage.getByRole("tab", { name: "Stock Adjustments" }).click()
    await clerkPage.getByRole("gridcell", { name: "Split ends" }).waitFor()
    expect(await clerkPage.getByRole("button", { name: "New Adjustment" }).count()).toBe(0)
    await clerk.close()
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
    await page.getByRole("gridcell", { name: "Mvule" }).waitFor()
    await shot(page, "46-inventory-phone")
    await context.close()
  }, 120_000)
})
