import type { RunningApp } from "@timber/all-in-one"
import type { Browser, Locator, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { shot, signIn } from "./browser"
import { ADMIN, startProduct, type Credentials, type E2eProduct } from "./product"

const OPERATOR = { email: "omari.operator@timber.works", password: "E2e-operator-password" }
const PHONE = { width: 390, height: 844 }

let app: RunningApp
let browser: Browser
let product: E2eProduct

const login = (who: Credentials) => product.tokenOf(who)

const api = async (token: string, path: string, method = "GET", body?: unknown) => (await product.api(token, path, method, body)).body

beforeAll(async () => {
  product = await startProduct("phone")
  ;({ app, browser } = product)
  const admin = await login(ADMIN)
  const woodTypeId = (await api(admin, "/factory/wood-types", "POST", { name: "Mninga", grade: "A" })).id as string
  await api(admin, "/users", "POST", { ...OPERATOR, firstName: "Omari", lastName: "Operator", role: "USER" })
  await api(admin, "/management/wood-receipts", "POST", {
    wood_type_id: woodTypeId,
    supplier: "Sao Hill Sawmill",
    receipt_date: "2026-11-20",
    lot_number: "LOT-PHONE-001",
    purchase_order: "PO-1",
    total_volume_m3: 12.5,
    total_pieces: 40
  })
  const adminId = (await api(admin, "/auth/me")).id as string
  await api(admin, "/management/approval-rules", "POST", {
    module: "WoodCalculator",
    condition_type: "cost_above",
    condition_value: 50000,
    approver_id: adminId
  })
  const operator = await login(OPERATOR)
  await api(operator, "/factory/calculations", "POST", { wood_type_id: woodTypeId, thickness: 2, width: 6, length: 12, price_per_plank: 60000 })
  // the approval-rule engine reacts in the background: wait for its request
  await vi.waitFor(async () => expect((await api(admin, "/management/approvals")).items).toHaveLength(1), { timeout: 10_000, interval: 200 })
}, 120_000)

afterAll(() => product?.close())

/** Left and right edges of what is drawn, against the phone's width. */
const horizontalExtent = async (locator: Locator) => {
  // a table draws only the columns in view: one scrolled off to the right is not in the page at all
  const box = await locator.boundingBox({ timeout: 5_000 }).catch(() => null)
  if (box === null) throw new Error(`${locator} is not drawn on the screen`)
  return { left: box.x, right: box.x + box.width }
}

/** The thing is drawn whole inside the 390 px a phone shows, with no sideways scrolling needed. */
const expectOnScreen = async (locator: Locator) => {
  const { left, right } = await horizontalExtent(locator)
  expect(left).toBeGreaterThanOrEqual(0)
  expect(right).toBeLessThanOrEqual(PHONE.width)
}

/** The row's status (when it has one) and every one of its action buttons are on screen; returns how many actions it has. */
const expectRowUsable = async (row: Locator, status?: string) => {
  if (status !== undefined) await expectOnScreen(row.getByText(status, { exact: true }))
  const actions = row.locator('[data-field="actions"]').getByRole("button")
  const count = await actions.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) await expectOnScreen(actions.nth(i))
  return count
}

/** A fresh phone-sized browser, signed in when someone is given. */
const phone = async (who?: { email: string; password: string }) => {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage()
  if (who) await signIn(page, app.url, who.email, who.password)
  return page
}

const expectNoSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

describe("the console on a 390×844 phone", () => {
  it("given the sign-in page on a phone, then the form fits the screen", async () => {
    const page = await phone()
    await page.goto(`${app.url}/login`)
    await page.getByRole("button", { name: "Sign in" }).waitFor()
    await expectOnScreen(page.getByRole("button", { name: "Sign in" }))
    await expectNoSidewaysScroll(page)
    await shot(page, "phone-01-login")
    await page.context().close()
  })

  it("given an admin on a phone, when the dashboard opens, then its heading sits clear of the 64 px top bar and the open menu starts below it", async () => {
    const page = await phone(ADMIN)
    await page.getByText("LOT-PHONE-001").waitFor()
    const bar = await page.getByRole("banner").boundingBox()
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox()
    const main = await page.getByRole("main").boundingBox()
    // as much room above the heading as beside it: nothing of the page hides under the bar
    expect(heading!.y - (bar!.y + bar!.height)).toBeGreaterThanOrEqual(heading!.x - main!.x)
    await expectNoSidewaysScroll(page)
    await shot(page, "phone-02-dashboard")

    await page.getByRole("button", { name: "Toggle menu" }).click()
    const navigation = page.getByRole("navigation", { name: "Main navigation" })
    await navigation.waitFor()
    expect((await navigation.boundingBox())!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height)
    await shot(page, "phone-03-menu")
    await page.context().close()
  })

  it("given a PENDING LOT, when the LOT table opens on a phone, then its status and its Edit, Lock and Delete actions are on screen", async () => {
    const page = await phone(ADMIN)
    await page.goto(`${app.url}/dashboard/management/wood-receipt`)
    const row = page.getByRole("row", { name: /LOT-PHONE-001/ })
    await row.waitFor()
    expect(await expectRowUsable(row, "PENDING")).toBeGreaterThanOrEqual(2)
    await expectOnScreen(row.getByRole("button", { name: "Lock LOT-PHONE-001" }))
    await expectNoSidewaysScroll(page)
    await shot(page, "phone-04-lot-table")
    await page.context().close()
  })

  it("given a pending request and a rule, when approvals open on a phone, then View, Approve and Reject and the rule's switch and Delete are on screen", async () => {
    const page = await phone(ADMIN)
    await page.goto(`${app.url}/dashboard/management/approvals`)
    const request = page.getByRole("row", { name: /CALC-/ })
    await request.waitFor()
    expect(await expectRowUsable(request, "Pending")).toBe(3)
    const rule = page.getByRole("row", { name: /Cost above/ })
    // the rule's switch says whether it is active
    expect(await expectRowUsable(rule)).toBe(1)
    await expectOnScreen(rule.getByRole("switch", { name: /^Deactivate rule/ }))
    await expectNoSidewaysScroll(page)
    await shot(page, "phone-05-approvals")
    await page.context().close()
  })

  it("given a saved calculation, when the operator opens the calculator on a phone, then the history row's Load, Copy and Delete are on screen", async () => {
    const page = await phone(OPERATOR)
    await page.goto(`${app.url}/dashboard/factory/wood-calculator`)
    const row = page.getByRole("row", { name: /60,000/ })
    await row.waitFor()
    expect(await expectRowUsable(row, "TZS 60,000.00")).toBe(3)
    await expectNoSidewaysScroll(page)
    await shot(page, "phone-06-calculator")
    await page.context().close()
  })
})
