import type { RunningApp } from "@timber/all-in-one"
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import type { Browser, Locator, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SCREENSHOTS, shot, signIn } from "./browser"
import { pdfText } from "./pdf-text"
import { ADMIN, startProduct, type E2eProduct } from "./product"
import { toast } from "./receipt-steps"

const BOSS = { email: "baraka.boss@timber.works", password: "E2e-boss-password" }

let app: RunningApp
let browser: Browser
let product: E2eProduct
let main = ""
let kiln = ""

const api = (path: string, token: string, method = "GET", body?: unknown) => product.api(token, path, method, body)
const choose = async (page: Page, scope: Locator | Page, label: string, option: string | RegExp) => {
  await scope.getByRole("combobox", { name: label }).click()
  await page.getByRole("option", { name: option }).click()
}
const card = (page: Page, number: string) => page.getByRole("article", { name: `Transfer ${number}` })

beforeAll(async () => {
  product = await startProduct("wood-transfer")
  ;({ app, browser } = product)
  const admin = await product.tokenOf(ADMIN)
  const woodType = await api("/factory/wood-types", admin, "POST", { name: "Mvule", grade: "A" })
  main = (await api("/management/warehouses", admin, "POST", { code: "WH-MAIN", name: "Main Yard" })).body.id
  kiln = (await api("/management/warehouses", admin, "POST", { code: "WH-KILN", name: "Kiln Site" })).body.id
  for (const [warehouseId, woodStatus, quantity] of [
    [main, "DRIED", 50],
    [main, "NOT_DRIED", 20],
    [kiln, "DRIED", 5]
  ] as const) {
    const adjusted = await api("/management/stock/adjustments", admin, "POST", {
      warehouseId,
      woodTypeId: woodType.body.id,
      product: "PLANK",
      thickness: '1"',
      width: '6"',
      woodStatus,
      quantity,
      reason: "Count"
    })
    expect(adjusted.status).toBe(201)
  }
  expect((await api("/users", admin, "POST", { ...BOSS, firstName: "Baraka", lastName: "Boss", role: "MANAGER" })).status).toBe(201)
}, 120_000)

afterAll(() => product?.close())

const createTransfer = async (page: Page, quantity: string, notes: string, driedAtMain: number) => {
  await page.getByRole("button", { name: "New Transfer" }).click()
  const dialog = page.getByRole("dialog", { name: "Create New Transfer" })
  const create = dialog.getByRole("button", { name: "Create" })
  expect(await create.isDisabled()).toBe(true)
  await choose(page, dialog, "From Warehouse", /Main Yard/)
  await dialog.getByRole("combobox", { name: "To Warehouse" }).click()
  // the to-warehouse list leaves out the warehouse the wood leaves
  expect(await page.getByRole("option", { name: /Main Yard/ }).count()).toBe(0)
  await page.getByRole("option", { name: /Kiln Site/ }).click()
  const item = dialog.getByRole("group", { name: "Item 1" })
  await choose(page, item, "Wood Type", "Mvule")
  expect(await item.getByRole("combobox", { name: "Status" }).textContent()).toBe("Not Dried")
  // the size is a row in stock at Main Yard: its product and nominal size, with the pieces and m³ it holds in the status
  // (pieces counted in by adjustments bring no m³)
  await choose(page, item, "Size", 'Plank 1" × 6" — 20 pcs · 0.000 m³')
  await item.getByText("Available: 20").waitFor()
  await choose(page, item, "Status", /^Dried$/)
  expect(await item.getByRole("combobox", { name: "Size" }).textContent()).toBe(`Plank 1" × 6" — ${driedAtMain} pcs · 0.000 m³`)
  await item.getByText(`Available: ${driedAtMain}`).waitFor()
  await item.getByLabel("Quantity").fill(String(driedAtMain + 1))
  expect(await create.isDisabled()).toBe(true)
  await item.getByLabel("Quantity").fill(quantity)
  // one item: no remove button; two: each may go
  expect(await dialog.getByRole("button", { name: /Remove item/ }).count()).toBe(0)
  await dialog.getByRole("button", { name: "Add Item" }).click()
  expect(await dialog.getByRole("button", { name: /Remove item/ }).count()).toBe(2)
  await dialog.getByRole("button", { name: "Remove item 2" }).click()
  await dialog.getByLabel("Notes").fill(notes)
  await shot(page, "transfer-02-create-dialog")
  await create.click()
  await toast(page, "Transfer created successfully")
}

