import type { RunningApp } from "@timber/all-in-one"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { mkdirSync } from "node:fs"
import { basename, join } from "node:path"
import { inventoryRow, SCREENSHOTS, shot, signIn } from "./browser"
import { pdfText } from "./pdf-text"
import { ADMIN, startProduct, type E2eProduct } from "./product"
import { chooseLot, measureReceiptAndSaveDraft, toast } from "./receipt-steps"

/**
 * The Wood Slicing Operation screen (issue 25): a factory hand slices a received LOT's sleeper in
 * the browser, and the stock follows — the sleeper leaves the yard, its planks come in.
 */
let app: RunningApp
let browser: Browser
let product: E2eProduct

const api = (path: string, token: string, method = "GET", body?: unknown) => product.api(token, path, method, body)
const contextFor = (viewport = { width: 1440, height: 900 }): Promise<BrowserContext> => browser.newContext({ viewport, acceptDownloads: true })
const choose = async (page: Page, scope: ReturnType<Page["getByRole"]>, label: string, option: string | RegExp) => {
  await scope.getByRole("combobox", { name: label }).click()
  await page.getByRole("option", { name: option }).click()
}
const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true })

beforeAll(async () => {
  product = await startProduct("wood-slicer")
  ;({ app, browser } = product)
  const admin = await product.tokenOf(ADMIN)
  const woodType = await api("/factory/wood-types", admin, "POST", { name: "Mvule", grade: "A" })
  expect((await api("/management/warehouses", admin, "POST", { code: "WH-SL", name: "Slicing Yard" })).status).toBe(201)
  const lot = await api("/management/wood-receipts", admin, "POST", {
    wood_type_id: woodType.body.id,
    supplier: "Sao Hill",
    receipt_date: "2026-11-20",
    lot_number: "LOT-SL-E2E",
    purchase_order: "PO-SL",
    total_volume_m3: 0.2,
    total_pieces: 2
  })
  expect(lot.status).toBe(201)
}, 120_000)

afterAll(() => product?.close())

