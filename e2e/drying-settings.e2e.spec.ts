import type { RunningApp } from "@timber/all-in-one"
import { DryingSettingsMessages } from "@timber/contracts"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { shot, signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"

/**
 * Wood Drying Settings (factory spec section 2.4): a manager prices the kiln, the depreciation
 * follows as typed, the prices survive a reload, and the settings log says who changed them.
 */
let app: RunningApp
let browser: Browser
let product: E2eProduct

beforeAll(async () => {
  product = await startProduct("drying-settings")
  ;({ app, browser } = product)
}, 120_000)

afterAll(() => product?.close())

const box = (page: Page, label: string) => page.getByRole("spinbutton", { name: label })
const figure = (page: Page, label: string) => page.getByText(label, { exact: true }).locator("xpath=following-sibling::*[1]")

describe("Wood Drying Settings in Chromium", () => {
  it("an ADMIN prices the oven, sees the depreciation change, saves, reloads and finds the prices kept", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${app.url}/dashboard/management/drying-settings`)
    await page.getByRole("heading", { name: "Wood Drying Settings" }).waitFor()

    // section 9's defaults: a free oven over 10 years depreciates nothing
    expect(await box(page, "Oven purchase price").inputValue()).toBe("0")
    expect(await box(page, "Lifespan").inputValue()).toBe("10")
    expect(await figure(page, "Annual depreciation").textContent()).toBe("TZS 0.00")

    await box(page, "Oven purchase price").fill("48000000")
    await box(page, "Lifespan").fill("8")
    await box(page, "Labour cost per hour").fill("3500")
    expect(await figure(page, "Annual depreciation").textContent()).toBe("TZS 6,000,000.00")
    expect(await figure(page, "Monthly depreciation").textContent()).toBe("TZS 500,000.00")
    await page.getByRole("button", { name: "Save Settings" }).click()
    await page.getByText(DryingSettingsMessages.saved).waitFor()
    await shot(page, "70-drying-settings")
    // hidden after 3 seconds (section 8)
    await page.getByText(DryingSettingsMessages.saved).waitFor({ state: "detached", timeout: 5000 })

    await page.reload()
    await page.getByRole("heading", { name: "Wood Drying Settings" }).waitFor()
    await expect.poll(() => box(page, "Oven purchase price").inputValue()).toBe("48000000")
    expect(await box(page, "Lifespan").inputValue()).toBe("8")
    expect(await box(page, "Labour cost per hour").inputValue()).toBe("3500")
    expect(await figure(page, "Monthly depreciation").textContent()).toBe("TZS 500,000.00")

    // what a batch's cost reads is what was saved
    const token = await product.tokenOf(ADMIN)
    expect((await product.api(token, "/settings/ovenPurchasePrice")).body).toEqual({ key: "ovenPurchasePrice", value: 48000000 })
    await context.close()
  })

  it("on a phone the two cost groups stack and Save Settings is in reach", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${app.url}/dashboard/management/drying-settings`)
    await box(page, "Oven purchase price").waitFor()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    await page.getByRole("button", { name: "Save Settings" }).waitFor()
    await shot(page, "71-drying-settings-phone")
    await context.close()
  })
})
