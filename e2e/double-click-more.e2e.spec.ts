import type { RunningApp } from "@timber/all-in-one"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { afterWrites, choose, doubleClick, followWrites, pageAs as pageAsIn, writesOf } from "./double-click-steps"
import { ADMIN, startProduct, type E2eProduct } from "./product"
import { chooseLot, sleeperField } from "./receipt-steps"

/**
 * Issue 37 item 1 "one intent, one effect", the dialogs double-click.e2e.spec.ts leaves: the
 * submit of every remaining create and decide is double-clicked, as an impatient user does, and
 * exactly one record comes of it, the dialog closes and no error toast shows.
 */

const BOSS = { email: "bahati.boss@timber.works", password: "E2e-boss-password" }

let app: RunningApp
let browser: Browser
let product: E2eProduct
let admin = ""
let yard = ""

const api = (path: string, token = admin, method = "GET", body?: unknown) => product.api(token, path, method, body)
const pageAs = (who: { email: string; password: string }) => pageAsIn(browser, app.url, who)
/** A read that sees every write the pages made (a second copy included), so a count cannot pass for want of waiting. */
const read = async (path: string, token = admin) => (await product.api(token, path, "GET", undefined, afterWrites())).body

beforeAll(async () => {
  product = await startProduct("double-click-more")
  ;({ app, browser } = product)
  admin = await product.tokenOf(ADMIN)
  const woodTypeId = (await api("/factory/wood-types", admin, "POST", { name: "Mvule", grade: "A" })).body.id
  yard = (await api("/management/warehouses", admin, "POST", { code: "WH-DBL", name: "Double Yard" })).body.id
  const lot = await api("/management/wood-receipts", admin, "POST", {
    wood_type_id: woodTypeId,
    supplier: "Sao Hill",
    receipt_date: "2026-11-20",
    lot_number: "LOT-DBL-MORE",
    purchase_order: "PO-DBL",
    total_volume_m3: 0.1,
    total_pieces: 1
  })
  expect(lot.status).toBe(201)
  expect((await api("/assets/categories", admin, "POST", { name: "Power tools", code: "PT" })).status).toBe(201)
  expect((await api("/users", admin, "POST", { ...BOSS, firstName: "Bahati", lastName: "Boss", role: "MANAGER" })).status).toBe(201)
}, 120_000)

afterAll(() => product?.close())

/** The warehouse's NOT_DRIED pieces of one thickness. */
const notDried = async (thickness: string) =>
  ((await read(`/management/warehouses/${yard}/stock`)) as Array<{ thickness: string; statusNotDried: number }>)
    .filter((row) => row.thickness === thickness)
    .reduce((sum, row) => sum + row.statusNotDried, 0)

