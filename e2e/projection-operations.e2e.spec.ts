import type { RunningApp } from "@timber/all-in-one"
import { projectionOperationsStream } from "@timber/contracts"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { expectAccessible } from "./accessibility"
import { shot, signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"

let app: RunningApp
let browser: Browser
let product: E2eProduct

beforeAll(async () => {
  product = await startProduct("projection-operations")
  ;({ app, browser } = product)
  const token = await product.tokenOf(ADMIN)
  for (let i = 0; i < 20; i++) await product.api(token, "/factory/wood-types", "POST", { name: `Wood ${i}` })
})

afterAll(() => product?.close())

describe("projection operations in the console (issue 28 item 3)", () => {
  it("an admin opens Projections from the audit page, sees each read model's lag and state, rebuilds one and sees the bar full; a poisoned one is skipped with a reason", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${app.url}/dashboard/audit`)
    await page.getByRole("link", { name: "Projections" }).click()
    const table = page.getByRole("table", { name: "Projections" })
    const woodTypes = table.locator('tr[data-projection="wood-types"]')
    await woodTypes.waitFor()
    expect(await woodTypes.textContent()).toContain("running")
    await expectAccessible(page, "projections")

    await woodTypes.getByRole("button", { name: "Rebuild wood-types" }).click()
    const bar = woodTypes.getByRole("progressbar", { name: "Rebuild of wood-types" })
    await bar.waitFor({ timeout: 20_000 })
    await woodTypes.getByText(/Rebuilt: .* events, swapped in/).waitFor({ timeout: 20_000 })
    expect(await bar.getAttribute("aria-valuenow")).toBe("100")
    await shot(page, "projection-operations-01-rebuilt")

    // a LotCreated the LOT projection cannot read: it stops on it
    const poison = await Effect.runPromise(
      app.store.appendToStream(`Lot-${randomUUID()}`, [{ id: randomUUID(), type: "LotCreated", data: { lotNumber: 42 }, metadata: {} }], {
        expectedRevision: "no_stream"
      })
    )
    const stopped = page.getByRole("alert").filter({ hasText: `wood-receipts stopped on event ${poison.position}` })
    await stopped.waitFor({ timeout: 30_000 })
    expect(await stopped.textContent()).toContain('"lotNumber": 42')
    await shot(page, "projection-operations-02-stopped")
    await stopped.getByRole("button", { name: "Skip this event" }).click()
    const dialog = page.getByRole("dialog", { name: `Skip event ${poison.position}?` })
    await dialog.getByRole("button", { name: "Skip event" }).click()
    await dialog.getByText("Say why this event is skipped").waitFor()
    await dialog.getByLabel("Reason").fill("written by a broken import")
    await expectAccessible(page, "projections-skip-dialog")
    await dialog.getByRole("button", { name: "Skip event" }).click()
    await stopped.waitFor({ state: "detached", timeout: 20_000 })
    await table.locator('tr[data-projection="wood-receipts"]').getByText("running").waitFor({ timeout: 20_000 })
    const recorded = await Effect.runPromise(app.store.readStream(projectionOperationsStream("wood-receipts")))
    expect(recorded.map((event) => [event.type, (event.data as { reason?: string }).reason])).toEqual([
      ["ProjectionEventSkipped", "written by a broken import"]
    ])
    await shot(page, "projection-operations-03-skipped")
    await page.close()
  })

  it("on a phone the table scrolls and stays readable", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${app.url}/dashboard/audit/projections`)
    await page.getByRole("table", { name: "Projections" }).locator('tr[data-projection="wood-types"]').waitFor()
    await expectAccessible(page, "projections-phone")
    await shot(page, "projection-operations-04-phone")
    await context.close()
  })
})
