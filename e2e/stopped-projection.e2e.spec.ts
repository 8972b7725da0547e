import type { RunningApp } from "@timber/all-in-one"
import { ProjectionMessages } from "@timber/contracts"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { shot, signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"

let app: RunningApp
let browser: Browser
let product: E2eProduct

beforeAll(async () => {
  product = await startProduct("stopped-projection")
  ;({ app, browser } = product)
  const token = await product.tokenOf(ADMIN)
  await product.api(token, "/factory/wood-types", "POST", { name: "Mninga" })
})

afterAll(() => product?.close())

describe("a stopped read model in the console", () => {
  it("given an admin on the LOT screen, when the LOT read model stops on a poison event, then a banner names it within seconds (pushed live, polled every 10 s besides), and a LOT created afterwards says it will not show", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${app.url}/dashboard/management/wood-receipt`)
    await page.getByRole("button", { name: "Create LOT" }).waitFor()

    // a LotCreated the projection cannot read, as a bug in an older version might have written
    const poison = await Effect.runPromise(
      app.store.appendToStream(`Lot-${randomUUID()}`, [{ id: randomUUID(), type: "LotCreated", data: { lotNumber: 42 }, metadata: {} }], {
        expectedRevision: "no_stream"
      })
    )

    // pushed on the live `system` topic, or read by the 10 s poll: no reload
    const banner = page.getByRole("alert").filter({ hasText: "Read model wood-receipts stopped" })
    await banner.waitFor({ timeout: 30_000 })
    expect(await banner.textContent()).toContain(`stopped at event ${poison.position}`)
    expect(await banner.textContent()).toContain(`LotCreated at position ${poison.position}: the event does not match its schema: lotId is missing`)
    await shot(page, "stopped-projection-banner")

    await page.getByRole("button", { name: "Create LOT" }).click()
    const dialog = page.getByRole("dialog", { name: "Create New LOT (Stage 1)" })
    await dialog.getByLabel("LOT Number").fill("LOT-HIDDEN-1")
    await dialog.getByLabel("Supplier").fill("Kilombero Sawmill")
    await dialog.getByLabel("Purchase Date").fill("2026-11-20")
    await dialog.getByLabel("Purchase Order Number").fill("PO-77")
    await dialog.getByLabel("Wood Type").click()
    await page.getByRole("option", { name: "Mninga" }).click()
    await dialog.getByRole("button", { name: "Create", exact: true }).click()
    await page.getByText(ProjectionMessages.writeHidden(["wood-receipts"])).waitFor({ timeout: 10_000 })
    await shot(page, "stopped-projection-write-warning")
    await page.close()
  })
})
