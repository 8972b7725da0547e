import type { RunningApp } from "@timber/all-in-one"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { expectAccessible } from "./accessibility"
import { signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"

let app: RunningApp
let browser: Browser
let product: E2eProduct

beforeAll(async () => {
  product = await startProduct("security")
  ;({ app, browser } = product)
  const token = await product.tokenOf(ADMIN)
  const woodType = (await product.api(token, "/factory/wood-types", "POST", { name: "Mvule" })).body as { id: string }
  await product.api(token, "/management/wood-receipts", "POST", {
    wood_type_id: woodType.id,
    supplier: "Kilombero Timber",
    receipt_date: "2026-03-02",
    lot_number: "LOT-CSP-1",
    purchase_order: "PO-1"
  })
})

afterAll(() => product?.close())

/** Everything the browser says about the Content-Security-Policy: console reports and the DOM's violation events. */
const watchPolicy = async (page: Page) => {
  const violations: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`console: ${message.text()}`)
  })
  await page.exposeFunction("reportPolicyViolation", (text: string) => violations.push(`event: ${text}`))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation(`${event.violatedDirective} blocked ${event.blockedURI}`)
    )
  })
  return violations
}

describe("the console under its Content-Security-Policy", () => {
  it("given the policy, when the admin signs in and works through the screens, live socket and PDF report included, then the browser reports no violation", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })
    const page = await context.newPage()
    const violations = await watchPolicy(page)
    const liveSocket = page.waitForEvent("websocket", (socket) => socket.url().includes("/api/live"))

    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.getByText("LOT Traceability & Wood Processing Overview").waitFor()
    const socket = await liveSocket
    expect(socket.isClosed()).toBe(false)
    // axe goes in through DevTools, so checking the screens here also shows it needs no policy exception
    await expectAccessible(page, "dashboard")

    await page.goto(`${app.url}/dashboard/management/wood-receipt`)
    await page.getByText("LOT-CSP-1").first().waitFor()
    await expectAccessible(page, "LOT management")
    await page.goto(`${app.url}/dashboard/management/approvals`)
    await page.getByRole("heading", { name: "Approvals Management" }).first().waitFor()
    await expectAccessible(page, "approvals")

    await page.goto(`${app.url}/dashboard/factory/wood-calculator`)
    await page.getByRole("combobox", { name: "Wood Type" }).click()
    await page.getByRole("option", { name: "Mvule" }).click()
    await page.getByLabel("Thickness").fill("2")
    await page.getByLabel("Width").fill("6")
    await page.getByLabel("Length").fill("12")
    await page.getByLabel("Price per Plank").fill("60000")
    await page.getByRole("button", { name: "Calculate", exact: true }).click()
    await page.getByLabel("Calculation results").getByText("0.0283 m³").waitFor()
    await expectAccessible(page, "wood calculator with results")
    const [report] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download Report" }).click()])
    expect(report.suggestedFilename()).toMatch(/\.pdf$/)

    expect(violations).toEqual([])
    // the watcher itself sees a violation when one happens
    await page.evaluate(() => {
      const script = document.createElement("script")
      script.textContent = "window.injected = true"
      document.body.append(script)
    })
    await expect.poll(() => violations.length).toBeGreaterThan(0)
    await context.close()
  })
})
