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

beforeAll(async () => {
  product = await startProduct("stale-edit")
  ;({ app, browser } = product)
  const admin = await product.tokenOf(ADMIN)
  const created = await product.api(admin, "/management/warehouses", "POST", { code: "WH-DOCK", name: "Dock", address: "Dock road 1" })
  expect(created.status).toBe(201)
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
})
