import { AssetDocumentMessages, MaintenanceReminderMessages, type Asset } from "@timber/contracts"
import { mkdirSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { downloadedBytes, shot, signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"

/**
 * Asset upkeep in the product (issue 29 items 4 and 5): a recurring maintenance whose next day has
 * come (the test sets the process managers' clock) reminds the asset managers in the notification bell, completing it moves the next due day,
 * and a PDF document goes up, comes down with its bytes and original name, and is deleted.
 * The Maintenance and Documents tabs render inside the asset detail page (H1's, session 13): on a
 * branch without it, the tabs are exercised through the calls they make.
 */
let product: E2eProduct
let admin = ""
/** The process managers' clock: the test moves it to the day a maintenance falls due (sessions keep the real one). */
const clock = { now: new Date() }
let asset: Asset
const PHONE = { width: 390, height: 844 }
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")

const uploadBytes = (bytes: Uint8Array, name: string, type = "application/octet-stream") =>
  fetch(`${product.app.url}/api/assets/${asset.id}/documents?name=${encodeURIComponent(name)}`, {
    method: "POST",
    headers: { authorization: `Bearer ${admin}`, "content-type": type },
    body: new Blob([bytes as Uint8Array<ArrayBuffer>])
  })

/** A download as the signed-in page makes it: its status, headers and bytes. */
const downloadInPage = (page: Page, token: string, documentId: string, after?: string | null) =>
  page.evaluate(
    async ({ url, token, after }) => {
      // read-your-writes as the console does: after the write's position (the projections may run in their own thread)
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, ...(after ? { "x-min-position": after } : {}) } })
      return {
        status: response.status,
        type: response.headers.get("content-type"),
        disposition: response.headers.get("content-disposition"),
        nosniff: response.headers.get("x-content-type-options"),
        bytes: Array.from(new Uint8Array(await response.arrayBuffer()))
      }
    },
    { url: `${product.app.url}/api/assets/${asset.id}/documents/${documentId}`, token, after: after ?? null }
  )

beforeAll(async () => {
  product = await startProduct("asset-upkeep", { processClock: () => clock.now })
  admin = await product.tokenOf(ADMIN)
  const category = await product.api(admin, "/assets/categories", "POST", { name: "Machines", code: "MCH" })
  expect(category.status).toBe(201)
  const created = await product.api(admin, "/assets", "POST", {
    assetTag: "UD-0101",
    categoryId: category.body.id,
    name: "Planer - Felder",
    purchaseDate: "2026-01-10",
    purchasePrice: 12_500_000
  })
  expect(created.status).toBe(201)
  asset = created.body
}, 180_000)
afterAll(() => product?.close())