describe("wood transfers in Chromium", () => {
  it("an admin creates a transfer, a manager approves it, Inventory shows it in transit, the manager marks it received, the admin sees the destination stock and the notification, opens it by ?transfer=, reads its PDF back; another is rejected with a reason", async () => {
    const year = new Date().getUTCFullYear()
    const first = `TR-${year}-0001`
    const second = `TR-${year}-0002`
    const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })
    const page = await adminContext.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${app.url}/dashboard/factory/wood-transfer`)
    await page.getByRole("heading", { name: "Wood Transfers" }).waitFor()
    await createTransfer(page, "12", "For the kiln", 50)
    await card(page, first).waitFor()
    // the creator is not offered Approve on their own transfer
    expect(await card(page, first).getByRole("button", { name: "Approve" }).count()).toBe(0)
    await page.getByRole("button", { name: "Pending Approval (1)" }).waitFor()
    await shot(page, "transfer-01-list-desktop")

    // the manager approves
    const bossContext = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const boss = await bossContext.newPage()
    await signIn(boss, app.url, BOSS.email, BOSS.password)
    await boss.goto(`${app.url}/dashboard/factory/wood-transfer`)
    await card(boss, first).getByRole("button", { name: "Approve" }).click()
    await toast(boss, "Transfer approved successfully")
    await card(boss, first).getByText("APPROVED").waitFor()
    await boss.getByRole("button", { name: "In Transit (1)" }).waitFor()

    // Inventory: in transit at both ends, and the Pending Arrivals panel at the destination
    await page.goto(`${app.url}/dashboard/factory/inventory`)
    await page.getByRole("gridcell", { name: "Mvule" }).first().waitFor()
    const inTransit = page.locator('[role="row"]', { hasText: "Mvule" }).first()
    await expect.poll(async () => await inTransit.textContent(), { timeout: 10_000 }).toContain("12")
    await choose(page, page, "Warehouse", /Kiln Site/)
    await page.getByRole("region", { name: "Pending Arrivals" }).getByText(first).waitFor()
    await shot(page, "transfer-03-inventory-in-transit")

    // the manager marks it received, telling the admin
    await card(boss, first).getByRole("button", { name: "Mark Received" }).click()
    const complete = boss.getByRole("dialog", { name: /Complete Transfer/ })
    await choose(boss, complete, "Notify User (optional)", /System Administrator|admin/i)
    await complete.getByRole("button", { name: "Mark Received" }).click()
    await toast(boss, "Transfer completed successfully")

    // the destination holds the pieces now (5 + 12 dried), nothing in transit, and nothing arriving
    await page.reload()
    await choose(page, page, "Warehouse", /Kiln Site/)
    const kilnRow = page.locator('[role="row"]', { hasText: "Mvule" }).first()
    await expect.poll(async () => (await kilnRow.textContent()) ?? "", { timeout: 10_000 }).toContain("17")
    await page.getByText("No transfers on their way to this warehouse").waitFor()

    // the notification: in the top bar's popover, then in the centre, linking to the transfer
    await page.getByRole("button", { name: /^Notifications:/ }).click()
    await page.getByRole("presentation").getByText("Transfer completed").first().waitFor({ timeout: 15_000 })
    await shot(page, "transfer-04a-popover")
    await page.keyboard.press("Escape")
    await page.goto(`${app.url}/dashboard/notifications`)
    const notice = page.getByText(/TR-\d{4}-0001: 12 pieces from Main Yard to Kiln Site were received by Baraka Boss/)
    await notice.waitFor({ timeout: 15_000 })
    await shot(page, "transfer-04-notification")
    await notice.click()
    await page.waitForURL(/wood-transfer\?transfer=/)
    const details = page.getByRole("dialog", { name: /Transfer Details/ })
    await details.getByText("Approved By").waitFor()
    await details
      .getByText(/Baraka Boss/)
      .first()
      .waitFor()
    await shot(page, "transfer-05-details")
    const [download] = await Promise.all([page.waitForEvent("download"), details.getByRole("button", { name: "Download PDF" }).click()])
    expect(download.suggestedFilename()).toBe(`${first}.pdf`)
    mkdirSync(SCREENSHOTS, { recursive: true })
    const path = join(SCREENSHOTS, `${first}.pdf`)
    await download.saveAs(path)
    const text = pdfText(path).replace(/[ \t]+/g, " ")
    expect(text).toContain(`Wood Transfer ${first}`)
    expect(text).toContain("Main Yard (WH-MAIN)")
    expect(text).toContain("Kiln Site (WH-KILN)")
    expect(text).toContain('Mvule Plank 1" × 6" 12 0.000 m³ Dried')
    await details.getByRole("button", { name: "Close" }).click()

    // a second transfer, rejected with a reason
    await createTransfer(page, "3", "Second load", 38)
    await boss.reload()
    await card(boss, second).getByRole("button", { name: "Reject" }).click()
    const reject = boss.getByRole("dialog", { name: /Reject Transfer/ })
    await reject.getByLabel("Reason for rejection").fill("Wrong thickness")
    await reject.getByRole("button", { name: "Reject" }).click()
    await toast(boss, "Transfer rejected")
    await card(boss, second).getByText("REJECTED").waitFor()
    const rejected = (await api("/transfers", await product.tokenOf(ADMIN))).body.items.find((t: { transferNumber: string }) => t.transferNumber === second)
    await page.goto(`${app.url}/dashboard/factory/wood-transfer?transfer=${rejected.id}`)
    const rejectedDetails = page.getByRole("dialog", { name: /Transfer Details/ })
    await rejectedDetails.getByText("Rejected By").waitFor()
    await rejectedDetails.getByText("Wrong thickness", { exact: true }).waitFor()
    await rejectedDetails.getByRole("button", { name: "Close" }).click()

    // search over wood type names, case-insensitively; chips
    await page.getByLabel("Search transfers").fill("kiln site")
    await card(page, first).waitFor()
    await page.getByRole("button", { name: "Completed (1)" }).click()
    // the chip filters on the server: the rejected card leaves once the completed page arrives
    await expect.poll(() => card(page, second).count()).toBe(0)
    await page.getByRole("button", { name: /All Transfers/ }).click()
    await page.getByLabel("Search transfers").fill("")

    // a phone
    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const phone = await phoneContext.newPage()
    await signIn(phone, app.url, ADMIN.email, ADMIN.password)
    await phone.goto(`${app.url}/dashboard/factory/wood-transfer`)
    await card(phone, first).waitFor()
    await shot(phone, "transfer-06-list-phone")
    await Promise.all([adminContext.close(), bossContext.close(), phoneContext.close()])
  }, 240_000)
})
