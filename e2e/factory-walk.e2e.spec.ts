import type { RunningApp } from "@timber/all-in-one"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { inventoryRow, openDialog, shot } from "./browser"
import { addReadingsByDoubleClick, afterWrites, choose, doubleClick, hoursAgo, pageAs as pageAsIn } from "./double-click-steps"
import { ADMIN, startProduct, type E2eProduct } from "./product"
import { chooseLot, sleeperField, toast } from "./receipt-steps"

/**
 * Issue 37's closing walk: a new user takes one LOT receipt → slicing → kiln → transfer → inventory
 * in Chromium, double-clicking every submit, trying an impossible value at each step, and finds every
 * figure right, down to the LOT's traceability. Only the people and places are set up over the API.
 *
 * The wood, measured in cm (factory spec section 5: volume = thickness × width × length in metres):
 * - sleeper 1: 15 × 24 × 300 cm, sleeper 2: 16 × 23 × 310 cm, both nominal 6" × 9";
 * - sleeper 1 sliced into two 2" × 8" planks at its 3 m length;
 * - both planks dried in one kiln batch (meter 500 → 470 kWh, no recharge: the default 292 TZS per kWh);
 * - one dried plank transferred from the Main Yard to the Dispatch Store.
 */
const BOSS = { email: "baraka.manager@timber.works", password: "E2e-boss-password" }
const KEEPER = { email: "kesi.store@timber.works", password: "E2e-keeper-password" }
const LOT = "LOT-WALK-001"

const m = (cm: number) => cm / 100
const SLEEPER_1 = m(15) * m(24) * m(300)
const SLEEPER_2 = m(16) * m(23) * m(310)
const RECEIVED = SLEEPER_1 + SLEEPER_2
const PLANK = 0.0508 * 0.2032 * 3
const PLANKS = 2 * PLANK
const KWH = 500 - 470
const TARIFF = 292
const m3 = (value: number) => `${value.toFixed(3)} m³`
const money = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const tzs = (value: number) => `TZS ${money.format(value)}`

let app: RunningApp
let browser: Browser
let product: E2eProduct
let admin = ""
let mainYard = ""
let store = ""

/** A read that waits for every write the pages made, so a count cannot pass for want of waiting. */
const read = async (path: string) => (await product.api(admin, path, "GET", undefined, afterWrites())).body
const pageAs = (who: { email: string; password: string }) => pageAsIn(browser, app.url, who)
const picture = (page: Page, name: string) => shot(page, `factory-walk/${name}`)
/** A grid or table row's cells as one line of text. */
const line = (text: string) => text.split(/\s+/).join(" ").trim()
const inventoryLine = async (page: Page, size: string) => line(await inventoryRow(page, size).innerText())
/** The refusals a step showed on purpose are read: the double clicks after them must add none of their own. */
const forgetErrorToasts = (page: Page) => page.evaluate(() => (window as unknown as { errorToasts: string[] }).errorToasts.splice(0))
const tableRows = async (page: Page, table: string) => (await page.getByRole("table", { name: table }).getByRole("row").allInnerTexts()).slice(1).map(line)
/** The warehouse's pieces of one product row in one status. */
const piecesAt = async (warehouseId: string, thickness: string, status: "statusNotDried" | "statusUnderDrying" | "statusDried") =>
  ((await read(`/management/warehouses/${warehouseId}/stock`)) as Array<Record<string, unknown>>)
    .filter((row) => row.thickness === thickness)
    .reduce((sum, row) => sum + (row[status] as number), 0)

beforeAll(async () => {
  product = await startProduct("factory-walk")
  ;({ app, browser } = product)
  admin = await product.tokenOf(ADMIN)
  expect((await product.api(admin, "/factory/wood-types", "POST", { name: "Mvule", grade: "A" })).status).toBe(201)
  mainYard = (await product.api(admin, "/management/warehouses", "POST", { code: "WH-MAIN", name: "Main Yard" })).body.id
  store = (await product.api(admin, "/management/warehouses", "POST", { code: "WH-STORE", name: "Dispatch Store" })).body.id
  expect((await product.api(admin, "/users", "POST", { ...BOSS, firstName: "Baraka", lastName: "Manager", role: "MANAGER" })).status).toBe(201)
  const keeper = await product.api(admin, "/users", "POST", { ...KEEPER, firstName: "Kesi", lastName: "Store", role: "MANAGER" })
  expect(keeper.status).toBe(201)
  // the Dispatch Store's own user: the one who says the wood arrived there
  expect((await product.api(admin, `/management/warehouses/${store}/assigned-users`, "PUT", { userIds: [keeper.body.id] })).status).toBe(200)
}, 120_000)