describe("asset upkeep", () => {
  it("a daily oiling done today falls due tomorrow: nothing before; with the clock moved to tomorrow the admin's bell shows 'Maintenance due' once however often the check runs; the day after, 'Maintenance overdue'", async () => {
    const page = await product.browser.newPage({ viewport: { width: 1440, height: 900 } })
    await signIn(page, product.app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${product.app.url}/dashboard/notifications`)
    await page.getByText("Notification Centre", { exact: true }).first().waitFor()
    const oiling = {
      maintenanceType: "Oiling",
      scheduledDate: day(0),
      status: "COMPLETED",
      completedDate: day(0),
      cost: 15_000,
      recurrenceInterval: 1,
      recurrenceUnit: "DAYS"
    }
    const recorded = await product.api(admin, `/assets/${asset.id}/maintenance`, "POST", oiling)
    expect(recorded.status).toBe(201)
    expect(recorded.body.nextMaintenanceDue).toBe(day(1))
    const reminders = async () => (await product.api(admin, "/notifications")).body.items.filter((n: { type: string }) => n.type.startsWith("MAINTENANCE_"))
    // today: the check finds nothing due
    await product.app.processesTick()
    await product.app.processesSettled()
    expect(await reminders()).toHaveLength(0)
    // the test moves the process managers' clock to tomorrow: the reminder arrives live, without a reload
    clock.now = new Date(Date.now() + 86_400_000)
    await product.app.processesTick()
    const message = MaintenanceReminderMessages.message("due", { assetTag: "UD-0101", name: "Planer - Felder" }, day(1))
    await page.getByText(message).waitFor({ timeout: 20_000 })
    await page.getByText(MaintenanceReminderMessages.title.due, { exact: true }).first().waitFor()
    await shot(page, "asset-upkeep-01-reminder")
    // however often the check runs, one reminder for that day
    await product.app.processesTick()
    await product.app.processesTick()
    await product.app.processesSettled()
    expect(await reminders()).toHaveLength(1)
    // the day after, not done: overdue, once
    clock.now = new Date(Date.now() + 2 * 86_400_000)
    await product.app.processesTick()
    await product.app.processesTick()
    await page.getByText(MaintenanceReminderMessages.message("overdue", { assetTag: "UD-0101", name: "Planer - Felder" }, day(1))).waitFor({ timeout: 20_000 })
    await product.app.processesSettled()
    expect(await reminders()).toHaveLength(2)
    const phone = await product.browser.newPage({ viewport: PHONE })
    await signIn(phone, product.app.url, ADMIN.email, ADMIN.password)
    await phone.goto(`${product.app.url}/dashboard/notifications`)
    await phone.getByText(message).waitFor()
    await shot(phone, "phone-asset-upkeep-reminder")
    await phone.close()
    clock.now = new Date()
    await page.close()
  })

  it("a PDF goes up, comes down with its bytes, its type and its original name as an attachment, and is deleted; an HTML page named .pdf is refused", async () => {
    const page = await product.browser.newPage({ viewport: { width: 1440, height: 900 } })
    const token = await signIn(page, product.app.url, ADMIN.email, ADMIN.password)
    const refused = await uploadBytes(new TextEncoder().encode("<html><script>alert(1)</script></html>"), "manual.pdf", "application/pdf")
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toBe(AssetDocumentMessages.wrongType)
    const uploaded = await uploadBytes(PDF, "Mwongozo – Planer.pdf")
    expect(uploaded.status).toBe(201)
    const document = ((await uploaded.json()) as Asset).documents[0]!
    expect(document).toMatchObject({ fileName: "Mwongozo – Planer.pdf", documentType: "PDF", size: PDF.byteLength })
    const got = await downloadInPage(page, token, document.id, uploaded.headers.get("x-event-position"))
    expect(got).toEqual({
      status: 200,
      type: "application/pdf",
      disposition: `attachment; filename="Mwongozo _ Planer.pdf"; filename*=UTF-8''Mwongozo%20%E2%80%93%20Planer.pdf`,
      nosniff: "nosniff",
      bytes: Array.from(PDF)
    })
    const deleted = await fetch(`${product.app.url}/api/assets/${asset.id}/documents/${document.id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${admin}` }
    })
    expect(deleted.status).toBe(200)
    // gone once the read side has the deletion (the projections may run in their own thread)
    await expect
      .poll(async () => (await downloadInPage(page, token, document.id, deleted.headers.get("x-event-position"))).status, { timeout: 10_000 })
      .toBe(404)
    await page.close()
  })

  it("on the asset's page: Add Maintenance records a service that repeats every 3 months and shows its next day; Upload Document puts a PDF on a card, Download saves it under its name, Delete asks first", async () => {
    // an asset of its own: the tests above left a daily oiling on the planer, which would set its next day
    const bandsaw = await product.api(admin, "/assets", "POST", {
      assetTag: "UD-0102",
      categoryId: asset.category!.id,
      name: "Bandsaw - Laguna",
      purchaseDate: "2026-02-01",
      purchasePrice: 9_000_000
    })
    expect(bandsaw.status).toBe(201)
    const page = await product.browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })
    await signIn(page, product.app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${product.app.url}/dashboard/assets/${bandsaw.body.id}`)
    await page.getByRole("heading", { level: 1, name: "Bandsaw - Laguna" }).waitFor()

    await page.getByRole("tab", { name: "Maintenance" }).click()
    await page.getByRole("button", { name: "Add Maintenance" }).click()
    const dialog = page.getByRole("dialog", { name: "Add Maintenance" })
    await dialog.getByLabel("Maintenance type").fill("Blade service")
    await dialog.getByLabel("Scheduled date").fill("2026-11-20")
    await dialog.getByLabel("Status").click()
    await page.getByRole("option", { name: "Completed" }).click()
    await dialog.getByLabel("Completed date").fill("2026-11-20")
    await dialog.getByLabel("Cost (TZS)").fill("80000")
    await dialog.getByLabel("Repeat every").fill("3")
    await dialog.getByLabel("Interval unit").click()
    await page.getByRole("option", { name: "Months" }).click()
    await dialog.getByRole("button", { name: "Save" }).click()
    await dialog.waitFor({ state: "detached" })
    const records = page.getByRole("table", { name: "Maintenance records" })
    await records.getByText("Blade service").waitFor()
    // the next day is 3 months after the service (Feb 20, 2027), shown on the tab
    await page
      .getByText(/Feb 20, 2027/)
      .first()
      .waitFor()
    await shot(page, "asset-upkeep-02-maintenance-tab")

    await page.getByRole("tab", { name: "Documents" }).click()
    const dir = join(tmpdir(), "asset-upkeep-e2e")
    mkdirSync(dir, { recursive: true })
    const manual = join(dir, "Planer manual.pdf")
    writeFileSync(manual, PDF)
    const chooser = page.waitForEvent("filechooser")
    await page.getByRole("button", { name: "Upload Document" }).click()
    await (await chooser).setFiles(manual)
    await page.getByRole("button", { name: "Download Planer manual.pdf" }).waitFor()
    await shot(page, "asset-upkeep-03-documents-tab")
    const downloading = page.waitForEvent("download")
    await page.getByRole("button", { name: "Download Planer manual.pdf" }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe("Planer manual.pdf")
    expect(Array.from(await downloadedBytes(download))).toEqual(Array.from(PDF))
    await page.getByRole("button", { name: "Delete Planer manual.pdf" }).click()
    const confirm = page.getByRole("dialog", { name: "Delete Document" })
    await confirm.getByText(AssetDocumentMessages.confirmDelete).waitFor()
    await confirm.getByRole("button", { name: "Delete" }).click()
    await page.getByRole("button", { name: "Download Planer manual.pdf" }).waitFor({ state: "detached" })
    await page.close()
  })
})
