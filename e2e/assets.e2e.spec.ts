import type { RunningApp } from "@timber/all-in-one"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { shot, signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"
import { toast } from "./receipt-steps"

const READER = { email: "rhoda.reader@timber.works", password: "E2e-reader-password" }
const FUNDI = { email: "juma.fundi@timber.works", password: "E2e-fundi-password" }
const LONG = "Heavy duty 2200 W circular saw with a 235 mm blade, laser guide and dust port"

let app: RunningApp
let browser: Browser
let product: E2eProduct
let admin = ""
let truckId = ""

const api = (path: string, method = "GET", body?: unknown) => product.api(admin, path, method, body)
const choose = async (page: Page, label: string, option: string | RegExp) => {
  await page.getByRole("combobox", { name: label }).click()
  await page.getByRole("option", { name: option }).click()
}
/** A stats card's figure: the paragraph after the card's title (a status chip of the same word is a span, not a card). */
const statValue = (page: Page, title: string) => page.locator("p", { hasText: new RegExp(`^${title}$`) }).locator("xpath=following-sibling::*[1]")

beforeAll(async () => {
  product = await startProduct("assets")
  ;({ app, browser } = product)
  admin = await product.tokenOf(ADMIN)
  expect((await api("/users", "POST", { ...READER, firstName: "Rhoda", lastName: "Reader", role: "USER" })).status).toBe(201)
  expect((await api("/users", "POST", { ...FUNDI, firstName: "Juma", lastName: "Fundi", role: "USER" })).status).toBe(201)
}, 120_000)

afterAll(() => product?.close())

describe("asset register in the browser", () => {
  it("a manager adds a category on Asset Settings, finds the asset in the list, filters it, lends it, takes it back, deletes it; a USER only reads", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)

    // Asset Settings: an empty register, then a category typed in lower case comes out upper-cased
    await page.goto(`${app.url}/dashboard/assets/settings`)
    await page.getByText("No categories yet").waitFor()
    await page.getByRole("button", { name: "Add Category" }).click()
    const dialog = page.getByRole("dialog", { name: "Add Category" })
    await dialog.getByLabel("Name").fill("Power Tools")
    await dialog.getByLabel("Code").fill("pt-power-tools-x")
    expect(await dialog.getByLabel("Code").inputValue()).toBe("PT-POWER-T")
    await dialog.getByLabel("Code").fill("pt")
    expect(await dialog.getByLabel("Code").inputValue()).toBe("PT")
    await dialog.getByRole("button", { name: "Add Category" }).click()
    await toast(page, "Category created successfully")
    await page.getByRole("gridcell", { name: "PT", exact: true }).waitFor()
    const categories = (await api("/assets/categories")).body as Array<{ id: string; code: string }>
    const tools = categories.find((c) => c.code === "PT")!.id
    const vehicles = await api("/assets/categories", "POST", { name: "Vehicles", code: "VH" })
    expect(vehicles.status).toBe(201)

    // the form is another screen's: the assets come in through the API
    const saw = await api("/assets", "POST", {
      assetTag: "UD-0001",
      categoryId: tools,
      name: "Circular saw - Makita",
      description: LONG,
      brand: "Makita",
      purchaseDate: "2026-01-31",
      purchasePrice: 450_000.4,
      warrantyDurationValue: 1,
      warrantyDurationUnit: "MONTHS",
      lifespanValue: 5,
      lifespanUnit: "YEARS"
    })
    expect(saw.status).toBe(201)
    const truck = await api("/assets", "POST", {
      assetTag: "UD-0002",
      categoryId: vehicles.body.id,
      name: "Isuzu truck",
      brand: "Isuzu",
      status: "BROKEN",
      purchaseDate: "2025-06-01",
      purchasePrice: 62_000_000
    })
    expect(truck.status).toBe(201)

    // the settings' stats count them as soon as the server says the register changed (live topic `assets`), no reload
    await expect.poll(() => statValue(page, "Categories").textContent(), { timeout: 15_000 }).toBe("2")
    await expect.poll(() => statValue(page, "Total Value").textContent(), { timeout: 15_000 }).toBe("TZS 62,450,000")
    await page.getByRole("gridcell", { name: "VH", exact: true }).waitFor()
    await shot(page, "assets-01-settings-desktop")

    // a category holding an asset can't go
    await page.getByRole("button", { name: "Delete category PT" }).click()
    await page.getByRole("dialog", { name: "Delete Category" }).getByText("Are you sure you want to delete this category?").waitFor()
    await page.getByRole("button", { name: "Delete", exact: true }).click()
    await toast(page, "Cannot delete category with existing assets")
    await page.getByRole("gridcell", { name: "PT", exact: true }).waitFor()

    // the list: stats, description cut at 50, prices without decimals
    await page.goto(`${app.url}/dashboard/assets`)
    await page.getByRole("gridcell", { name: "UD-0001", exact: true }).waitFor()
    await expect.poll(() => statValue(page, "Total Assets").textContent()).toBe("2")
    await expect.poll(() => statValue(page, "Active").textContent()).toBe("1")
    await expect.poll(() => statValue(page, "Broken").textContent()).toBe("1")
    await expect.poll(() => statValue(page, "In Maintenance").textContent()).toBe("0")
    await expect.poll(() => statValue(page, "Total Value").textContent()).toBe("TZS 62,450,000")
    await page.getByText(`${LONG.slice(0, 50)}…`, { exact: true }).waitFor()
    await page.getByRole("gridcell", { name: "TZS 450,000", exact: true }).waitFor()
    await page.getByRole("button", { name: "Add Asset" }).waitFor()
    await page.getByRole("link", { name: "Stocktake" }).waitFor()
    await shot(page, "assets-02-list-desktop")
    // on a 1366 px laptop the row actions are on screen, not behind a sideways scroll
    await page.setViewportSize({ width: 1366, height: 800 })
    const deleteAction = page.getByRole("button", { name: "Delete asset UD-0001" })
    await expect
      .poll(async () => ((await deleteAction.boundingBox()) ?? { x: 9999, width: 0 }).x + ((await deleteAction.boundingBox())?.width ?? 0))
      .toBeLessThanOrEqual(1366)
    await page.setViewportSize({ width: 1440, height: 900 })

    // filters: by status, then by category (its count shown)
    await choose(page, "Status", "Broken")
    await expect.poll(() => page.getByRole("row").count(), { timeout: 10_000 }).toBe(2)
    await page.getByRole("gridcell", { name: "UD-0002", exact: true }).waitFor()
    await choose(page, "Status", "All Statuses")
    await choose(page, "Category", "Power Tools (1)")
    await expect.poll(() => page.getByRole("row").count(), { timeout: 10_000 }).toBe(2)
    await page.getByRole("gridcell", { name: "UD-0001", exact: true }).waitFor()
    await choose(page, "Category", "All Categories")
    await page.getByLabel("Search assets").fill("isuzu")
    await expect.poll(() => page.getByRole("row").count(), { timeout: 10_000 }).toBe(2)
    await page.getByRole("gridcell", { name: "UD-0002", exact: true }).waitFor()
    await page.getByLabel("Search assets").fill("no such thing")
    await page.getByText("No assets match these filters").waitFor()
    await page.getByLabel("Search assets").fill("")

    // detail: cards, warranty as the server worked it out, assign to a user and return
    await page.getByRole("button", { name: "View asset UD-0001" }).click()
    await page.getByRole("heading", { level: 1, name: "Circular saw - Makita" }).waitFor()
    await page.getByText("5 Years").waitFor()
    await page.getByText("Not assigned").waitFor()
    await page.getByRole("tab", { name: "Purchase & Warranty" }).click()
    await page.getByText("Jan 31, 2026").first().waitFor()
    await page.getByText("Feb 28, 2026").waitFor()
    await page.getByRole("button", { name: "Assign Asset" }).click()
    const assign = page.getByRole("dialog", { name: "Assign Asset" })
    expect(await assign.getByRole("button", { name: "Assign" }).isDisabled()).toBe(true)
    await choose(page, "User", "Juma Fundi")
    await assign.getByLabel("Project").fill("Mlimani Hotel")
    await assign.getByLabel("Notes").fill("For the site")
    await shot(page, "assets-03-assign-dialog")
    await assign.getByRole("button", { name: "Assign" }).click()
    await toast(page, "Asset assigned successfully")
    await page.getByText("User: Juma Fundi · Project: Mlimani Hotel").first().waitFor()
    await page.getByRole("button", { name: "Return Asset" }).click()
    const giveBack = page.getByRole("dialog", { name: "Return Asset" })
    await giveBack.getByLabel("Notes").fill("Blade dull")
    await giveBack.getByRole("button", { name: "Return Asset" }).click()
    await toast(page, "Asset returned successfully")
    await page.getByRole("button", { name: "Assign Asset" }).waitFor()
    await page.getByRole("tab", { name: "Assignment History" }).click()
    const history = page.getByRole("table", { name: "Assignment History" })
    await history.getByText("User: Juma Fundi · Project: Mlimani Hotel").waitFor()
    await history.getByText("For the site").waitFor()
    await history.getByText("On return: Blade dull").waitFor()
    expect(await history.getByText("Not returned").count()).toBe(0)
    await shot(page, "assets-04-detail-history-desktop")

    // a USER reads the same screens but is offered no write
    const readerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const reader = await readerContext.newPage()
    await signIn(reader, app.url, READER.email, READER.password)
    await reader.goto(`${app.url}/dashboard/assets`)
    await reader.getByRole("gridcell", { name: "UD-0001", exact: true }).waitFor()
    expect(await reader.getByRole("button", { name: "View asset UD-0001" }).count()).toBe(1)
    for (const name of ["Add Asset", "Edit asset UD-0001", "Delete asset UD-0001"]) expect(await reader.getByRole("button", { name }).count()).toBe(0)
    expect(await reader.getByRole("link", { name: "Add Asset" }).count()).toBe(0)
    await reader.goto(`${app.url}/dashboard/assets/${saw.body.id}`)
    await reader.getByRole("heading", { level: 1, name: "Circular saw - Makita" }).waitFor()
    for (const name of ["Edit", "Delete", "Assign Asset", "Return Asset"]) {
      expect(await reader.getByRole("button", { name, exact: true }).count()).toBe(0)
      expect(await reader.getByRole("link", { name, exact: true }).count()).toBe(0)
    }
    await reader.goto(`${app.url}/dashboard/assets/settings`)
    await reader.getByRole("gridcell", { name: "PT", exact: true }).waitFor()
    for (const name of ["Add Category", "Edit category PT", "Delete category PT"]) expect(await reader.getByRole("button", { name }).count()).toBe(0)
    await shot(reader, "assets-05-settings-user")
    await readerContext.close()

    // delete from the detail: asked first, then back on the list without it
    await page.getByRole("button", { name: "Delete", exact: true }).click()
    await page.getByRole("dialog", { name: "Delete Asset" }).getByText("Are you sure you want to delete this asset?").waitFor()
    await page.getByRole("dialog", { name: "Delete Asset" }).getByRole("button", { name: "Delete" }).click()
    await toast(page, "Asset deleted successfully")
    await page.waitForURL(/\/dashboard\/assets$/)
    await page.getByRole("gridcell", { name: "UD-0002", exact: true }).waitFor()
    await expect.poll(() => page.getByRole("gridcell", { name: "UD-0001", exact: true }).count(), { timeout: 10_000 }).toBe(0)

    // an unknown id and a malformed one: 'Asset not found', no crash
    await page.goto(`${app.url}/dashboard/assets/${saw.body.id}`)
    await page.getByRole("heading", { level: 1, name: "Asset not found" }).waitFor()
    await page.goto(`${app.url}/dashboard/assets/%E2%9C%93%20'%22%3Cx%3E`)
    await page.getByRole("heading", { level: 1, name: "Asset not found" }).waitFor()
    await shot(page, "assets-06-not-found")
    await context.close()
    truckId = truck.body.id
  }, 420_000)

  it("on a phone the list is cards and the detail stacks", async () => {
    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const phone = await phoneContext.newPage()
    await signIn(phone, app.url, ADMIN.email, ADMIN.password)
    await phone.goto(`${app.url}/dashboard/assets`)
    await phone.getByRole("article", { name: "Asset UD-0002" }).waitFor()
    expect(await phone.getByRole("grid").count()).toBe(0)
    await shot(phone, "assets-07-list-phone")
    await phone.goto(`${app.url}/dashboard/assets/${truckId}`)
    await phone.getByRole("heading", { level: 1, name: "Isuzu truck" }).waitFor()
    await shot(phone, "assets-08-detail-phone")
    await phoneContext.close()
  }, 240_000)
})
