import type { RunningApp } from "@timber/all-in-one"
import type { Browser, Locator, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { shot, signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"

/**
 * Every write form of the console validates with the contract the server uses: a negative, a
 * fractional (where whole numbers are counted) and an oversized value each get the spec's
 * message on their field, and the form's submit stays disabled until the value is fixed.
 */

let app: RunningApp
let browser: Browser
let product: E2eProduct

beforeAll(async () => {
  product = await startProduct("forms")
  ;({ app, browser } = product)
  const token = await product.tokenOf(ADMIN)
  await product.api(token, "/factory/wood-types", "POST", { name: "Mvule", grade: "A" })
})

afterAll(() => product?.close())

const signedIn = async () => {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
  await signIn(page, app.url, ADMIN.email, ADMIN.password)
  return page
}

/** The message under a field: its helper text, found through the input's aria-describedby. */
const messageOf = async (scope: Page | Locator, label: string) => {
  const id = await scope.getByLabel(label).first().getAttribute("aria-describedby")
  if (!id) return ""
  const page = "page" in scope && typeof scope.page === "function" ? scope.page() : (scope as Page)
  return ((await page.locator(`[id="${id}"]`).first().textContent()) ?? "").trim()
}

/** Types a bad value and expects its message on the field and the submit disabled; then puts `fixed` back and expects the submit enabled. */
const refuses = async (scope: Page | Locator, submit: Locator, label: string, bad: string, message: string | RegExp, fixed: string) => {
  await scope.getByLabel(label).first().fill(bad)
  await expect
    .poll(() => messageOf(scope, label))
    .toMatch(typeof message === "string" ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) : message)
  expect(await submit.isDisabled()).toBe(true)
  await scope.getByLabel(label).first().fill(fixed)
  await expect.poll(() => submit.isDisabled()).toBe(false)
}

const choose = async (page: Page, scope: Page | Locator, combobox: string, option: string | RegExp) => {
  await scope.getByRole("combobox", { name: combobox }).click()
  await page.getByRole("option", { name: option }).click()
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

describe("forms refuse bad values on the field, with the submit disabled", () => {
  it("Create New LOT and Edit Wood Receipt: negative volume, fractional pieces, oversized volume, pieces and supplier", async () => {
    const page = await signedIn()
    await page.goto(`${app.url}/dashboard/management/wood-receipt`)
    await page.getByRole("button", { name: "Create LOT" }).click()
    const dialog = page.getByRole("dialog", { name: "Create New LOT (Stage 1)" })
    const create = dialog.getByRole("button", { name: "Create", exact: true })
    await dialog.getByLabel("LOT Number").fill("LOT-F-001")
    await choose(page, dialog, "Wood Type", /Mvule/)
    await dialog.getByLabel("Supplier").fill("Sao Hill")
    await dialog.getByLabel("Purchase Date").fill("2026-11-21")
    await dialog.getByLabel("Purchase Order Number").fill("PO-77")
    await expect.poll(() => create.isDisabled()).toBe(false)

    await refuses(dialog, create, "Estimated Volume (CBM)", "-1", "Estimated volume: min 0", "12.5")
    await refuses(dialog, create, "Estimated Pieces", "3.5", "Estimated pieces must be a whole number", "40")
    await refuses(dialog, create, "Estimated Volume (CBM)", "1e308", /^Estimated volume: max [\d,]+$/, "12.5")
    await refuses(dialog, create, "Estimated Pieces", "1000000000000", /^Estimated pieces: max [\d,]+$/, "40")
    await dialog.getByLabel("Supplier").fill("S".repeat(201))
    await expect.poll(() => messageOf(dialog, "Supplier")).toBe("Supplier must be at most 200 characters")
    expect(await create.isDisabled()).toBe(true)
    await shot(page, "20-forms-lot-refused")
    await dialog.getByLabel("Supplier").fill("Sao Hill")
    await expect.poll(() => create.isDisabled()).toBe(false)

    await create.click()
    const toast = page.locator("#notistack-snackbar", { hasText: "Receipt created successfully" }).first()
    await toast.waitFor()
    // the toast sits clear of the bell, the envelope, the avatar and the page's Create LOT (issue 24 item 15)
    for (const control of [/^Notifications: /, /^Messages: /, "Account menu", "Create LOT"]) {
      const box = (await page.getByRole("button", { name: control }).boundingBox())!
      await expect.poll(async () => overlaps((await toast.boundingBox())!, box)).toBe(false)
    }

    await page.getByRole("button", { name: "Edit LOT-F-001" }).click()
    const edit = page.getByRole("dialog", { name: "Edit Wood Receipt" })
    await refuses(edit, edit.getByRole("button", { name: "Update" }), "Estimated Volume (CBM)", "-3", "Estimated volume: min 0", "12.5")
    await refuses(edit, edit.getByRole("button", { name: "Update" }), "Estimated Pieces", "0.5", "Estimated pieces must be a whole number", "40")
    await page.context().close()
  })

  it("Wood Calculator: negative and oversized dimensions, VAT below 0 and above 100, oversized notes; fractional values are fine", async () => {
    const page = await signedIn()
    await page.goto(`${app.url}/dashboard/factory/wood-calculator`)
    const calculate = page.getByRole("button", { name: "Calculate", exact: true })
    await choose(page, page, "Wood Type", "Mvule")
    await page.getByLabel("Thickness").fill("2")
    await page.getByLabel("Width").fill("6.5")
    await page.getByLabel("Length").fill("12")
    await page.getByLabel("Price per Plank").fill("60000.50")
    await expect.poll(() => calculate.isDisabled()).toBe(false)

    await refuses(page, calculate, "Thickness", "-2", "Thickness must be greater than 0", "2")
    await refuses(page, calculate, "Length", "5000", /^Length: max [\d,]+$/, "12")
    await refuses(page, calculate, "VAT Percentage", "-5", "VAT: min 0", "18.5")
    await refuses(page, calculate, "VAT Percentage", "150", "VAT: max 100", "18")
    await page.getByLabel("Notes").fill("n".repeat(2001))
    await expect.poll(() => messageOf(page, "Notes")).toBe("Notes must be at most 2,000 characters")
    expect(await calculate.isDisabled()).toBe(true)
    await shot(page, "21-forms-calculator-refused")
    await page.getByLabel("Notes").fill("")
    await calculate.click()
    await page.getByLabel("Calculation results").waitFor()
    await page.context().close()
  })

  it("Add Approval Rule: a negative and an oversized condition value; a fractional one is fine", async () => {
    const page = await signedIn()
    await page.goto(`${app.url}/dashboard/management/approvals`)
    await page.getByRole("button", { name: "Add Rule" }).click()
    const dialog = page.getByRole("dialog", { name: "Add Approval Rule" })
    const add = dialog.getByRole("button", { name: "Add Rule" })
    await choose(page, dialog, "Approver", /admin@timber\.works/)
    await expect.poll(() => add.isDisabled()).toBe(false)
    await refuses(dialog, add, "Condition Value", "-5", "Condition value: min 0", "12.5")
    await dialog.getByLabel("Condition Value").fill("1e15")
    await expect.poll(() => messageOf(dialog, "Condition Value")).toMatch(/^Condition value: max [\d,]+$/)
    expect(await add.isDisabled()).toBe(true)
    await shot(page, "22-forms-rule-refused")
    await page.context().close()
  })

  it("an unknown address says 'Page not found' and leads back to the dashboard", async () => {
    const page = await signedIn()
    await page.goto(`${app.url}/dashboard/management/no-such-screen`)
    await page.getByRole("heading", { name: "Page not found" }).waitFor()
    await shot(page, "23-page-not-found")
    await page.getByRole("link", { name: "Back to the dashboard" }).click()
    await page.waitForURL(/\/dashboard$/)
    await page.context().close()
  })
})
