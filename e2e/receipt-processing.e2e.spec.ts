import type { RunningApp } from "@timber/all-in-one"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { shot, signIn } from "./browser"
import { ADMIN, startProduct, type Credentials, type E2eProduct } from "./product"
import { chooseLot, measureReceiptAndSaveDraft, sleeperField } from "./receipt-steps"

let app: RunningApp
let browser: Browser
let product: E2eProduct
let adminToken: string
let woodTypeId: string

const api = (path: string, token: string, method = "GET", body?: unknown) => product.api(token, path, method, body)
const login = (who: Credentials) => product.tokenOf(who)
const createLot = (lotNumber: string) =>
  api("/management/wood-receipts", adminToken, "POST", {
    wood_type_id: woodTypeId,
    supplier: "Sao Hill",
    receipt_date: "2026-11-20",
    lot_number: lotNumber,
    purchase_order: "PO-RP",
    total_volume_m3: 0.2,
    total_pieces: 2
  })

beforeAll(async () => {
  product = await startProduct("receipt")
  ;({ app, browser } = product)
  adminToken = await login(ADMIN)
  woodTypeId = (await api("/factory/wood-types", adminToken, "POST", { name: "Mvule", grade: "A" })).body.id
  expect((await createLot("LOT-RP-E2E")).status).toBe(201)
  expect((await createLot("LOT-RP-PHONE")).status).toBe(201)
  expect((await createLot("LOT-RP-LEAVE")).status).toBe(201)
})

afterAll(() => product?.close())

describe("receipt processing in Chromium", () => {
  it("an admin measures a receipt in imperial and metric, saves a draft, finds it after a reload and reads its PDF; without a warehouse that keeps stock the submit dialog says where to make one", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await measureReceiptAndSaveDraft(page, app.url, "LOT-RP-E2E")
    await page.getByRole("button", { name: "Submit & Complete" }).click()
    const submit = page.getByRole("dialog", { name: "Submit and complete receipt" })
    await submit.getByText("There is no active warehouse that keeps stock. Create one in Warehouse Management first.").waitFor()
    expect(await submit.getByRole("button", { name: "Submit" }).isDisabled()).toBe(true)
    await shot(page, "34-receipt-processing-no-warehouse")
    await submit.getByRole("link", { name: "Open Warehouse Management" }).click()
    await page.waitForURL(/\/dashboard\/management\/warehouses/)
    await context.close()
  })

  it("given a '-5' typed and unsaved measurements, when the sidebar leads to Inventory, then the field kept '-5' with its range error, and the console asks before dropping the work (Cancel stays, Leave goes)", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${app.url}/dashboard/factory/receipt-processing`)
    await chooseLot(page, "LOT-RP-LEAVE")
    await page.getByRole("button", { name: "Add Sleeper" }).click()
    // key by key, as a person types it: the minus used to vanish and leave 5
    await sleeperField(page, 1, "Thickness").pressSequentially("-5")
    expect(await sleeperField(page, 1, "Thickness").inputValue()).toBe("-5")
    await page.getByText("Thickness must be between 0.5 and 18 in").waitFor()
    await sleeperField(page, 1, "Thickness").fill("6")
    await sleeperField(page, 1, "Width").fill("8")
    const inventory = page.getByRole("navigation").getByRole("link", { name: /Inventory Reports/ })
    await inventory.click()
    const ask = page.getByRole("dialog", { name: "Leave without saving?" })
    await ask.waitFor()
    await shot(page, "35-receipt-processing-leave-unsaved")
    await ask.getByRole("button", { name: "Cancel" }).click()
    await ask.waitFor({ state: "hidden" })
    expect(new URL(page.url()).pathname).toBe("/dashboard/factory/receipt-processing")
    expect(await sleeperField(page, 1, "Width").inputValue()).toBe("8")
    await inventory.click()
    await page.getByRole("dialog", { name: "Leave without saving?" }).getByRole("button", { name: "Leave without saving" }).click()
    await page.waitForURL(/\/dashboard\/factory\/inventory/)
    await context.close()
  })

  it("on a phone, sleepers are cards and the actions sit in a fixed bottom bar", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${app.url}/dashboard/factory/receipt-processing`)
    await chooseLot(page, "LOT-RP-PHONE")
    await page.getByRole("button", { name: "Add Sleeper" }).click()
    await sleeperField(page, 1, "Thickness").fill("6")
    await sleeperField(page, 1, "Width").fill("8")
    await sleeperField(page, 1, "Length").fill("10")
    await expect.poll(() => page.getByTestId("sleeper-card").count()).toBe(1)
    const bar = page.getByRole("region", { name: "Receipt actions" })
    await bar.getByText("1 · 0.0944 m³").waitFor()
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe("fixed")
    await shot(page, "33-receipt-processing-phone")
    await context.close()
  })
})
