import type { RunningApp } from "@timber/all-in-one"
import { BackupMessages } from "@timber/contracts"
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { downloadedBytes, shot, signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"

let app: RunningApp
let browser: Browser
let product: E2eProduct

beforeAll(async () => {
  product = await startProduct("backups")
  ;({ app, browser } = product)
  // a log with something in it: the backup has events to copy and a position to show
  const token = await product.tokenOf(ADMIN)
  for (let i = 0; i < 30; i++) await product.api(token, "/factory/wood-types", "POST", { name: `Wood ${i}` })
}, 180_000)

afterAll(() => product?.close())

describe("Admin Settings' Backups tab", () => {
  it("an admin clicks Back up now, sees the progress, then the backup listed with its size and position, and downloads the same bytes", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${app.url}/dashboard/settings/admin`)
    await page.getByRole("tab", { name: "Backups" }).click()
    await page.getByText(BackupMessages.empty).waitFor()
    await page.getByLabel(/Back up every day/).waitFor()

    // the bar may show for only a moment on a small log: the page notes every time it appears
    await page.evaluate(() => {
      const seen = window as unknown as { backupProgressSeen: number[] }
      seen.backupProgressSeen = []
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Backup progress"]')
        if (bar) seen.backupProgressSeen.push(Number(bar.getAttribute("aria-valuenow")))
      }).observe(document.body, { childList: true, subtree: true, attributes: true })
    })
    await page.getByRole("button", { name: "Back up now" }).click()
    const row = page.getByRole("row").filter({ hasText: /KB|MB|Bytes/ })
    await row.first().waitFor({ timeout: 60_000 })
    await page.getByText(BackupMessages.finished).waitFor()
    const seen = await page.evaluate(() => (window as unknown as { backupProgressSeen: number[] }).backupProgressSeen)
    expect(seen.length).toBeGreaterThan(0)

    const [backup] = await listedBackups()
    expect(await row.first().textContent()).toContain(backup!.position)
    await shot(page, "backups-01-listed")

    const downloading = page.waitForEvent("download")
    await page.getByRole("button", { name: `Download ${backup!.name}` }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(backup!.name)
    const saved = await downloadedBytes(download)
    expect(saved.equals(await readFile(join(app.backups.directory, backup!.name)))).toBe(true)
    await page.close()
  }, 180_000)
})

/** The backups as the server lists them. */
const listedBackups = async () => {
  const token = await product.tokenOf(ADMIN)
  const { status, body } = await product.api(token, "/backups")
  expect(status).toBe(200)
  return body.backups as Array<{ name: string; position: string }>
}
