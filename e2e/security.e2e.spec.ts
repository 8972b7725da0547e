import { startApp, type RunningApp } from "@timber/all-in-one"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { expectAccessible } from "./accessibility"
import { launch, signIn } from "./browser"

const ADMIN = { email: "admin@timber.works", password: "E2e-admin-password" }

let app: RunningApp
let browser: Browser
let dataDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "timber-e2e-"))
  app = await startApp({ port: 0, dataDir, jwtSecret: "e2e", adminEmail: ADMIN.email, adminPassword: ADMIN.password }, () => undefined)
  const login = await fetch(`${app.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) })
  const { token } = (await login.json()) as { token: string }
  const headers = { "content-type": "application/json", authorization: `Bearer ${token}` }
  const woodType = (await (await fetch(`${app.url}/api/factory/wood-types`, { method: "POST", headers, body: JSON.stringify({ name: "Mvule" }) })).json()) as {
    id: string
  }
  await fetch(`${app.url}/api/management/wood-receipts`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      wood_type_id: woodType.id,
      supplier: "Kilombero Timber",
      receipt_date: "2026-03-02",
      lot_number: "LOT-CSP-1",
      purchase_order: "PO-1"
    })
  })
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

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
