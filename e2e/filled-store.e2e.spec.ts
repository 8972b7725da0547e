import { mkdirSync } from "node:fs"
import { join } from "node:path"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SCREENSHOTS, signIn } from "./browser"
import { startProduct, type E2eProduct } from "./product"

/**
 * Every list screen walked in Chromium against a store filled by the growth bench (issue 36: "every list screen has
 * been walked in Chromium against a filled database"). Runs only by hand, on a schema the bench kept:
 *
 *   BENCH_GROWTH_KEEP=1 npm run bench -- growth --sizes=100000        (keeps growth_100000)
 *   WALK_SCHEMA=growth_100000 DATABASE_URL=postgres://… npx vitest run --config e2e/vitest.config.ts e2e/filled-store.e2e.spec.ts
 *
 * It asserts what a user would notice (each screen settles with its rows and no error), prints how long each took to
 * settle (never asserted: timings belong to bench/) and leaves a picture of each in e2e/screenshots/filled-store/.
 */
const SCHEMA = process.env.WALK_SCHEMA
/** The growth bench installs its product with this admin (bench/src/bench-app.ts). */
const ADMIN = { email: process.env.WALK_ADMIN_EMAIL ?? "admin@timber.works", password: process.env.WALK_ADMIN_PASSWORD ?? "Bench-password-1" }

const SCREENS: ReadonlyArray<readonly [name: string, path: string]> = [
  ["dashboard", "/dashboard"],
  ["lots", "/dashboard/management/wood-receipt"],
  ["receipt-processing", "/dashboard/factory/receipt-processing"],
  ["wood-slicer", "/dashboard/factory/wood-slicer"],
  ["drying-process", "/dashboard/factory/drying-process"],
  ["drying-settings", "/dashboard/management/drying-settings"],
  ["wood-transfer", "/dashboard/factory/wood-transfer"],
  ["inventory", "/dashboard/factory/inventory"],
  ["wood-calculator", "/dashboard/factory/wood-calculator"],
  ["wood-types", "/dashboard/management/wood-types"],
  ["warehouses", "/dashboard/management/warehouses"],
  ["approvals", "/dashboard/management/approvals"],
  ["assets", "/dashboard/assets"],
  ["stocktake", "/dashboard/assets/stocktake"],
  ["website-pages", "/dashboard/website/pages"],
  ["website-files", "/dashboard/website/files"],
  ["newsletter", "/dashboard/crm/clients"],
  ["notifications", "/dashboard/notifications"],
  ["audit", "/dashboard/audit"],
  ["projections", "/dashboard/audit/projections"],
  ["admin-settings", "/dashboard/settings/admin"]
]

const ERROR_TEXTS = /Something went wrong|Failed to load|Internal Server Error|Request failed/i

/** From navigation to the screen settled: no request in flight and no spinner or skeleton left. */
const settle = async (page: Page, url: string) => {
  const started = Date.now()
  await page.goto(url)
  // no request in flight for half a second (a screen may show an empty state before its first page arrives)
  await page.waitForLoadState("networkidle")
  await page.waitForFunction(
    () => document.querySelector("main") !== null && document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root').length === 0,
    null,
    {
      polling: 20,
      timeout: 60_000
    }
  )
  return Date.now() - started
}

describe.skipIf(!SCHEMA)("every list screen on a filled store", () => {
  let product: E2eProduct
  const folder = join(SCREENSHOTS, "filled-store")

  beforeAll(async () => {
    product = await startProduct("filled-store", {
      databaseUrl: process.env.DATABASE_URL,
      databaseSchema: SCHEMA,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password
    })
    mkdirSync(folder, { recursive: true })
  }, 600_000)
  afterAll(async () => product?.close())

  it("each screen settles with no error, its pages counted on the server", async () => {
    const context = await product.browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const failures: string[] = []
    page.on("response", (response) => {
      if (response.url().includes("/api/") && response.status() >= 500) failures.push(`${response.status()} ${response.url()}`)
    })
    await signIn(page, product.app.url, ADMIN.email, ADMIN.password)
    const settled: Array<{ screen: string; ms: number; rows: number }> = []
    for (const [name, path] of SCREENS) {
      const ms = await settle(page, `${product.app.url}${path}`)
      const rows = await page.locator('[role="row"]').count()
      await page.screenshot({ path: join(folder, `${name}.png`), fullPage: false })
      expect(await page.locator("main").innerText(), name).not.toMatch(ERROR_TEXTS)
      settled.push({ screen: name, ms, rows })
    }
    console.table(settled)
    expect(failures).toEqual([])
    await context.close()
  }, 900_000)
})