afterAll(() => product?.close())

describe("issue 37's walk: receipt → slicing → kiln → transfer → inventory in Chromium", () => {
  it("given a fresh product, when a new user walks one LOT through every step double-clicking and trying the impossible, then each impossible value is refused in words and nothing recorded, each step is recorded once, and every m³ and TZS figure is right", async () => {
    const page = await pageAs(ADMIN)

    // 1. the LOT is created, then its receipt measured in cm
    await page.goto(`${app.url}/dashboard/management/wood-receipt`)
    await page.getByRole("button", { name: "Create LOT" }).click()
    const lotDialog = page.getByRole("dialog", { name: "Create New LOT (Stage 1)" })
    await lotDialog.getByLabel("LOT Number").fill(LOT)
    await choose(page, lotDialog, "Wood Type", /Mvule/)
    await lotDialog.getByLabel("Supplier").fill("Sao Hill")
    await lotDialog.getByLabel("Purchase Date").fill("2026-11-20")
    await lotDialog.getByLabel("Purchase Order Number").fill("PO-WALK")
    await lotDialog.getByLabel("Estimated Volume (CBM)").fill("0.22")
    await lotDialog.getByLabel("Estimated Pieces").fill("2")
    const createLot = lotDialog.getByRole("button", { name: "Create", exact: true })
    await expect.poll(() => createLot.isDisabled()).toBe(false)
    await doubleClick(page, createLot, "Receipt created successfully", lotDialog)
    await page.getByRole("row", { name: new RegExp(LOT) }).waitFor()
    await picture(page, "01-lot-created")

    await page.goto(`${app.url}/dashboard/factory/receipt-processing`)
    await chooseLot(page, LOT)
    await page.getByRole("region", { name: "Receipt information" }).getByText("Sao Hill").waitFor()
    await page.getByRole("button", { name: "Metric (cm)" }).click()
    await page.getByRole("button", { name: "Add Sleeper" }).click()
    // impossible: a sleeper of negative size, refused in the field's words, and neither saved nor submitted
    await sleeperField(page, 1, "Thickness").pressSequentially("-15")
    await page.getByText(/^Thickness must be between 0\.5 and [\d.]+ cm$/).waitFor()
    expect(await page.getByRole("button", { name: "Save Draft" }).isDisabled()).toBe(true)
    expect(await page.getByRole("button", { name: "Submit & Complete" }).isDisabled()).toBe(true)
    await picture(page, "02-receipt-negative-sleeper-refused")
    await sleeperField(page, 1, "Thickness").fill("15")
    await sleeperField(page, 1, "Width").fill("24")
    await sleeperField(page, 1, "Length").fill("300")
    await page.getByRole("button", { name: "Add Sleeper" }).click()
    await sleeperField(page, 2, "Thickness").fill("16")
    await sleeperField(page, 2, "Width").fill("23")
    await sleeperField(page, 2, "Length").fill("310")
    await page
      .getByTestId("receipt-total")
      .getByText(`${RECEIVED.toFixed(4)} m³`)
      .waitFor()
    await picture(page, "03-receipt-measured")
    await page.getByRole("button", { name: "Submit & Complete" }).click()
    const submit = page.getByRole("dialog", { name: "Submit and complete receipt" })
    await choose(page, submit, "Receiving warehouse", "Main Yard (WH-MAIN)")
    await doubleClick(page, submit.getByRole("button", { name: "Submit" }), "Receipt processed and completed successfully!", submit)
    // one receipt: two sleepers into the yard, not four
    await expect.poll(() => piecesAt(mainYard, '6"', "statusNotDried")).toBe(2)

    await page.goto(`${app.url}/dashboard/factory/inventory`)
    await inventoryRow(page, 'Sleeper 6" × 9"').waitFor()
    // 15 and 16 cm thick, 24 and 23 cm wide: one nominal row, with the m³ as measured
    expect(await inventoryLine(page, 'Sleeper 6" × 9"')).toContain(`Mvule Sleeper 6" 9" 2 ${m3(RECEIVED)}`)
    expect(await page.getByRole("row").filter({ hasText: "Sleeper" }).count()).toBe(1)
    await picture(page, "04-inventory-sleepers")

    // 3. the slicer: sleeper 1 into planks
    await page.goto(`${app.url}/dashboard/factory/wood-slicer`)
    await page.getByRole("combobox", { name: "LOT Number" }).click()
    await page.getByRole("option", { name: `${LOT} · Mvule · Completed` }).click()
    await page.getByRole("button", { name: "Sleeper 1, available" }).click()
    const plank = (name: string) => page.getByRole("textbox", { name: `Plank 1 ${name}`, exact: true })
    // impossible: three 8" × 12" planks from a 15 × 24 cm sleeper, refused before and on Save
    await plank("Height (in)").fill("8")
    await plank("Width (in)").fill("12")
    await plank("Quantity").fill("3")
    const refusal = page.getByRole("alert").filter({ hasText: "hold more wood than sleeper #1" })
    expect(await refusal.innerText()).toMatch(/The planks \(\d+\.\d{4} m³\) hold more wood than sleeper #1 \(0\.1080 m³\)/)
    await page.getByRole("button", { name: "Save Operation" }).click()
    await toast(page, "hold more wood than sleeper #1")
    await picture(page, "05-slicer-planks-exceed-sleeper")
    expect(((await read(`/factory/operations?lot_number=${LOT}`)) as { items: unknown[] }).items).toHaveLength(0)

    await forgetErrorToasts(page)
    await plank("Height (in)").fill("2")
    await plank("Width (in)").fill("8")
    await plank("Quantity").fill("2")
    await refusal.waitFor({ state: "detached" })
    await doubleClick(page, page.getByRole("button", { name: "Save Operation" }), "saved")
    await page.getByRole("button", { name: "Cancel Edit" }).waitFor()
    const operations = async () => ((await read(`/factory/operations?lot_number=${LOT}`)) as { items: Array<{ status: string }> }).items
    expect(await operations()).toHaveLength(1)
    await page.getByRole("button", { name: "End Operation" }).click()
    const end = page.getByRole("dialog", { name: "End Operation" })
    await doubleClick(page, end.getByRole("button", { name: "End Operation" }), "the sleeper left stock and its planks are in", end)
    await page.getByRole("button", { name: "Sleeper 1, sliced" }).waitFor()
    expect((await operations()).map((operation) => operation.status)).toEqual(["completed"])
    const account = page.getByRole("group", { name: `LOT ${LOT} volume account` })
    await account.getByText("(1)").waitFor()
    // recovery = plank m³ ÷ sliced sleeper m³, at most 100 %
    const recovery = (PLANKS / SLEEPER_1) * 100
    expect(recovery).toBeLessThanOrEqual(100)
    const v4 = (value: number) => `${value.toFixed(4)} m³`
    await expect
      .poll(async () => line(await account.innerText()))
      .toBe(
        `Received ${v4(RECEIVED)} (2 sleepers) Not yet sliced ${v4(SLEEPER_2)} Sliced sleepers ${v4(SLEEPER_1)} (1) ` +
          `Planks ${v4(PLANKS)} Waste ${v4(SLEEPER_1 - PLANKS)} Recovery factor ${recovery.toFixed(2)}%`
      )
    await picture(page, "06-slicer-ended")

    await page.goto(`${app.url}/dashboard/factory/inventory`)
    await inventoryRow(page, 'Plank 2" × 8"').waitFor()
    expect(await inventoryLine(page, 'Plank 2" × 8"')).toContain(`Mvule Plank 2" 8" 2 ${m3(PLANKS)}`)
    // the sleeper left at its share of the row's m³
    expect(await inventoryLine(page, 'Sleeper 6" × 9"')).toContain(`Mvule Sleeper 6" 9" 1 ${m3(RECEIVED / 2)}`)
    await picture(page, "07-inventory-planks")

    // 4. the kiln: both planks dried in one batch
    await page.goto(`${app.url}/dashboard/factory/drying-process`)
    await page.getByRole("button", { name: "New Drying Process" }).click()
    const create = page.getByRole("dialog", { name: "New Drying Process" })
    await choose(page, create, "Warehouse", "Main Yard (WH-MAIN)")
    await choose(page, create, "Wood Type", "Mvule")
    await choose(page, create, "Thickness", `Plank 2" × 8" · 2 not dried · ${m3(PLANKS)}`)
    await create.getByLabel("Pieces").fill("2")
    await create.getByLabel("Starting Humidity (%)").fill("40")
    await create.getByLabel("Starting Electricity (kWh)").fill("500")
    const startedAt = hoursAgo(6)
    await create.getByLabel("Start Time").fill(startedAt)
    await doubleClick(page, create.getByRole("button", { name: "Create" }), "started", create)
    await page.getByLabel("1 in progress").waitFor()
    const batches = async () =>
      ((await read("/factory/drying-processes")) as { items: Array<{ batchNumber: string; status: string; readings: unknown[] }> }).items
    expect(await batches()).toHaveLength(1)
    const card = page.getByRole("button", { name: /^DB-\d{4}-\d{4} Mvule/ })
    const batchNumber = (await card.innerText()).match(/DB-\d{4}-\d{4}/)![0]
    await card.click()

    // impossible: a reading dated before the batch started, then a prepaid meter running up without a recharge
    const reading = page.getByRole("dialog", { name: "Add Reading" })
    await openDialog(page.getByRole("button", { name: `Add Reading to ${batchNumber}` }), reading)
    await reading.getByLabel("Electricity Meter (kWh)").fill("490")
    await reading.getByLabel("Humidity (%)").fill("33")
    await reading.getByLabel("Reading Time").fill(hoursAgo(8))
    await reading.getByRole("button", { name: "Add Reading" }).click()
    await reading
      .getByRole("alert")
      .getByText(/^A reading cannot be dated before its batch started \(.+\); check the reading time$/)
      .waitFor()
    await picture(page, "08-kiln-reading-before-batch-refused")
    await reading.getByLabel("Electricity Meter (kWh)").fill("520")
    await reading.getByLabel("Reading Time").fill(hoursAgo(5))
    await reading.getByRole("button", { name: "Add Reading" }).click()
    await reading
      .getByRole("alert")
      .getByText(/^The meter reads 520 kWh, above the 500 kWh before it: a prepaid meter only rises by a recharge/)
      .waitFor()
    await picture(page, "09-kiln-meter-backwards-refused")
    await reading.getByRole("button", { name: "Cancel" }).click()
    expect((await batches())[0]!.readings).toHaveLength(0)

    await addReadingsByDoubleClick(page, batchNumber, [
      ["480", "25", 4],
      ["470", "11", 2]
    ])
    await page.getByText("2 readings").waitFor()
    expect((await batches())[0]!.readings).toHaveLength(2)
    await page.getByRole("button", { name: `Complete ${batchNumber}` }).click()
    const complete = page.getByRole("dialog", { name: "Complete Drying Process" })
    await doubleClick(page, complete.getByRole("button", { name: "Complete" }), "completed", complete)
    await page.getByLabel("0 in progress").waitFor()
    expect((await batches()).map((batch) => batch.status)).toEqual(["COMPLETED"])
    await page
      .getByRole("table", { name: "Completed drying processes" })
      .getByRole("button", { name: `View Details of ${batchNumber}` })
      .click()
    const details = page.getByRole("dialog", { name: "Process Details" })
    // 30 kWh at the default 292 TZS per kWh over the planks' own m³ from the slicer; frozen at completion
    await details.getByRole("region", { name: "Cost" }).waitFor()
    await picture(page, "10-kiln-completed-cost")
    await details.getByText(`Electricity ${KWH.toFixed(2)} kWh × ${tzs(TARIFF)} = ${tzs(KWH * TARIFF)}`).waitFor()
    // (the slicer once re-rounded a 300 cm sleeper through "9.843" ft to 3.0001 m: 141,433.07 instead of 141,437.78)
    await details.getByText(`${(KWH / PLANKS).toFixed(2)} kWh per m³ · ${tzs((KWH * TARIFF) / PLANKS)} per m³`).waitFor()
    await details.getByText(/^Frozen at completion/).waitFor()
    await details.getByRole("button", { name: "Close" }).click()
    await expect.poll(() => piecesAt(mainYard, '2"', "statusDried")).toBe(2)

    // 5. a transfer of one dried plank to the Dispatch Store
    await page.goto(`${app.url}/dashboard/factory/wood-transfer`)
    await page.getByRole("button", { name: "New Transfer" }).click()
    const transfer = page.getByRole("dialog", { name: "Create New Transfer" })
    await choose(page, transfer, "From Warehouse", /Main Yard/)
    await choose(page, transfer, "To Warehouse", /Dispatch Store/)
    const item = transfer.getByRole("group", { name: "Item 1" })
    await choose(page, item, "Wood Type", "Mvule")
    await choose(page, item, "Status", /^Dried$/)
    await choose(page, item, "Size", `Plank 2" × 8" — 2 pcs · ${m3(PLANKS)}`)
    // impossible: three pieces where two are dried
    await item.getByLabel("Quantity").fill("3")
    await item.getByText("Available: 2").waitFor()
    expect(await item.getByLabel("Quantity").getAttribute("aria-invalid")).toBe("true")
    const createTransfer = transfer.getByRole("button", { name: "Create" })
    expect(await createTransfer.isDisabled()).toBe(true)
    await picture(page, "11-transfer-more-than-stock-refused")
    expect(((await read("/transfers")) as { items: unknown[] }).items).toHaveLength(0)
    await item.getByLabel("Quantity").fill("1")
    await doubleClick(page, createTransfer, "Transfer created successfully", transfer)
    const transfers = async () => ((await read("/transfers")) as { items: Array<{ transferNumber: string; status: string }> }).items
    expect(await transfers()).toHaveLength(1)
    const transferNumber = (await transfers())[0]!.transferNumber

    const boss = await pageAs(BOSS)
    await boss.goto(`${app.url}/dashboard/factory/wood-transfer`)
    const bossCard = boss.getByRole("article", { name: `Transfer ${transferNumber}` })
    await doubleClick(boss, bossCard.getByRole("button", { name: "Approve" }), "Transfer approved successfully")
    await bossCard.getByText("APPROVED").waitFor()
    await picture(boss, "12-transfer-approved")

    const keeper = await pageAs(KEEPER)
    await keeper.goto(`${app.url}/dashboard/factory/wood-transfer`)
    const keeperCard = keeper.getByRole("article", { name: `Transfer ${transferNumber}` })
    await keeperCard.getByRole("button", { name: "Mark Received" }).click()
    const received = keeper.getByRole("dialog", { name: /Complete Transfer/ })
    await doubleClick(keeper, received.getByRole("button", { name: "Mark Received" }), "Transfer completed successfully", received)
    await keeperCard.getByText("COMPLETED").waitFor()
    await picture(keeper, "13-transfer-received")
    expect((await transfers()).map((t) => t.status)).toEqual(["COMPLETED"])

    // inventory of both warehouses: one dried 2" × 8" plank each, at the planks' m³ per piece
    await page.goto(`${app.url}/dashboard/factory/inventory`)
    const dried = (pieces: number) => `0 ${m3(0)} 0 ${m3(0)} ${pieces} ${m3(pieces * PLANK)} 0 ${m3(0)} 0 ${m3(0)}`
    await inventoryRow(page, 'Plank 2" × 8"').waitFor()
    await expect.poll(() => inventoryLine(page, 'Plank 2" × 8"')).toContain(`Mvule Plank 2" 8" ${dried(1)}`)
    await picture(page, "14-inventory-main-yard")
    await choose(page, page, "Warehouse", /Dispatch Store/)
    await expect.poll(() => inventoryLine(page, 'Plank 2" × 8"')).toContain(`Mvule Plank 2" 8" ${dried(1)}`)
    await picture(page, "15-inventory-dispatch-store")
    expect((await read("/management/stock/verify")).mismatches).toEqual([])

    // 6. the LOT's traceability: one account, every step with its m³
    await page.goto(`${app.url}/dashboard/management/wood-receipt`)
    await page
      .getByRole("row", { name: new RegExp(LOT) })
      .getByRole("button", { name: LOT, exact: true })
      .click()
    const trace = page.getByRole("dialog", { name: /LOT Traceability/ })
    await trace.getByRole("table", { name: "In stock now" }).waitFor()
    await trace
      .getByText(`Received ${m3(RECEIVED)} (2 sleepers) · sliced ${m3(SLEEPER_1)} (1) → planks ${m3(PLANKS)}, waste ${m3(SLEEPER_1 - PLANKS)}`)
      .waitFor()
    expect(await tableRows(page, "Sleepers into stock")).toEqual([`WH-MAIN Sleeper 6" × 9" 2 ${m3(RECEIVED)}`])
    expect(await tableRows(page, "Planks into stock")).toEqual([`WH-MAIN Plank 2" × 8" 2 ${m3(PLANKS)} 0`])
    expect(await tableRows(page, "Kiln batches")).toEqual([`${batchNumber} COMPLETED WH-MAIN Plank 2" × 8" 2 ${m3(PLANKS)}`])
    expect(await tableRows(page, "Transfers")).toEqual([`${transferNumber} COMPLETED WH-MAIN WH-STORE Plank 2" × 8" 1 ${m3(PLANK)}`])
    // present stock follows the completed transfer into the Dispatch Store's row, after the row the planks entered
    expect(await tableRows(page, "In stock now")).toEqual([`WH-MAIN Plank 2" × 8" 0 0 1 0 0 ${m3(PLANK)}`, `WH-STORE Plank 2" × 8" 0 0 1 0 0 ${m3(PLANK)}`])
    // one slicing account: the LOT summary and the volume account agree
    await trace.getByText(`${(((SLEEPER_1 - PLANKS) / SLEEPER_1) * 100).toFixed(2)}%`, { exact: true }).waitFor()
    await picture(page, "16-traceability")
    await trace.getByRole("table", { name: "In stock now" }).scrollIntoViewIfNeeded()
    await picture(page, "17-traceability-stock-now")

    await keeper.context().close()
    await boss.context().close()
    await page.context().close()
  }, 300_000)
})
