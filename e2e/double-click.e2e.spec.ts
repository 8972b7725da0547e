import type { RunningApp } from "@timber/all-in-one"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { addReadingsByDoubleClick, afterWrites, choose, doubleClick, hoursAgo, pageAs as pageAsIn } from "./double-click-steps"
import { ADMIN, startProduct, type E2eProduct } from "./product"

/**
 * Issue 37 item 1 "one intent, one effect": the submit of every create and decide dialog is
 * double-clicked, as an impatient user does, and exactly one record comes of it, the dialog closes
 * and no error toast shows ("already exists", "only 0 available", "already approved").
 */

const BOSS = { email: "baraka.boss@timber.works", password: "E2e-boss-password" }

let app: RunningApp
let browser: Browser
let product: E2eProduct
let admin = ""
let woodTypeId = ""
let main = ""
let kiln = ""

/** A read waits for every write the pages made (a second copy included), so a count cannot pass for want of waiting. */
const api = (path: string, token = admin, method = "GET", body?: unknown) =>
  product.api(token, path, method, body, method === "GET" ? afterWrites() : undefined)

const pageAs = (who: { email: string; password: string }) => pageAsIn(browser, app.url, who)

beforeAll(async () => {
  product = await startProduct("double-click")
  ;({ app, browser } = product)
  admin = await product.tokenOf(ADMIN)
  woodTypeId = (await api("/factory/wood-types", admin, "POST", { name: "Mvule", grade: "A" })).body.id
  main = (await api("/management/warehouses", admin, "POST", { code: "WH-MAIN", name: "Main Yard" })).body.id
  kiln = (await api("/management/warehouses", admin, "POST", { code: "WH-KILN", name: "Kiln Site" })).body.id
  const adjusted = await api("/management/stock/adjustments", admin, "POST", {
    warehouseId: main,
    woodTypeId,
    product: "PLANK",
    thickness: '1"',
    width: '6"',
    woodStatus: "DRIED",
    quantity: 50,
    reason: "Count"
  })
  expect(adjusted.status).toBe(201)
  const toDry = await api("/management/stock/adjustments", admin, "POST", {
    warehouseId: main,
    woodTypeId,
    product: "PLANK",
    thickness: '1"',
    width: '6"',
    woodStatus: "NOT_DRIED",
    quantity: 20,
    reason: "Count"
  })
  expect(toDry.status).toBe(201)
  expect((await api("/users", admin, "POST", { ...BOSS, firstName: "Baraka", lastName: "Boss", role: "MANAGER" })).status).toBe(201)
}, 120_000)

afterAll(() => product?.close())