describe("the wood slicer in Chromium", () => {
  it("an ADMIN receives a LOT, slices sleeper 1 into planks typed and pasted from a spreadsheet, saves, ends the operation, and sees the tile used, the LOT's recovery and the planks in Inventory", async () => {
    const context = await contextFor()
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)

    // the LOT is received: two sleepers measured (6 x 8 in x 10 ft, 15 x 20 x 300 cm) into the Slicing Yard
    await measureReceiptAndSaveDraft(page, app.url, "LOT-SL-E2E")
    await page.getByRole("button", { name: "Submit & Complete" }).click()
    const submit = page.getByRole("dialog", { name: "Submit and complete receipt" })
    await choose(page, submit, "Receiving warehouse", "Slicing Yard (WH-SL)")
    await submit.getByRole("button", { name: "Submit" }).click()
    await toast(page, "Receipt processed and completed successfully!")

    // the slicer, by the top-bar alert route: the LOT is labelled Completed, its two sleepers available
    await page.goto(`${app.url}/factory/wood-slicer`)
    await page.getByRole("heading", { name: "Wood Slicing Operation" }).waitFor()
    await page.getByText("LOT number is required to start slicing").waitFor()
    await page.getByRole("combobox", { name: "LOT Number" }).click()
    await page.getByRole("option", { name: "LOT-SL-E2E · Mvule · Completed" }).click()
    await page.getByRole("button", { name: "Sleeper 1, available" }).waitFor()
    await page.getByRole("button", { name: "Sleeper 2, available" }).waitFor()
    await shot(page, "60-wood-slicer-lot")

    // sleeper 1 opens with its measured size; two 2 x 7.5 in planks typed, at the sleeper's length (read-only)
    await page.getByRole("button", { name: "Sleeper 1, available" }).click()
    expect(await field(page, "Sleeper Height (in)").inputValue()).toBe("6")
    expect(await field(page, "Sleeper Width (in)").inputValue()).toBe("8")
    expect(await field(page, "Sleeper Length (ft)").inputValue()).toBe("10")
    await field(page, "Plank 1 Height (in)").fill("2")
    await field(page, "Plank 1 Width (in)").fill("7.5")
    await field(page, "Plank 1 Quantity").fill("2")
    expect(await field(page, "Plank 1 Length (ft)").inputValue()).toBe("10")
    expect(await field(page, "Plank 1 Length (ft)").getAttribute("readonly")).not.toBeNull()

    // a spreadsheet paste: header row, Windows line ends, a blank line, decimal commas
    await page.getByRole("button", { name: "Paste from Spreadsheet" }).click()
    const paste = page.getByRole("dialog", { name: "Paste Planks" })
    await paste.getByLabel("Rows from a spreadsheet").fill("Height (in)\tWidth (in)\tLength (ft)\tQty\r\n1,5\t7,5\t10\t1\r\n\r\n")
    await paste.getByText("1 plank row found").waitFor()
    await paste.getByText("Skipped line 1 (a header row): Height (in) Width (in) Length (ft) Qty").waitFor()
    await shot(page, "61-wood-slicer-paste")
    await paste.getByRole("button", { name: "Add Planks" }).click()
    expect(await field(page, "Plank 2 Height (in)").inputValue()).toBe("1.5")
    const results = page.getByRole("complementary", { name: "Results" })
    await results.getByText("SL001-01, SL001-02").waitFor()
    // 6 x 8 in sleeper, planks 2 x 2 x 7.5 + 1.5 x 7.5 in: 1 - 41.25 / 48 = 14.06 % waste
    await results.getByText("14.06%").waitFor()

    await page.getByRole("button", { name: "Save Operation" }).click()
    await toast(page, "saved")
    await page.getByRole("button", { name: "Cancel Edit" }).waitFor()
    await page.getByRole("button", { name: "Sleeper 1, in progress" }).waitFor()

    // a note is saved on its own 2 seconds later (autosave)
    await page.getByLabel("Operation Notes").fill("Heartwood split at one end")
    const admin = await product.tokenOf(ADMIN)
    await expect
      .poll(async () => (await api("/factory/operations?lot_number=LOT-SL-E2E", admin)).body.items[0]?.notes, { timeout: 10_000 })
      .toBe("Heartwood split at one end")
    await shot(page, "62-wood-slicer-operation")

    // End Operation asks first; then the sleeper is sliced and the selection is reset
    await page.getByRole("button", { name: "End Operation" }).click()
    const confirm = page.getByRole("dialog", { name: "End Operation" })
    await confirm.getByText("This cannot be undone.").waitFor()
    await shot(page, "63-wood-slicer-end")
    await confirm.getByRole("button", { name: "End Operation" }).click()
    await toast(page, "the sleeper left stock and its planks are in")
    await page.getByRole("button", { name: "Sleeper 1, sliced" }).waitFor()
    await expect.poll(() => page.getByRole("button", { name: "Cancel Edit" }).count()).toBe(0)
    const account = page.getByRole("group", { name: "LOT LOT-SL-E2E volume account" })
    await account.getByText("(1)").waitFor()
    await shot(page, "64-wood-slicer-ended")

    // the history lists the operation; its details show the plank codes
    await page.getByRole("button", { name: "Slicing History" }).click()
    const history = page.getByRole("dialog", { name: "Slicing History" })
    await history.getByText("Completed").waitFor()
    await history.getByRole("button", { name: /^Details of WS-/ }).click()
    const details = page.getByRole("dialog", { name: "Operation Details" })
    await details.getByText("SL001-02").waitFor()
    await shot(page, "65-wood-slicer-details")
    // the single-operation PDF and the combined one, read back as text
    const pdf = async (click: () => Promise<void>) => {
      const [download] = await Promise.all([page.waitForEvent("download"), click()])
      const dir = join(SCREENSHOTS, "pdf")
      mkdirSync(dir, { recursive: true })
      const path = join(dir, basename(download.suggestedFilename()))
      await download.saveAs(path)
      return { name: download.suggestedFilename(), text: pdfText(path) }
    }
    const single = await pdf(() => details.getByRole("button", { name: "Download PDF" }).click())
    expect(single.name).toMatch(/^Wood Slicing - WS-[0-9A-Z]+\.pdf$/)
    expect(single.text).toContain("Wood Slicing Operation Report")
    expect(single.text).toContain("LOT LOT-SL-E2E · Sleeper #1")
    expect(single.text).toContain("SL001-02")
    expect(single.text).toContain("Waste 14.06%")
    await details.getByRole("button", { name: "Close" }).click()
    await history
      .getByRole("checkbox", { name: /^Include WS-/ })
      .first()
      .check()
    const combined = await pdf(() => history.getByRole("button", { name: "Download Combined PDF" }).click())
    expect(combined.name).toMatch(/^Wood Slicing - LOT-SL-E2E - \d{4}-\d\d-\d\d\.pdf$/)
    expect(combined.text).toContain("Wood Slicing Operations Report")
    expect(combined.text).toContain("1 operation · Sleeper volume 0.0944 m³")
    await history.getByRole("button", { name: "Close" }).click()

    // Inventory: sleeper 1 left the Sleeper 6" × 8" row (its share of the row's m³, half of 0.1844); 2 planks of 2" × 7.5"
    // and 1 of 1.5" × 7.5" came in as nominal Plank 2" × 8" and Plank 1.5" × 8" with their m³ as sliced, all Not Dried
    await page.goto(`${app.url}/dashboard/factory/inventory`)
    const cells = async (size: string) => (await inventoryRow(page, size).innerText()).split(/\s+/).join(" ")
    const none = "0 0.000 m³ 0 0.000 m³ 0 0.000 m³ 0 0.000 m³"
    await inventoryRow(page, 'Plank 1.5" × 8"').waitFor()
    await expect.poll(() => cells('Plank 1.5" × 8"'), { timeout: 10_000 }).toContain(`Mvule Plank 1.5" 8" 1 0.022 m³ ${none} 1 0.022 m³ 1 0.022 m³`)
    await expect.poll(() => cells('Plank 2" × 8"'), { timeout: 10_000 }).toContain(`Mvule Plank 2" 8" 2 0.059 m³ ${none} 2 0.059 m³ 2 0.059 m³`)
    await expect.poll(() => cells('Sleeper 6" × 8"'), { timeout: 10_000 }).toContain(`Mvule Sleeper 6" 8" 1 0.092 m³ ${none} 1 0.092 m³ 1 0.092 m³`)
    await shot(page, "66-wood-slicer-inventory")
    const verify = await api("/management/stock/verify", admin)
    expect(verify.body.mismatches).toEqual([])

    // the LOT traced past the slicer (issue 37 item 6): its planks' rows with m³, and one slicing account
    await page.goto(`${app.url}/dashboard/management/wood-receipt`)
    await page
      .getByRole("row", { name: /LOT-SL-E2E/ })
      .getByRole("button", { name: "LOT-SL-E2E", exact: true })
      .click()
    const trace = page.getByRole("dialog", { name: /LOT Traceability/ })
    await trace.getByRole("heading", { name: "After Slicing" }).waitFor()
    const planksIn = trace.getByRole("table", { name: "Planks into stock" })
    await expect
      .poll(async () => (await planksIn.getByRole("row").filter({ hasText: '2"' }).innerText()).split(/\s+/).join(" "))
      .toMatch(/^WH-SL Plank 2" × \d+" 2 0\.\d{3} m³/)
    await trace.getByRole("table", { name: "In stock now" }).waitFor()
    const traced = trace.getByRole("group", { name: "LOT LOT-SL-E2E volume account" })
    const plankM3 = (await traced.getByText("Planks").locator("xpath=following-sibling::*[1]").innerText()).replace(" m³", "")
    expect(await trace.getByText("Total Plank Volume").locator("xpath=following-sibling::*[1]").innerText()).toBe(`${Number(plankM3).toFixed(3)} m³`)
    await shot(page, "66a-wood-slicer-lot-journey")
    await context.close()
  })

  it("planks holding more wood than their sleeper, or no plank at all, are refused on screen before saving, in words naming the sleeper and its m³ (issue 37)", async () => {
    const context = await contextFor()
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${app.url}/dashboard/factory/wood-slicer`)
    await page.getByRole("combobox", { name: "LOT Number" }).click()
    await page.getByRole("option", { name: "LOT-SL-E2E · Mvule · Completed" }).click()
    await page.getByRole("button", { name: "Sleeper 2, available" }).click()
    // the default empty plank row is no plank: Save Operation says the spec's words and sends nothing
    await page.getByRole("button", { name: "Save Operation" }).click()
    await toast(page, "Cannot save operation without any planks. Please add at least one plank.")
    // three 8 x 12 in planks from a 6 x 8 in sleeper: shown at once, refused on Save
    await field(page, "Plank 1 Height (in)").fill("8")
    await field(page, "Plank 1 Width (in)").fill("12")
    await field(page, "Plank 1 Quantity").fill("3")
    const refusal = page.getByRole("alert").filter({ hasText: "hold more wood than sleeper #2" })
    await refusal.waitFor()
    expect(await refusal.innerText()).toMatch(/The planks \(\d+\.\d{4} m³\) hold more wood than sleeper #2 \(\d+\.\d{4} m³\)/)
    await shot(page, "66b-wood-slicer-planks-exceed-sleeper")
    await page.getByRole("button", { name: "Save Operation" }).click()
    await toast(page, "hold more wood than sleeper #2")
    const admin = await product.tokenOf(ADMIN)
    const operations = (await api("/factory/operations?lot_number=LOT-SL-E2E", admin)).body.items as Array<{ sleeper_number: number }>
    expect(operations.filter((op) => op.sleeper_number === 2)).toHaveLength(0)
    // and the server refuses the same on its own, with the same words
    const refused = await api("/factory/operations", admin, "POST", {
      wood_type_id: ((await api("/factory/wood-types", admin)).body as Array<{ id: string; name: string }>).find((w) => w.name === "Mvule")!.id,
      lot_number: "LOT-SL-E2E",
      sleeper_number: 2,
      start_time: new Date().toISOString(),
      sleeper_sizes: [{ sequence: 1, width: 20.32, height: 15.24, length: 3.048, quantity: 1 }],
      plank_sizes: [{ sequence: 1, width: 30.48, height: 20.32, length: 3.048, quantity: 3, parentSequence: 1 }]
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain("hold more wood than sleeper #2")
    await context.close()
  })

  it("two browsers slice sleeper 2 at once: one saves, the other is told the sleeper has already been sliced", async () => {
    const open = async () => {
      const context = await contextFor()
      const page = await context.newPage()
      await signIn(page, app.url, ADMIN.email, ADMIN.password)
      await page.goto(`${app.url}/dashboard/factory/wood-slicer`)
      await page.getByRole("combobox", { name: "LOT Number" }).click()
      await page.getByRole("option", { name: "LOT-SL-E2E · Mvule · Completed" }).click()
      await page.getByRole("button", { name: "Sleeper 2, available" }).click()
      await field(page, "Plank 1 Height (in)").fill("2")
      await field(page, "Plank 1 Width (in)").fill("7")
      return { context, page }
    }
    const [a, b] = [await open(), await open()]
    await Promise.all([a.page.getByRole("button", { name: "Save Operation" }).click(), b.page.getByRole("button", { name: "Save Operation" }).click()])
    const taken = "Sleeper #2 has already been sliced! Please select a different sleeper."
    const outcome = async (page: Page) => {
      const said = page.locator("#notistack-snackbar").first()
      await said.waitFor()
      return (await said.innerText()).includes(taken) ? "taken" : "saved"
    }
    expect([await outcome(a.page), await outcome(b.page)].sort()).toEqual(["saved", "taken"])
    await shot((await outcome(a.page)) === "taken" ? a.page : b.page, "67-wood-slicer-sleeper-taken")
    const admin = await product.tokenOf(ADMIN)
    const operations = (await api("/factory/operations?lot_number=LOT-SL-E2E", admin)).body.items as Array<{ sleeper_number: number }>
    expect(operations.filter((op) => op.sleeper_number === 2)).toHaveLength(1)
    await a.context.close()
    await b.context.close()
  })

  it("on a phone (390 px) the slicer fits the screen: LOT, tiles, the sleeper's planks and the results, nothing wider than the phone", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, acceptDownloads: true })
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.goto(`${app.url}/dashboard/factory/wood-slicer`)
    await page.getByRole("combobox", { name: "LOT Number" }).click()
    await page.getByRole("option", { name: "LOT-SL-E2E · Mvule · Completed" }).click()
    await page.getByRole("button", { name: "Sleeper 1, sliced" }).waitFor()
    await fits()
    await shot(page, "68-wood-slicer-phone-lot")

    // sleeper 2 was saved by one of the two browsers: it opens in edit mode with its planks
    await page.getByRole("button", { name: "Sleeper 2, in progress" }).click()
    await page.getByRole("button", { name: "Cancel Edit" }).waitFor()
    await field(page, "Plank 1 Height (in)").waitFor()
    await fits()
    // Cancel Edit, wrapped under the sleeper's heading, stays at the right like End Operation (it sat indented at the left)
    const rightOf = async (name: string) => {
      const box = (await page.getByRole("button", { name, exact: true }).boundingBox())!
      return box.x + box.width
    }
    expect(Math.abs((await rightOf("Cancel Edit")) - (await rightOf("End Operation")))).toBeLessThan(1)
    await shot(page, "69-wood-slicer-phone-sleeper")
    await page.getByRole("group", { name: "LOT LOT-SL-E2E volume account" }).scrollIntoViewIfNeeded()
    await fits()
    await context.close()
  })
})
