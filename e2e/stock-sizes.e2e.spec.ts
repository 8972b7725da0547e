import type { RunningApp } from "@timber/all-in-one"
import { receivedLot, stockWarehouse, type Write } from "@timber/all-in-one/testing/received-lot"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { inventoryRow, shot, signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"
import { toast } from "./receipt-steps"

/**
 * Stock in sizes and m³ everywhere (issue 37): two 6" × 9" sleepers (15.24 × 22.86 cm × 3 m) received into
 * Yard WH-SZ; one sliced into three 1" × 6" and three 1" × 8" planks (2.54 cm thick, 15.24 and 20.32 cm wide,
 * 3 m). Each plank row gets a minimum of 10, so both are low. Then Inventory, the Stock Adjustments tab, the
 * wall's low-stock panel and the LOT's traceability each name every row by product and size with its m³.
 */
let app: RunningApp
let browser: Browser
let product: E2eProduct
let warehouseId = ""
let woodTypeId = ""
let wallLink = ""

const SLEEPER_M3 = 0.1524 * 0.2286 * 3
const SIX_M3 = 0.0254 * 0.1524 * 3
const EIGHT_M3 = 0.0254 * 0.2032 * 3
const m3 = (value: number) => `${value.toFixed(3)} m³`

beforeAll(async () => {
  product = await startProduct("stock-sizes")
  ;({ app, browser } = product)
  const token = await product.tokenOf(ADMIN)
  const write: Write = (method, path, json) =>
    fetch(`${app.url}/api${path}`, { method, headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify(json) })
  woodTypeId = (await product.api(token, "/factory/wood-types", "POST", { name: "Mvule", grade: "A" })).body.id
  warehouseId = await stockWarehouse(write, "WH-SZ")
  await receivedLot(write, { lotNumber: "LOT-SZ", woodTypeId, warehouseId, sleepers: [{ height: 15.24, width: 22.86, length: 300, quantity: 2 }] })
  const operation = await product.api(token, "/factory/operations", "POST", {
    wood_type_id: woodTypeId,
    lot_number: "LOT-SZ",
    sleeper_number: 1,
    start_time: "2026-12-07T07:30:00.000Z",
    sleeper_sizes: [{ sequence: 1, width: 22.86, height: 15.24, length: 3, quantity: 1 }],
    plank_sizes: [
      { sequence: 1, width: 15.24, height: 2.54, length: 3, quantity: 3, parentSequence: 1 },
      { sequence: 2, width: 20.32, height: 2.54, length: 3, quantity: 3, parentSequence: 1 }
    ],
    notes: null
  })
  expect(operation.status).toBe(201)
  const ended = await product.api(token, `/factory/operations/${operation.body.id}`, "PATCH", { status: "completed", updated_at: new Date().toISOString() })
  expect(ended.status).toBe(200)
  for (const width of ['6"', '8"'])
    expect(
      (
        await product.api(token, "/management/stock/minimum-levels", "PUT", {
          warehouseId,
          woodTypeId,
          thickness: '1"',
          product: "PLANK",
          width,
          minimumStockLevel: 10
        })
      ).status
    ).toBe(200)
  const display = await product.api(token, "/display-tokens", "POST", { name: "Sawmill hall TV" })
  expect(display.status).toBe(201)
  wallLink = `${app.url}/wall?token=${display.body.token}`
}, 120_000)

afterAll(() => product?.close())

/** A grid row's cells as one line of text. */
const gridRow = async (page: Page, size: string) =>
  (
    await page
      .getByRole("row")
      .filter({ has: page.getByRole("gridcell", { name: size, exact: true }) })
      .innerText()
  )
    .split(/\s+/)
    .join(" ")
const tableRows = async (page: Page, table: string) =>
  (await page.getByRole("table", { name: table }).getByRole("row").allInnerTexts()).slice(1).map((row) => row.split(/\s+/).join(" "))

describe("stock shown in sizes and m³ everywhere (issue 37) in Chromium", () => {
  it(
    "given a sleeper receipt and planks of two widths of one thickness, then Inventory, Stock Adjustments, the wall's low stock and the LOT's traceability name each row's size with its m³",
    { timeout: 240_000 },
    async () => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
      const page = await context.newPage()
      await signIn(page, app.url, ADMIN.email, ADMIN.password)

      // Inventory: one sleeper row and two plank rows of one thickness, each with its own m³
      await page.goto(`${app.url}/dashboard/factory/inventory`)
      // By Warehouse shows each row's product, thickness and width in their own columns
      await inventoryRow(page, 'Plank 1" × 8"').waitFor()
      const byWarehouse = async (size: string) => (await inventoryRow(page, size).innerText()).split(/\s+/).join(" ")
      expect(await byWarehouse('Sleeper 6" × 9"')).toContain(`Mvule Sleeper 6" 9" 1 ${m3(SLEEPER_M3)}`)
      expect(await byWarehouse('Plank 1" × 6"')).toContain(`Mvule Plank 1" 6" 3 ${m3(3 * SIX_M3)}`)
      expect(await byWarehouse('Plank 1" × 8"')).toContain(`Mvule Plank 1" 8" 3 ${m3(3 * EIGHT_M3)}`)
      await page.getByText("2 item(s) below minimum stock level").waitFor()
      await shot(page, "stock-sizes-01-inventory")

      // Low Stock Alerts: each plank row named, with the m³ of its available pieces
      await page.getByRole("tab", { name: "Low Stock Alerts" }).click()
      await page.getByRole("gridcell", { name: 'Plank 1" × 8"' }).waitFor()
      expect(await gridRow(page, 'Plank 1" × 8"')).toContain(`3 ${m3(3 * EIGHT_M3)} 10 7`)
      await shot(page, "stock-sizes-02-low-stock")

      // Stock Adjustments: the count picks the 1" × 8" row from the sizes in stock; the list names it with m³
      await page.getByRole("tab", { name: "Stock Adjustments" }).click()
      await page.getByRole("button", { name: "New Adjustment" }).click()
      const adjust = page.getByRole("dialog", { name: "New Stock Adjustment" })
      await adjust.getByRole("combobox", { name: "Wood Type" }).click()
      await page.getByRole("option", { name: "Mvule" }).click()
      await adjust.getByRole("combobox", { name: "Size" }).click()
      const offered = await page.getByRole("option").allInnerTexts()
      expect(offered).toEqual([
        `Plank 1" × 6" — 3 pcs · ${m3(3 * SIX_M3)}`,
        `Plank 1" × 8" — 3 pcs · ${m3(3 * EIGHT_M3)}`,
        `Sleeper 6" × 9" — 1 pcs · ${m3(SLEEPER_M3)}`,
        "Another size…"
      ])
      await shot(page, "stock-sizes-03-adjustment-sizes")
      await page.getByRole("option", { name: /^Plank 1" × 8" — / }).click()
      await adjust.getByLabel("Counted Quantity").fill("4")
      await adjust.getByLabel("Reason").fill("Recount")
      await adjust.getByRole("button", { name: "Save Adjustment" }).click()
      await toast(page, "Stock adjusted successfully")
      await page.getByRole("gridcell", { name: 'Plank 1" × 8"' }).waitFor()
      // 3 → 4 pieces: the added piece comes in at the row's m³ per piece
      expect(await gridRow(page, 'Plank 1" × 8"')).toContain(`3 ${m3(3 * EIGHT_M3)} 4 ${m3(4 * EIGHT_M3)} +1 +${m3(EIGHT_M3)}`)
      await shot(page, "stock-sizes-04-adjustments")

      // the LOT's traceability: every stock step names its row and m³
      await page.goto(`${app.url}/dashboard/management/wood-receipt`)
      await page
        .getByRole("row", { name: /LOT-SZ/ })
        .getByRole("button", { name: "LOT-SZ", exact: true })
        .click()
      const trace = page.getByRole("dialog", { name: /LOT Traceability/ })
      await trace.getByRole("table", { name: "Planks into stock" }).waitFor()
      expect(await tableRows(page, "Sleepers into stock")).toEqual([`WH-SZ Sleeper 6" × 9" 2 ${m3(2 * SLEEPER_M3)}`])
      expect(await tableRows(page, "Planks into stock")).toEqual([`WH-SZ Plank 1" × 6" 3 ${m3(3 * SIX_M3)} 0`, `WH-SZ Plank 1" × 8" 3 ${m3(3 * EIGHT_M3)} 1`])
      await trace.getByRole("table", { name: "In stock now" }).scrollIntoViewIfNeeded()
      await shot(page, "stock-sizes-05-traceability")
      await context.close()

      // the wall's low-stock panel: the 1" × 6" row is still short (3 of 10), named with its m³
      const wall = await browser.newContext({ viewport: { width: 1920, height: 1080 } })
      const tv = await wall.newPage()
      await tv.clock.install()
      await tv.goto(wallLink)
      const panel = tv.getByRole("region", { name: "Low-stock alerts" })
      // the panels rotate every 15 s in real time: bring the panel round until its rows have loaded and read them while
      // it shows (a loaded CI machine took longer than one turn to load them; holding the clock would stall axe)
      const shownRows = async () => {
        if (!(await panel.getByText('Plank 1" × 6"').isVisible())) {
          await tv.clock.fastForward(15_000)
          return []
        }
        return (await panel.getByRole("row").allInnerTexts()).map((row) => row.split(/\s+/).join(" "))
      }
      await expect
        .poll(shownRows, { timeout: 90_000, interval: 1_000 })
        .toEqual([
          "Wood Size Warehouse In stock Minimum Short by",
          `Mvule Plank 1" × 6" Yard WH-SZ 3 pcs · ${m3(3 * SIX_M3)} 10 7`,
          `Mvule Plank 1" × 8" Yard WH-SZ 4 pcs · ${m3(4 * EIGHT_M3)} 10 6`
        ])
      await shot(tv, "stock-sizes-06-wall-low-stock")
      await wall.close()
    }
  )
})