describe("a double click makes one record and no error, on the remaining dialogs (Chromium)", () => {
  it("given a measured sleeper, when Submit is double-clicked, then it is received once; when Save Operation and End Operation are double-clicked, then one operation slices it once", async () => {
    const page = await pageAs(ADMIN)
    await page.goto(`${app.url}/dashboard/factory/receipt-processing`)
    await chooseLot(page, "LOT-DBL-MORE")
    await page.getByRole("region", { name: "Receipt information" }).getByText("Sao Hill").waitFor()
    await page.getByRole("button", { name: "Add Sleeper" }).click()
    await sleeperField(page, 1, "Thickness").fill("6")
    await sleeperField(page, 1, "Width").fill("8")
    await sleeperField(page, 1, "Length").fill("10")
    await page.getByTestId("receipt-total").getByText("0.0944 m³").waitFor()
    await page.getByRole("button", { name: "Submit & Complete" }).click()
    const submit = page.getByRole("dialog", { name: "Submit and complete receipt" })
    await choose(page, submit, "Receiving warehouse", "Double Yard (WH-DBL)")
    await doubleClick(page, submit.getByRole("button", { name: "Submit" }), "Receipt processed and completed successfully!", submit)
    // one sleeper into the yard, not two
    await expect.poll(() => notDried('6"')).toBe(1)

    await page.goto(`${app.url}/dashboard/factory/wood-slicer`)
    await page.getByRole("combobox", { name: "LOT Number" }).click()
    await page.getByRole("option", { name: "LOT-DBL-MORE · Mvule · Completed" }).click()
    await page.getByRole("button", { name: "Sleeper 1, available" }).click()
    await page.getByRole("textbox", { name: "Plank 1 Height (in)", exact: true }).fill("2")
    await page.getByRole("textbox", { name: "Plank 1 Width (in)", exact: true }).fill("7.5")
    await page.getByRole("textbox", { name: "Plank 1 Quantity", exact: true }).fill("2")
    await doubleClick(page, page.getByRole("button", { name: "Save Operation" }), "saved")
    await page.getByRole("button", { name: "Cancel Edit" }).waitFor()
    const operations = async () => ((await read("/factory/operations?lot_number=LOT-DBL-MORE")) as { items: Array<{ status: string }> }).items
    expect(await operations()).toHaveLength(1)

    await page.getByRole("button", { name: "End Operation" }).click()
    const confirm = page.getByRole("dialog", { name: "End Operation" })
    await doubleClick(page, confirm.getByRole("button", { name: "End Operation" }), "the sleeper left stock and its planks are in", confirm)
    await page.getByRole("button", { name: "Sleeper 1, sliced" }).waitFor()
    expect((await operations()).map((operation) => operation.status)).toEqual(["completed"])
    // the sleeper left once and its two planks came in once
    await expect.poll(() => notDried('2"')).toBe(2)
    expect(await notDried('6"')).toBe(0)
    await page.context().close()
  })

  it("given the asset form, when Save Asset is double-clicked, then one asset exists; on its page, when the maintenance Save is double-clicked, then one record is kept", async () => {
    const page = await pageAs(ADMIN)
    await page.goto(`${app.url}/dashboard/assets/new`)
    await page.getByRole("heading", { name: "Add New Asset" }).waitFor()
    await expect.poll(() => page.getByRole("textbox", { name: /^Asset Tag/ }).inputValue(), { timeout: 15_000 }).not.toBe("")
    await page.getByRole("combobox", { name: /^Category/ }).click()
    await page.getByRole("option", { name: "Power tools" }).click()
    await page.getByRole("textbox", { name: "Brand" }).fill("Makita")
    await page.getByRole("textbox", { name: "Model Number" }).fill("LS1019")
    await page.getByRole("textbox", { name: /^Purchase Date/ }).fill("2026-01-31")
    await page.getByRole("spinbutton", { name: /^Purchase Price/ }).fill("1250000")
    await doubleClick(page, page.getByRole("button", { name: "Save Asset" }), "Asset created successfully")
    await page.waitForURL(/\/dashboard\/assets\/(?!new$)[^/]+$/)
    const assets = async () => ((await read("/assets")) as { items: Array<{ id: string; name: string }> }).items
    expect((await assets()).filter((asset) => asset.name === "Power tools - Makita - LS1019")).toHaveLength(1)

    const id = page.url().split("/").pop()!
    await page.getByRole("heading", { level: 1, name: "Power tools - Makita - LS1019" }).waitFor()
    await page.getByRole("tab", { name: "Maintenance" }).click()
    await page.getByRole("button", { name: "Add Maintenance" }).click()
    const dialog = page.getByRole("dialog", { name: "Add Maintenance" })
    await dialog.getByLabel("Maintenance type").fill("Blade service")
    await dialog.getByLabel("Scheduled date").fill("2026-11-20")
    await doubleClick(page, dialog.getByRole("button", { name: "Save" }), "Maintenance record saved", dialog)
    await page.getByRole("table", { name: "Maintenance records" }).getByText("Blade service").waitFor()
    const records = (await read(`/assets/${id}`)) as { maintenanceRecords: Array<{ maintenanceType: string }> }
    expect(records.maintenanceRecords.map((record) => record.maintenanceType)).toEqual(["Blade service"])
    await page.context().close()
  })

  it("given the Add Wood Type dialog, when Create is double-clicked, then one wood type exists and no 'already exists'", async () => {
    const page = await pageAs(ADMIN)
    await page.goto(`${app.url}/dashboard/management/wood-types`)
    await page.getByRole("button", { name: "Add Wood Type" }).click()
    const dialog = page.getByRole("dialog", { name: "Add Wood Type" })
    await dialog.getByRole("textbox", { name: /^Name/ }).fill("Teak")
    await doubleClick(page, dialog.getByRole("button", { name: "Create", exact: true }), "Wood type created successfully", dialog)
    expect(((await read("/factory/wood-types")) as Array<{ name: string }>).filter((w) => w.name === "Teak")).toHaveLength(1)
    await page.context().close()
  })

  it("given Admin Settings → Security, when Create display is double-clicked, then one wall display exists and its link is shown once", async () => {
    const page = await pageAs(ADMIN)
    await page.goto(`${app.url}/dashboard/settings/admin`)
    await page.getByRole("tab", { name: "Security" }).click()
    await page.getByLabel("Display name").fill("Sawmill hall TV")
    await doubleClick(page, page.getByRole("button", { name: "Create display" }), 'Display "Sawmill hall TV" created')
    await page.getByRole("textbox", { name: "Wall link" }).waitFor()
    expect(await page.getByRole("textbox", { name: "Wall link" }).count()).toBe(1)
    expect(((await read("/display-tokens")) as Array<{ name: string }>).filter((d) => d.name === "Sawmill hall TV")).toHaveLength(1)
    await page.context().close()
  })

  it("given the Create New Folder dialog, when Create is double-clicked, then one folder exists and no 'already exists'", async () => {
    const page = await pageAs(ADMIN)
    await page.goto(`${app.url}/dashboard/website/files`)
    await page.getByRole("button", { name: "New Folder" }).click()
    const dialog = page.getByRole("dialog", { name: "Create New Folder" })
    await dialog.getByLabel("Folder Name").fill("Carousel")
    await doubleClick(page, dialog.getByRole("button", { name: "Create" }), "Folder created successfully", dialog)
    expect(((await read("/website/folders")) as { folders: Array<{ name: string }> }).folders.filter((f) => f.name === "Carousel")).toHaveLength(1)
    await page.context().close()
  })

  it("given the stocktake screen, when Start Stocktake is double-clicked, then one count is started", async () => {
    const page = await pageAs(ADMIN)
    await page.goto(`${app.url}/dashboard/assets/stocktake`)
    await page.getByText("No stocktakes yet").waitFor()
    await page.getByRole("combobox", { name: "Location" }).fill("Workshop A")
    await doubleClick(page, page.getByRole("button", { name: "Start Stocktake" }), "Stocktake started")
    await page.getByRole("heading", { name: "Counting at Workshop A" }).waitFor()
    expect(((await read("/stocktakes")) as Array<{ location: string }>).filter((s) => s.location === "Workshop A")).toHaveLength(1)
    await page.context().close()
  })

  it("given the Send Direct Message dialog, when Send is double-clicked, then the recipient gets one message", async () => {
    const page = await pageAs(ADMIN)
    await page.goto(`${app.url}/dashboard/notifications`)
    await page.getByRole("button", { name: "Send Message" }).click()
    const dialog = page.getByRole("dialog", { name: "Send Direct Message" })
    await dialog.getByRole("combobox", { name: /Recipient/ }).click()
    await page.getByRole("option", { name: /Bahati/ }).click()
    await dialog.getByRole("textbox", { name: /^Title/ }).fill("Kiln door")
    await dialog.getByRole("textbox", { name: /^Message/ }).fill("Please check the kiln door seal today.")
    await doubleClick(page, dialog.getByRole("button", { name: "Send" }), "Message sent successfully", dialog)
    const boss = await product.tokenOf(BOSS)
    const received = async () => ((await read("/notifications", boss)) as { items: Array<{ title: string }> }).items.filter((n) => n.title === "Kiln door")
    await expect.poll(async () => (await received()).length).toBeGreaterThan(0)
    expect(await received()).toHaveLength(1)
    await page.context().close()
  })

  it("given the public Coming Soon page, when Notify Me is double-clicked, then the visitor is on the list once and told so, not refused", async () => {
    const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await visitor.newPage()
    followWrites(page)
    await page.goto(`${app.url}/`)
    await page.getByLabel("Email address").fill("neema@visitor.co.tz")
    const writes = writesOf(page)
    await page.getByRole("button", { name: "Notify Me" }).dblclick()
    await page.getByText("Thank you! You have been added to our mailing list.").waitFor()
    await writes.answered()
    writes.stop()
    expect(await page.getByRole("status").innerText()).toBe("Thank you! You have been added to our mailing list.")
    const subscribers = (await read("/crm/newsletter/subscribers")) as { items: Array<{ email: string }> }
    expect(subscribers.items.filter((s) => s.email === "neema@visitor.co.tz")).toHaveLength(1)
    await visitor.close()
  })
})
