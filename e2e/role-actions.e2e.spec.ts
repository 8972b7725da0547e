import type { RunningApp } from "@timber/all-in-one"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { animationsEnded } from "./animations"
import { shot, signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"
import { chooseLot, sleeperField, toast } from "./receipt-steps"

/**
 * Issue 24 item 13: a role is offered only the writes the server lets it run (a USER reads LOTs
 * and receipts; a MANAGER creates, edits and deletes them but never locks), and item 12: a metric
 * 8-inch sleeper (20.32 cm) is accepted.
 */
const USER = { email: "rhoda.reader@timber.works", password: "E2e-reader-password" }
const MANAGER = { email: "musa.manager@timber.works", password: "E2e-manager-password" }

let app: RunningApp
let browser: Browser
let product: E2eProduct
let adminToken: string

beforeAll(async () => {
  product = await startProduct("roles")
  ;({ app, browser } = product)
  adminToken = await product.tokenOf(ADMIN)
  const api = (path: string, body: unknown) => product.api(adminToken, path, "POST", body)
  const woodTypeId = (await api("/factory/wood-types", { name: "Mvule", grade: "A" })).body.id
  for (const lotNumber of ["LOT-ROLE-1", "LOT-ROLE-2"])
    expect(
      (
        await api("/management/wood-receipts", {
          wood_type_id: woodTypeId,
          supplier: "Sao Hill",
          receipt_date: "2026-11-20",
          lot_number: lotNumber,
          purchase_order: "PO-ROLE",
          total_volume_m3: 0.2,
          total_pieces: 2
        })
      ).status
    ).toBe(201)
  expect((await api("/users", { ...USER, firstName: "Rhoda", lastName: "Reader", role: "USER" })).status).toBe(201)
  expect((await api("/users", { ...MANAGER, firstName: "Musa", lastName: "Manager", role: "MANAGER" })).status).toBe(201)
})

afterAll(() => product?.close())

const names = async (page: Page, pattern: RegExp) => (await page.getByRole("button", { name: pattern }).all()).length

const openLots = async (page: Page) => {
  await page.goto(`${app.url}/dashboard/management/wood-receipt`)
  await page.getByRole("row", { name: /LOT-ROLE-1/ }).waitFor()
}

describe("what each role is offered, in Chromium", () => {
  it("a USER sees the LOTs and their traceability but no Create LOT, Edit, Lock or Delete; Receipt Processing opens read-only and says why", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await signIn(page, app.url, USER.email, USER.password)
    await openLots(page)
    expect(await names(page, /^Create LOT$/)).toBe(0)
    expect(await names(page, /^(Edit|Lock|Reopen|Delete) LOT-ROLE/)).toBe(0)
    expect(await page.getByRole("button", { name: "LOT-ROLE-1" }).count()).toBe(1)
    await shot(page, "role-01-user-lots")

    await page.goto(`${app.url}/dashboard/factory/receipt-processing`)
    await chooseLot(page, "LOT-ROLE-1")
    await page.getByText("You can view this receipt. Measuring it needs the Wood Receipt create or edit permission: ask an administrator.").waitFor()
    for (const name of ["Add Sleeper", "Save Draft", "Submit for Approval", "Delete Receipt"]) expect(await names(page, new RegExp(`^${name}$`)), name).toBe(0)
    expect(await page.getByRole("button", { name: "Download PDF" }).count()).toBe(1)
    // the shortcuts offer nothing either: no row appears, no save is tried (and refused with 403)
    const writes: string[] = []
    page.on("request", (request) => {
      if (request.method() !== "GET") writes.push(request.url())
    })
    await page.keyboard.press("Control+n")
    await page.keyboard.press("Control+s")
    // a shortcut's row shows, and its save is sent, within the frames after the key
    await animationsEnded(page)
    expect(writes).toEqual([])
    expect(await sleeperField(page, 1, "Thickness").count()).toBe(0)
    expect(await page.locator("#notistack-snackbar").count()).toBe(0)
    await shot(page, "role-02-user-receipt-processing")
    await context.close()
  })

  it("a MANAGER is offered Create LOT, Edit and Delete but not Lock; in Receipt Processing measures an 8-inch sleeper in Metric (20.32 cm) and saves it", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await signIn(page, app.url, MANAGER.email, MANAGER.password)
    await openLots(page)
    expect(await names(page, /^Create LOT$/)).toBe(1)
    expect(await names(page, /^Edit LOT-ROLE-1$/)).toBe(1)
    expect(await names(page, /^Delete LOT-ROLE-1$/)).toBe(1)
    expect(await names(page, /^(Lock|Reopen) LOT-ROLE/)).toBe(0)
    await shot(page, "role-03-manager-lots")

    await page.goto(`${app.url}/dashboard/factory/receipt-processing`)
    await chooseLot(page, "LOT-ROLE-2")
    await page.getByRole("button", { name: "Metric (cm)" }).click()
    await page.getByRole("button", { name: "Add Sleeper" }).click()
    await sleeperField(page, 1, "Thickness").fill("20.32")
    await sleeperField(page, 1, "Width").fill("25")
    await sleeperField(page, 1, "Length").fill("300")
    // 0.2032 x 0.25 x 3 m
    await page.getByTestId("receipt-total").getByText("1 sleeper(s) · 0.1524 m³").waitFor()
    expect(await page.getByText(/Thickness must be between/).count()).toBe(0)
    expect(await page.getByRole("button", { name: "Submit for Approval" }).isDisabled()).toBe(false)
    expect(await page.getByRole("button", { name: "Delete Receipt" }).count()).toBe(1)
    await page.getByRole("button", { name: "Save Draft" }).click()
    await toast(page, "Draft saved successfully at")
    await shot(page, "role-04-manager-metric-8-inch")

    const managerToken = await product.tokenOf(MANAGER)
    const lots = ((await product.api(managerToken, "/management/wood-receipts")).body as { items: Array<{ id: string; lotNumber: string }> }).items
    const lotId = lots.find((l) => l.lotNumber === "LOT-ROLE-2")!.id
    const drafts = (await product.api(managerToken, `/factory/drafts?receipt_id=${lotId}`)).body as Array<{ measurements: Array<{ thickness: number }> }>
    expect(drafts[0]!.measurements.map((m) => m.thickness)).toEqual([20.32])
    await context.close()
  })
})
