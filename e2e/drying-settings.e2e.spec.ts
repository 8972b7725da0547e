import type { RunningApp } from "@timber/all-in-one"
import { DryingSettingsMessages } from "@timber/contracts"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { shot, signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"
import { receivedLot, stockWarehouse, type Write } from "@timber/all-in-one/testing/received-lot"

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
    // no separate rate to disagree with the lifespan: 8 years is 12.5 % a year
    expect(await figure(page, "Depreciation rate").textContent()).toBe("12.5 % a year")
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
    expect((await product.api(token, "/settings/ovenPurchasePrice")).body).toMatchObject({ key: "ovenPurchasePrice", value: 48000000 })
    await context.close()
  })

  it("a completed kiln charge is listed under Kiln charges with its kWh and TZS per m³ of wood dried", async () => {
    const token = await product.tokenOf(ADMIN)
    const write: Write = (method, path, json) =>
      fetch(`${app.url}/api${path}`, { method, headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify(json) })
    const woodTypeId = (await product.api(token, "/factory/wood-types", "POST", { name: "Mninga", grade: "A" })).body.id as string
    const warehouseId = await stockWarehouse(write, "WH-KILN")
    // ten 2" sleepers of 20 cm x 3 m: 0.03048 m³ each, 0.3048 m³ for the ten dried
    await receivedLot(write, { lotNumber: "LOT-KILN-1", woodTypeId, warehouseId, sleepers: [{ height: 5.08, width: 20, length: 300, quantity: 10 }] })
    const start = "2026-11-20T06:00:00.000Z"
    const batch = await product.api(token, "/factory/drying-processes", "POST", {
      warehouseId,
      woodTypeId,
      thickness: 50.8,
      thicknessUnit: "mm",
      // the row the receipt's sleepers went into: 5.08 cm x 20 cm is nominal 2" x 8" (issue 37 item 5)
      stockThickness: '2"',
      stockProduct: "SLEEPER",
      stockWidth: '8"',
      pieceCount: 10,
      startingHumidity: 40,
      startingElectricityUnits: 1000,
      startTime: start,
      useStock: true
    })
    expect(batch.status).toBe(201)
    for (const [hours, meter, humidity] of [
      [6, 950, 30],
      [20, 900, 13]
    ] as const) {
      const readingTime = new Date(Date.parse(start) + hours * 3_600_000).toISOString()
      expect(
        (await product.api(token, `/factory/drying-processes/${batch.body.id}/readings`, "POST", { electricityMeter: meter, humidity, readingTime })).status
      ).toBe(201)
    }
    const endTime = new Date(Date.parse(start) + 24 * 3_600_000).toISOString()
    expect((await product.api(token, `/factory/drying-processes/${batch.body.id}`, "PUT", { status: "COMPLETED", endTime })).status).toBe(200)

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${app.url}/dashboard/management/drying-settings`)
    const charges = page.getByRole("region", { name: "Kiln charges" })
    const row = charges.getByRole("row").filter({ hasText: batch.body.batchNumber })
    await row.waitFor()
    // 100 kWh for 0.3048 m³: 328.1 kWh per m³
    expect(await row.locator('[data-field="kwhPerM3"]').textContent()).toBe("328.1")
    expect(await row.locator('[data-field="volumeM3"]').textContent()).toBe("0.305")
    // 100 kWh at the default 292 TZS tariff + 24 h of a 6,000,000 TZS-a-year oven + 24 h of labour at the 3,500 TZS an hour saved above
    // (issue 37: the labour setting is charged) = 129,638.36 TZS; per 0.3048 m³
    expect(await row.locator('[data-field="costPerM3"]').textContent()).toBe("TZS 425,322.69")
    await shot(page, "72-drying-settings-kiln-charges")
    await context.close()
  })

  it("the recharge register: a LUKU recharge pasted with a typo is corrected with a reason, another voided, and the register says so (issue 37)", async () => {
    const token = await product.tokenOf(ADMIN)
    const sms = (digits: string, kwh: string, paid: string) => `Token ${digits}. Units ${kwh} kWh. Amount TZS ${paid}.`
    expect((await product.api(token, "/electricity/recharges/parse-sms", "POST", { smsText: sms("4545 5656 6767 7878 8989", "38.4", "10,000") })).status).toBe(
      200
    )
    expect((await product.api(token, "/electricity/recharges/parse-sms", "POST", { smsText: sms("1313 2424 3535 4646 5757", "20", "6,000") })).status).toBe(200)
    // the same token with other figures is refused in words (it said "Luku added successfully!")
    const reused = await product.api(token, "/electricity/recharges/parse-sms", "POST", { smsText: sms("4545 5656 6767 7878 8989", "83.4", "10,000") })
    expect(reused.status).toBe(422)
    expect(reused.body.message).toMatch(/^This token was already recorded for 38.4 kWh and TZS 10,000/)

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${app.url}/dashboard/management/drying-settings`)
    const register = page.getByRole("region", { name: "Electricity recharges" })
    await register.getByRole("button", { name: "Correct recharge 4545-5656-6767-7878-8989" }).click()
    const correct = page.getByRole("dialog", { name: "Correct Recharge" })
    await correct.getByLabel("kWh bought").fill("48.4")
    await correct.getByLabel("Reason").fill("SMS misread: 48.4 kWh")
    await correct.getByRole("button", { name: "Save Correction" }).click()
    await correct.waitFor({ state: "detached" })
    await register.getByText("Corrected: SMS misread: 48.4 kWh").waitFor()
    await register.getByRole("button", { name: "Void recharge 1313-2424-3535-4646-5757" }).click()
    const voiding = page.getByRole("dialog", { name: "Void Recharge" })
    await voiding.getByLabel("Reason").fill("never bought")
    await voiding.getByRole("button", { name: "Void" }).click()
    await voiding.waitFor({ state: "detached" })
    await register.getByText("Voided: never bought").waitFor()
    await shot(page, "72a-drying-settings-recharge-register")
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
