import { startApp, type RunningApp } from "@timber/all-in-one"
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { basename, join } from "node:path"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { launch, SCREENSHOTS, shot, signIn } from "./browser"
import { pdfText } from "./pdf-text"

const ADMIN = { email: "admin@timber.works", password: "E2e-admin-password" }

let app: RunningApp
let browser: Browser
let dataDir: string
let adminToken: string
let woodTypeId: string

const api = async (path: string, token: string, method = "GET", body?: unknown) => {
  const response = await fetch(`${app.url}/api${path}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  return { status: response.status, body: (await response.json()) as any }
}
const login = async (who: { email: string; password: string }) =>
  (
    (await (
      await fetch(`${app.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(who) })
    ).json()) as { token: string }
  ).token
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

const toast = (page: Page, text: string) => page.locator("#notistack-snackbar", { hasText: text }).first().waitFor()
const chooseLot = async (page: Page, lotNumber: string) => {
  await page.getByRole("combobox", { name: "LOT Number" }).click()
  await page.getByRole("option", { name: new RegExp(lotNumber) }).click()
}
const field = (page: Page, row: number, name: string) => page.getByLabel(new RegExp(`^Sleeper ${row} ${name}`))

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "timber-e2e-receipt-"))
  app = await startApp({ port: 0, dataDir, jwtSecret: "e2e", adminEmail: ADMIN.email, adminPassword: ADMIN.password }, () => undefined)
  adminToken = await login(ADMIN)
  woodTypeId = (await api("/factory/wood-types", adminToken, "POST", { name: "Mvule", grade: "A" })).body.id
  expect((await createLot("LOT-RP-E2E")).status).toBe(201)
  expect((await createLot("LOT-RP-PHONE")).status).toBe(201)
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe("receipt processing in Chromium", () => {
  it("an admin measures a receipt in imperial and metric, saves a draft, finds it after a reload, downloads the PDF and completes it", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${app.url}/dashboard/factory/receipt-processing`)
    await page.getByText("Please select a LOT number first").waitFor()
    await chooseLot(page, "LOT-RP-E2E")
    await page.getByRole("region", { name: "Receipt information" }).getByText("Sao Hill").waitFor()

    // imperial: Enter moves thickness -> width -> length -> a new row
    await page.getByRole("button", { name: "Add Sleeper" }).click()
    await field(page, 1, "Thickness").fill("6")
    await page.keyboard.press("Enter")
    await page.keyboard.type("8")
    await page.keyboard.press("Enter")
    await page.keyboard.type("10")
    await page.keyboard.press("Enter")
    await expect.poll(() => field(page, 2, "Thickness").evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await field(page, 1, "Width").inputValue()).toBe("8")
    await page.getByTestId("receipt-total").getByText("0.0944 m³").waitFor()

    // metric: the first sleeper shows in cm, the second is typed in cm; out of range is an error
    await page.getByRole("button", { name: "Metric (cm)" }).click()
    expect(await field(page, 1, "Thickness").inputValue()).toBe("15.24")
    expect(await field(page, 1, "Length").inputValue()).toBe("304.8")
    await field(page, 2, "Thickness").fill("15")
    await field(page, 2, "Width").fill("60")
    await page.getByText("Width must be between 0.5 and 50 cm").waitFor()
    expect(await page.getByRole("button", { name: "Save Draft" }).isDisabled()).toBe(true)
    await field(page, 2, "Width").fill("20")
    await field(page, 2, "Length").fill("3000")
    expect(await field(page, 2, "Length").inputValue()).toBe("3000")
    await field(page, 2, "Length").fill("300")
    await page.getByTestId("receipt-total").getByText("0.1844 m³").waitFor()
    await page.getByTestId("receipt-variance").getByText("-0.0156 m³ (-7.8%)").waitFor()

    // Ctrl+S saves the draft
    await page.keyboard.press("Control+s")
    await toast(page, "Draft saved successfully at")
    await page.getByRole("region", { name: "Change history" }).getByText("CREATE").waitFor()
    await shot(page, "30-receipt-processing-draft")

    // a reload finds the draft again
    await page.reload()
    await chooseLot(page, "LOT-RP-E2E")
    await expect.poll(() => page.getByTestId("sleeper-row").count()).toBe(2)
    expect(await field(page, 1, "Thickness").inputValue()).toBe("6")

    // the PDF, read back as text
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()])
    expect(download.suggestedFilename()).toBe("LOT-RP-E2E (Mvule) - 2026-11-20.pdf")
    const dir = join(SCREENSHOTS, "pdf")
    mkdirSync(dir, { recursive: true })
    const path = join(dir, basename(download.suggestedFilename()))
    await download.saveAs(path)
    const text = pdfText(path)
    expect(text).toContain("Wood Receipt Processing Report")
    expect(text).toContain("LOT-RP-E2E")
    expect(text).toContain("0.0944")
    expect(text).toContain("0.1844 m³")

    // an admin's submission completes the receipt; it leaves the selection for the history
    await page.getByRole("button", { name: "Submit & Complete" }).click()
    await page.getByRole("dialog", { name: "Submit and complete receipt" }).getByRole("button", { name: "Submit" }).click()
    await toast(page, "Receipt processed and completed successfully!")
    await page.getByRole("region", { name: "Receipt information" }).getByText("0.1844 m³").waitFor()
    await page.getByText("This receipt is COMPLETED and opens read-only.").waitFor()
    await page.getByRole("button", { name: "View History" }).click()
    const history = page.getByRole("dialog", { name: "Receipt History" })
    await history.getByText("LOT-RP-E2E · Mvule").waitFor()
    await shot(page, "31-receipt-processing-history")
    await history.getByText("LOT-RP-E2E · Mvule").click()
    expect(await field(page, 1, "Thickness").isDisabled()).toBe(true)
    await shot(page, "32-receipt-processing-completed")
    const lot = (await api("/management/wood-receipts", adminToken)).body.find((r: { lotNumber: string }) => r.lotNumber === "LOT-RP-E2E")
    expect(lot).toMatchObject({ status: "COMPLETED", actualVolumeM3: 0.1844, actualPieces: 2 })
    await context.close()
  })

  it("on a phone, sleepers are cards and the actions sit in a fixed bottom bar", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${app.url}/dashboard/factory/receipt-processing`)
    await chooseLot(page, "LOT-RP-PHONE")
    await page.getByRole("button", { name: "Add Sleeper" }).click()
    await field(page, 1, "Thickness").fill("6")
    await field(page, 1, "Width").fill("8")
    await field(page, 1, "Length").fill("10")
    await expect.poll(() => page.getByTestId("sleeper-card").count()).toBe(1)
    const bar = page.getByRole("region", { name: "Receipt actions" })
    await bar.getByText("1 · 0.0944 m³").waitFor()
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe("fixed")
    await shot(page, "33-receipt-processing-phone")
    await context.close()
  })
})
