import { startApp, type RunningApp } from "@timber/all-in-one"
import { ProjectionMessages } from "@timber/contracts"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { launch, shot, signIn } from "./browser"

const ADMIN = { email: "admin@timber.works", password: "E2e-admin-password" }

let app: RunningApp
let browser: Browser
let dataDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "timber-e2e-"))
  app = await startApp({ port: 0, dataDir, jwtSecret: "e2e", adminEmail: ADMIN.email, adminPassword: ADMIN.password }, () => undefined)
  const login = await fetch(`${app.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) })
  const token = ((await login.json()) as { token: string }).token
  await fetch(`${app.url}/api/factory/wood-types`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: "Mninga" })
  })
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe("a stopped read model in the console", () => {
  it("given an admin on the LOT screen, when the LOT read model stops on a poison event, then a banner names it at once, and a LOT created afterwards says it will not show", async () => {
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

    // pushed on the live `system` topic: no reload
    const banner = page.getByRole("alert").filter({ hasText: "Read model wood-receipts stopped" })
    await banner.waitFor({ timeout: 10_000 })
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
