import type { RunningApp } from "@timber/all-in-one"
import { PAGE_KEYS } from "@timber/contracts"
import { mkdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SCREENSHOTS, shot, signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"

/**
 * An outside auditor (a USER granted only the audit page, issue 28) finds a LOT's whole history,
 * replays it to before its last change one event at a time, and exports the selection.
 */
const AUDITOR = { email: "outside.auditor@timber.works", password: "E2e-auditor-password" }
const LOT = "LOT-E2E-AU"

let app: RunningApp
let browser: Browser
let product: E2eProduct

const NONE = { access: false, read: false, create: false, edit: false, delete: false, amount: false }
const auditOnly = Object.fromEntries(PAGE_KEYS.map((page) => [page, page === "audit" ? { ...NONE, access: true, read: true } : NONE]))

beforeAll(async () => {
  product = await startProduct("audit")
  ;({ app, browser } = product)
  const admin = await product.tokenOf(ADMIN)
  const api = (path: string, method: string, body: unknown) => product.api(admin, path, method, body)
  const woodType = (await api("/factory/wood-types", "POST", { name: "Teak" })).body.id
  const warehouse = (await api("/management/warehouses", "POST", { code: "WH-AUD", name: "Audit Yard" })).body.id
  const lot = await api("/management/wood-receipts", "POST", {
    wood_type_id: woodType,
    supplier: "Sao Hill",
    receipt_date: "2026-11-23",
    lot_number: LOT,
    purchase_order: "PO-AU",
    total_volume_m3: 12,
    total_pieces: 2,
    wood_format: "SLEEPERS"
  })
  expect(lot.status).toBe(201)
  const items = [{ receipt_id: lot.body.id, height: 15, width: 20, length: 300, quantity: 2 }]
  expect((await api("/factory/receipt-items", "POST", { warehouse_id: warehouse, items })).status).toBe(201)
  const auditor = await api("/users", "POST", { ...AUDITOR, firstName: "Olga", lastName: "Auditor", role: "USER", permissions: auditOnly })
  expect(auditor.status).toBe(201)
}, 120_000)

afterAll(() => product?.close())

const events = (page: Page) => page.getByTestId("audit-event")

describe("the auditor's event history", () => {
  it("finds a LOT's whole history, steps its state back to before its last change, and exports NDJSON and CSV", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })
    const page = await context.newPage()
    await signIn(page, app.url, AUDITOR.email, AUDITOR.password)
    // the auditor's sidebar offers the audit and nothing they may not open
    const sidebar = page.getByRole("navigation", { name: "Main navigation" })
    await page.goto(`${app.url}/dashboard/audit`)
    await sidebar.getByRole("link", { name: "Audit" }).waitFor()
    expect(await sidebar.getByRole("link", { name: "LOT Creation" }).count()).toBe(0)
    await page.getByLabel("LOT number").fill(LOT.toLowerCase())
    await page.getByRole("button", { name: "Search" }).click()
    await page.getByText(`created LOT ${LOT} (Teak, 12.0000 m³)`).waitFor()
    const sentences = await events(page).allInnerTexts()
    expect(sentences.some((s) => s.includes(`submitted the receipt of LOT ${LOT}`))).toBe(true)
    expect(sentences.some((s) => s.includes("moved stock of Teak"))).toBe(true)
    // JSON one click away
    await events(page).first().getByRole("button", { name: "JSON" }).click()
    await expect.poll(() => events(page).first().locator("pre").innerText()).toContain('"eventId"')
    await shot(page, "audit-01-lot-history")

    // the LOT's newest event opens the LOT as of then; one step back is before its last change
    await events(page)
      .filter({ hasText: `submitted the receipt of LOT ${LOT}` })
      .getByRole("button", { name: /^Lot-/ })
      .click()
    const record = page.getByRole("region", { name: /LOT .* as of/ })
    await record.getByText(/as of version (\d+) of \1$/).waitFor()
    const latestState = await record.getByTestId("as-of-state").innerText()
    expect(await record.getByTestId("as-of-event").innerText()).toContain("submitted the receipt")
    await record.getByRole("button", { name: "Previous event" }).click()
    await expect.poll(() => record.getByTestId("as-of-event").innerText()).not.toContain("submitted the receipt")
    const beforeState = await record.getByTestId("as-of-state").innerText()
    expect(beforeState).not.toEqual(latestState)
    expect(await record.getByRole("table", { name: "What this event changed" }).getByRole("row").count()).toBeGreaterThan(1)
    await shot(page, "audit-02-lot-as-of-before-last-change")
    await record.getByRole("button", { name: "Next event" }).click()
    await expect.poll(() => record.getByTestId("as-of-state").innerText()).toEqual(latestState)

    // exports of the same selection, downloaded and read
    mkdirSync(SCREENSHOTS, { recursive: true })
    const shown = await events(page).count()
    const [ndjson] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export NDJSON" }).click()])
    expect(ndjson.suggestedFilename()).toBe("audit-events.ndjson")
    await ndjson.saveAs(join(SCREENSHOTS, "audit-events.ndjson"))
    const lines = readFileSync(join(SCREENSHOTS, "audit-events.ndjson"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { type: string })
    expect(lines).toHaveLength(shown)
    expect(lines.map((e) => e.type)).toContain("LotCreated")
    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()])
    expect(csv.suggestedFilename()).toBe("audit-events.csv")
    await csv.saveAs(join(SCREENSHOTS, "audit-events.csv"))
    const rows = readFileSync(join(SCREENSHOTS, "audit-events.csv"), "utf8").trim().split("\n")
    expect(rows[0]).toBe("position,occurredAt,user,type,stream,version,description,data")
    expect(rows).toHaveLength(shown + 1)
    await context.close()
  })

  it("on a phone the history and the replay stay readable", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await signIn(page, app.url, AUDITOR.email, AUDITOR.password)
    await page.goto(`${app.url}/dashboard/audit`)
    await page.getByLabel("LOT number").fill(LOT)
    await page.getByRole("button", { name: "Search" }).click()
    await page.getByText(`created LOT ${LOT}`).waitFor()
    await shot(page, "audit-03-history-phone")
    await events(page)
      .filter({ hasText: `created LOT ${LOT}` })
      .getByRole("button", { name: /^Lot-/ })
      .click()
    await page
      .getByRole("region", { name: /LOT .* as of/ })
      .getByTestId("as-of-state")
      .waitFor()
    await shot(page, "audit-04-as-of-phone")
    await context.close()
  })
})
