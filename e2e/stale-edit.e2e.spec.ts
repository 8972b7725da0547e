import type { RunningApp } from "@timber/all-in-one"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { shot, signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"
import { toast } from "./receipt-steps"

/**
 * Issue 36 item 4 in Chromium: two people edit the same warehouse; the second save was made on
 * a warehouse that changed meanwhile, so it is refused and the dialog says so, with what changed.
 */
let app: RunningApp
let browser: Browser
let product: E2eProduct
let admin: string
let assetId: string

beforeAll(async () => {
  product = await startProduct("stale-edit")
  ;({ app, browser } = product)
  admin = await product.tokenOf(ADMIN)
  const created = await product.api(admin, "/management/warehouses", "POST", { code: "WH-DOCK", name: "Dock", address: "Dock road 1" })
  expect(created.status).toBe(201)
  const category = await product.api(admin, "/assets/categories", "POST", { name: "Machines", code: "MCH" })
  const asset = await product.api(admin, "/assets", "POST", {
    assetTag: "UD-0101",
    categoryId: category.body.id,
    name: "Planer - Felder",
    location: "Workshop 1",
    purchaseDate: "2026-01-10",
    purchasePrice: 12_500_000
  })
  expect(asset.status).toBe(201)
  assetId = asset.body.id
  const oiling = { maintenanceType: "Oiling", scheduledDate: "2026-02-01", status: "SCHEDULED", cost: 15_000 }
  expect((await product.api(admin, `/assets/${assetId}/maintenance`, "POST", oiling)).status).toBe(201)
}, 120_000)

afterAll(() => product?.close())

const openEdit = async (page: Page) => {
  await page.goto(`${app.url}/dashboard/management/warehouses`)
  await page.getByRole("button", { name: "Edit warehouse WH-DOCK" }).click()
  return page.getByRole("dialog", { name: "Edit Warehouse" })
}

describe("two people edit one warehouse", () => {
  it("given Asha and Baraka both opened the warehouse's edit form, when Asha saves first, then Baraka's save is refused in words, lists what changed, keeps his input, and loads the current version on request", async () => {
    const asha = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
    const baraka = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
    await signIn(asha, app.url, ADMIN.email, ADMIN.password)
    await signIn(baraka, app.url, ADMIN.email, ADMIN.password)
    const ashaForm = await openEdit(asha)
    const barakaForm = await openEdit(baraka)

    await ashaForm.getByLabel("Name").fill("Dock North")
    await ashaForm.getByRole("button", { name: "Save Changes" }).click()
    await toast(asha, "Warehouse updated successfully")

    await barakaForm.getByLabel("Address").fill("Harbour road 7")
    await barakaForm.getByRole("button", { name: "Save Changes" }).click()
    const notice = barakaForm.getByRole("alert").filter({ hasText: "This warehouse was changed by someone else while you were editing." })
    await notice.waitFor()
    expect(await notice.getByRole("listitem").allTextContents()).toEqual(["Name: Dock → Dock North"])
    // the dialog stays open with what Baraka typed
    expect(await barakaForm.getByLabel("Address").inputValue()).toBe("Harbour road 7")
    await shot(baraka, "stale-edit-warehouse")

    await notice.getByRole("button", { name: "Load the current version" }).click()
    await notice.waitFor({ state: "detached" })
    expect(await barakaForm.getByLabel("Name").inputValue()).toBe("Dock North")
    expect(await barakaForm.getByLabel("Address").inputValue()).toBe("Dock road 1")
    await barakaForm.getByLabel("Address").fill("Harbour road 7")
    await barakaForm.getByRole("button", { name: "Save Changes" }).click()
    await toast(baraka, "Warehouse updated successfully")
    await baraka.getByRole("gridcell", { name: "Harbour road 7" }).waitFor()
    await baraka.getByRole("gridcell", { name: "Dock North" }).waitFor()
  })

  it("given Baraka has an asset's edit form open, when Asha moves the asset meanwhile, then his save is refused in words with 'Location: Workshop 1 → Workshop 2', keeps his input, and saves once he loads the current version", async () => {
    const baraka = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
    await signIn(baraka, app.url, ADMIN.email, ADMIN.password)
    await baraka.goto(`${app.url}/dashboard/assets/${assetId}/edit`)
    await baraka.getByRole("heading", { name: "Edit Asset" }).waitFor()
    const serial = baraka.getByRole("textbox", { name: "Serial Number" })
    await serial.fill("FX-778")

    const moved = await product.api(admin, `/assets/${assetId}`, "PATCH", {
      assetTag: "UD-0101",
      categoryId: (await product.api(admin, `/assets/${assetId}`)).body.categoryId,
      name: "Planer - Felder",
      location: "Workshop 2",
      purchaseDate: "2026-01-10",
      purchasePrice: 12_500_000
    })
    expect(moved.status).toBe(200)

    await baraka.getByRole("button", { name: "Save Changes" }).click()
    // the form's notice (the toast says the same sentence)
    const notice = baraka
      .getByRole("alert")
      .filter({ hasText: "This asset was changed by someone else while you were editing." })
      .filter({ hasText: "What changed:" })
    await notice.waitFor()
    expect(await notice.getByRole("listitem").allTextContents()).toEqual(["Location: Workshop 1 → Workshop 2"])
    expect(await serial.inputValue()).toBe("FX-778")
    await shot(baraka, "stale-edit-asset")

    await notice.getByRole("button", { name: "Load the current version" }).click()
    await notice.waitFor({ state: "detached" })
    expect(await baraka.getByRole("textbox", { name: "Location" }).inputValue()).toBe("Workshop 2")
    await serial.fill("FX-778")
    await baraka.getByRole("button", { name: "Save Changes" }).click()
    await baraka.waitForURL(new RegExp(`/dashboard/assets/${assetId}$`))
    const saved = (await product.api(admin, `/assets/${assetId}`)).body
    expect([saved.location, saved.serialNumber]).toEqual(["Workshop 2", "FX-778"])
  })

  it("given Baraka has a maintenance record open, when Asha reschedules it meanwhile, then his save is refused in the dialog with what changed, and saves once he loads the current version", async () => {
    const baraka = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
    await signIn(baraka, app.url, ADMIN.email, ADMIN.password)
    await baraka.goto(`${app.url}/dashboard/assets/${assetId}`)
    await baraka.getByRole("tab", { name: /Maintenance/ }).click()
    await baraka.getByRole("button", { name: /^Edit Oiling/ }).click()
    const dialog = baraka.getByRole("dialog", { name: "Edit Maintenance" })
    await dialog.getByLabel("Performed by").fill("Juma")

    const record = (await product.api(admin, `/assets/${assetId}`)).body.maintenanceRecords[0]
    const rescheduled = await product.api(admin, `/assets/${assetId}/maintenance/${record.id}`, "PATCH", {
      maintenanceType: "Oiling",
      scheduledDate: "2026-02-03",
      status: "SCHEDULED",
      cost: 15_000
    })
    expect(rescheduled.status).toBe(200)

    await dialog.getByRole("button", { name: "Save" }).click()
    const notice = dialog.getByRole("alert").filter({ hasText: "This maintenance record was changed by someone else while you were editing." })
    await notice.waitFor()
    expect(await notice.getByRole("listitem").allTextContents()).toEqual(["Scheduled date: 2026-02-01 → 2026-02-03"])
    expect(await dialog.getByLabel("Performed by").inputValue()).toBe("Juma")

    await notice.getByRole("button", { name: "Load the current version" }).click()
    await notice.waitFor({ state: "detached" })
    expect(await dialog.getByLabel("Scheduled date").inputValue()).toBe("2026-02-03")
    await dialog.getByLabel("Performed by").fill("Juma")
    await dialog.getByRole("button", { name: "Save" }).click()
    await dialog.waitFor({ state: "detached" })
    await expect.poll(async () => (await product.api(admin, `/assets/${assetId}`)).body.maintenanceRecords[0].performedBy).toBe("Juma")
  })
})