describe("a double click makes one record and no error (Chromium)", () => {
  it("given the Add Warehouse dialog, when Create Warehouse is double-clicked, then one warehouse exists and the dialog closes without 'already exists'", async () => {
    const page = await pageAs(ADMIN)
    await page.goto(`${app.url}/dashboard/management/warehouses`)
    await page.getByRole("button", { name: "Add Warehouse" }).click()
    const form = page.getByRole("dialog", { name: "Add Warehouse" })
    await form.getByLabel("Code").fill("WH-DBL")
    await form.getByLabel("Name").fill("Double Click Yard")
    await doubleClick(page, form.getByRole("button", { name: "Create Warehouse" }), "Warehouse created successfully", form)
    const warehouses = (await api("/management/warehouses")).body as Array<{ code: string }>
    expect(warehouses.filter((w) => w.code === "WH-DBL")).toHaveLength(1)
    await page.context().close()
  })

  it("given the Create New LOT dialog, when Create is double-clicked, then one LOT exists and the dialog closes without 'already exists'", async () => {
    const page = await pageAs(ADMIN)
    await page.goto(`${app.url}/dashboard/management/wood-receipt`)
    await page.getByRole("button", { name: "Create LOT" }).click()
    const dialog = page.getByRole("dialog", { name: "Create New LOT (Stage 1)" })
    await dialog.getByLabel("LOT Number").fill("LOT-DBL-001")
    await choose(page, dialog, "Wood Type", /Mvule/)
    await dialog.getByLabel("Supplier").fill("Sao Hill")
    await dialog.getByLabel("Purchase Date").fill("2026-11-21")
    await dialog.getByLabel("Purchase Order Number").fill("PO-DBL")
    const create = dialog.getByRole("button", { name: "Create", exact: true })
    await expect.poll(() => create.isDisabled()).toBe(false)
    await doubleClick(page, create, "Receipt created successfully", dialog)
    const copies = async () =>
      ((await api("/management/wood-receipts")).body as { items: Array<{ lotNumber: string }> }).items.filter((lot) => lot.lotNumber === "LOT-DBL-001").length
    await expect.poll(copies).toBeGreaterThan(0)
    expect(await copies()).toBe(1)
    await page.context().close()
  })

  it("given a calculation above an approval rule, when Save Calculation is double-clicked, then one row is saved and one request raised; when its approver double-clicks Approve, then it is approved once, without 'already approved'", async () => {
    const bossId = ((await api("/users")).body as Array<{ id: string; email: string }>).find((u) => u.email === BOSS.email)!.id
    const rule = await api("/management/approval-rules", admin, "POST", {
      module: "WoodCalculator",
      condition_type: "cost_above",
      condition_value: 50_000,
      approver_id: bossId
    })
    expect(rule.status).toBe(201)
    const page = await pageAs(ADMIN)
    await page.goto(`${app.url}/dashboard/factory/wood-calculator`)
    await page.getByText("No calculations yet").waitFor()
    await choose(page, page, "Wood Type", "Mvule")
    await page.getByLabel("Thickness").fill("2")
    await page.getByLabel("Width").fill("6")
    await page.getByLabel("Length").fill("12")
    await page.getByLabel("Price per Plank").fill("60000")
    await page.getByRole("button", { name: "Calculate", exact: true }).click()
    await doubleClick(page, page.getByRole("button", { name: "Save Calculation" }), "Calculation saved successfully")
    await expect.poll(() => page.locator(".MuiDataGrid-row").count()).toBe(1)
    expect(((await api("/factory/calculations")).body as { items: unknown[] }).items).toHaveLength(1)
    await page.context().close()

    const boss = await pageAs(BOSS)
    await boss.goto(`${app.url}/dashboard/management/approvals`)
    await boss.getByRole("tab", { name: "Pending (1)" }).waitFor()
    await boss
      .getByRole("button", { name: /^Approve request/ })
      .first()
      .click()
    const confirm = boss.getByRole("dialog", { name: "Approve Request" })
    await doubleClick(boss, confirm.getByRole("button", { name: "Approve" }), "Request approved successfully", confirm)
    await boss.getByRole("tab", { name: "Approved (1)" }).waitFor()
    const requests = (await api("/management/approvals")).body as { items: Array<{ status: string }> }
    expect(requests.items.map((r) => r.status)).toEqual(["approved"])
    await boss.context().close()
  })

  it("given the transfer dialogs, when Create, Approve, Mark Received and Reject are each double-clicked, then there is one transfer per create, each step taken once, and no error", async () => {
    const year = new Date().getUTCFullYear()
    const page = await pageAs(ADMIN)
    await page.goto(`${app.url}/dashboard/factory/wood-transfer`)
    const create = async (quantity: string) => {
      await page.getByRole("button", { name: "New Transfer" }).click()
      const dialog = page.getByRole("dialog", { name: "Create New Transfer" })
      await choose(page, dialog, "From Warehouse", /Main Yard/)
      await choose(page, dialog, "To Warehouse", /Kiln Site/)
      const item = dialog.getByRole("group", { name: "Item 1" })
      await choose(page, item, "Wood Type", "Mvule")
      await choose(page, item, "Status", /^Dried$/)
      await choose(page, item, "Size", /^Plank 1" × 6" — \d+ pcs/)
      await item.getByText(/^Available: [1-9]\d*/).waitFor()
      await item.getByLabel("Quantity").fill(quantity)
      await doubleClick(page, dialog.getByRole("button", { name: "Create" }), "Transfer created successfully", dialog)
    }
    await create("12")
    const transfers = async () => ((await api("/transfers")).body as { items: Array<{ transferNumber: string; status: string }> }).items
    expect(await transfers()).toHaveLength(1)
    await create("5")
    expect(await transfers()).toHaveLength(2)

    const boss = await pageAs(BOSS)
    await boss.goto(`${app.url}/dashboard/factory/wood-transfer`)
    const card = (number: string) => boss.getByRole("article", { name: `Transfer ${number}` })
    await doubleClick(boss, card(`TR-${year}-0001`).getByRole("button", { name: "Approve" }), "Transfer approved successfully")
    await card(`TR-${year}-0001`).getByText("APPROVED").waitFor()
    await boss.getByRole("button", { name: "In Transit (1)" }).waitFor()
    await card(`TR-${year}-0001`).getByRole("button", { name: "Mark Received" }).click()
    const complete = boss.getByRole("dialog", { name: /Complete Transfer/ })
    await doubleClick(boss, complete.getByRole("button", { name: "Mark Received" }), "Transfer completed successfully", complete)

    await card(`TR-${year}-0002`).getByRole("button", { name: "Reject" }).click()
    const reject = boss.getByRole("dialog", { name: /Reject Transfer/ })
    await reject.getByLabel("Reason for rejection").fill("Wrong thickness")
    await doubleClick(boss, reject.getByRole("button", { name: "Reject" }), "Transfer rejected", reject)

    const byNumber = Object.fromEntries((await transfers()).map((t) => [t.transferNumber, t.status]))
    expect(byNumber).toEqual({ [`TR-${year}-0001`]: "COMPLETED", [`TR-${year}-0002`]: "REJECTED" })
    // received once: the kiln holds the 12 pieces, not 24
    const kilnStock = (await api(`/management/warehouses/${kiln}/stock`)).body as Array<{ statusDried: number }>
    expect(kilnStock.reduce((sum, row) => sum + row.statusDried, 0)).toBe(12)
    await boss.context().close()
    await page.context().close()
  })

  it("given the Add Category dialog, when Add Category is double-clicked, then one category exists", async () => {
    const page = await pageAs(ADMIN)
    await page.goto(`${app.url}/dashboard/assets/settings`)
    await page.getByText("No categories yet").waitFor()
    await page.getByRole("button", { name: "Add Category" }).click()
    const dialog = page.getByRole("dialog", { name: "Add Category" })
    await dialog.getByLabel("Name").fill("Power Tools")
    await dialog.getByLabel("Code").fill("PT")
    await doubleClick(page, dialog.getByRole("button", { name: "Add Category" }), "Category created successfully", dialog)
    expect(((await api("/assets/categories")).body as Array<{ code: string }>).filter((c) => c.code === "PT")).toHaveLength(1)
    await page.context().close()
  })

  it("given the Create New User dialog, when Create User is double-clicked, then one user exists and no 'already exists'", async () => {
    const page = await pageAs(ADMIN)
    await page.goto(`${app.url}/dashboard/settings/admin`)
    await page.getByRole("button", { name: "Create User" }).click()
    const dialog = page.getByRole("dialog", { name: "Create New User" })
    await dialog.getByLabel("Username").fill("Double Click")
    await dialog.getByLabel("Email").fill("double.click@timber.works")
    await dialog.getByLabel("Password").fill("E2e-double-password")
    await dialog.getByLabel("Role").click()
    await page.getByRole("option", { name: "USER" }).click()
    await doubleClick(page, dialog.getByRole("button", { name: "Create User" }), "User created successfully!", dialog)
    expect(((await api("/users")).body as Array<{ email: string }>).filter((u) => u.email === "double.click@timber.works")).toHaveLength(1)
    await page.context().close()
  })

  it("given the drying dialogs, when Create, Add Reading and Complete are each double-clicked, then one batch takes its pieces once, each reading is recorded once, and no 'only 0 available'", async () => {
    const page = await pageAs(ADMIN)
    await page.goto(`${app.url}/dashboard/factory/drying-process`)
    await page.getByRole("button", { name: "New Drying Process" }).click()
    const create = page.getByRole("dialog", { name: "New Drying Process" })
    await choose(page, create, "Warehouse", "Main Yard (WH-MAIN)")
    await choose(page, create, "Wood Type", "Mvule")
    await choose(page, create, "Thickness", 'Plank 1" × 6" · 20 not dried · 0.000 m³')
    await create.getByLabel("Pieces").fill("20")
    await create.getByLabel("Starting Humidity (%)").fill("40")
    await create.getByLabel("Starting Electricity (kWh)").fill("500")
    await create.getByLabel("Start Time").fill(hoursAgo(6))
    await doubleClick(page, create.getByRole("button", { name: "Create" }), "started", create)
    await page.getByLabel("1 in progress").waitFor()
    const batches = async () =>
      ((await api("/factory/drying-processes")).body as { items: Array<{ batchNumber: string; status: string; readings?: unknown[] }> }).items
    expect(await batches()).toHaveLength(1)

    const card = page.getByRole("button", { name: /^DB-\d{4}-\d{4} Mvule/ })
    const batchNumber = (await card.innerText()).match(/DB-\d{4}-\d{4}/)![0]
    await card.click()
    // a prepaid meter counts down (issue 37's kiln physics)
    await addReadingsByDoubleClick(page, batchNumber, [
      ["490", "25", 4],
      ["480", "11", 2]
    ])
    await page.getByText("2 readings").waitFor()

    await page.getByRole("button", { name: `Complete ${batchNumber}` }).click()
    const confirm = page.getByRole("dialog", { name: "Complete Drying Process" })
    await doubleClick(page, confirm.getByRole("button", { name: "Complete" }), "completed", confirm)
    await page.getByLabel("0 in progress").waitFor()
    expect((await batches()).map((b) => b.status)).toEqual(["COMPLETED"])
    // the 20 pieces were taken once and came back dried once
    const rows = (await api(`/management/warehouses/${main}/stock`)).body as Array<{ thickness: string; statusNotDried: number; statusUnderDrying: number }>
    const oneInch = rows.filter((row) => row.thickness === '1"')
    expect(oneInch.reduce((sum, row) => sum + row.statusNotDried + row.statusUnderDrying, 0)).toBe(0)
    await page.context().close()
  })
})
