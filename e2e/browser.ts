import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { chromium, type Browser, type Download, type Locator, type Page } from "playwright-core"
import { expectAccessible } from "./accessibility"
import { animationsEnded } from "./animations"
import { chromiumOptions } from "./chromium"
import { firstLookAt } from "./screens-checked"
import { inject } from "vitest"

export const SCREENSHOTS = join(import.meta.dirname, "screenshots")

const runChromium = (): string | undefined => {
  try {
    return inject("chromiumEndpoint") || undefined
  } catch {
    return undefined
  }
}

/**
 * The run's Chromium (chromium.global-setup.ts), through a connection of this file's own: a Chromium costs a loaded
 * machine seconds to start, a connection milliseconds. Closing it closes the contexts the file opened, not the run's
 * browser. Outside the e2e run (no global setup) the file launches a Chromium of its own.
 */
export const launch = (): Promise<Browser> => {
  const endpoint = runChromium()
  return endpoint === undefined ? chromium.launch(chromiumOptions()) : chromium.connect(endpoint)
}

/** A Chromium of the test's own, with flags of its own (a fake camera playing a file). */
export const launchWith = (extraArgs: ReadonlyArray<string>): Promise<Browser> => chromium.launch(chromiumOptions(extraArgs))

/** A download's bytes, read through the browser's connection (a connected browser's files are not the test's to open). */
export const downloadedBytes = async (download: Download): Promise<Buffer> => {
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export const shot = async (page: Page, name: string) => {
  mkdirSync(SCREENSHOTS, { recursive: true })
  // MUI dialogs, popovers and badges fade in: the picture waits for them to end
  await animationsEnded(page)
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })
  // every screen a test pictures is also one a keyboard or screen-reader user must be able to use (checked once a run)
  if (await firstLookAt(page)) await expectAccessible(page, name)
}

/** Signs in through the page; answers the access token the sign-in gave it (the console keeps it in memory only). */
export const signIn = async (page: Page, baseUrl: string, email: string, password: string): Promise<string> => {
  await page.goto(`${baseUrl}/login`)
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("Password").fill(password)
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/auth/login") && response.request().method() === "POST")
  await page.getByRole("button", { name: "Sign in" }).click()
  const { token } = (await (await answered).json()) as { token: string }
  await page.waitForURL(/\/dashboard/)
  return token
}

/**
 * When `text` first shows in an element matching `selector`, by the page's clock (ms since the epoch, the machine's
 * clock as Node's Date.now reads it), looked for every 10 ms in the page. A Playwright wait backs off to half a second
 * between its tries: on a slow machine a screen updated in 0.6 s would be seen at 1.2 s.
 */
export const shownAt = async (page: Page, selector: string, text: string, timeout = 5_000): Promise<number> => {
  const found = await page.waitForFunction(
    ({ selector, text }) => ([...document.querySelectorAll(selector)].some((element) => element.textContent?.includes(text)) ? Date.now() : false),
    { selector, text },
    { polling: 10, timeout }
  )
  return (await found.jsonValue()) as number
}

/**
 * Clicks `opener` until `dialog` is open: on a loaded machine a live update can re-render the list
 * between the click and its handler, and the click is lost (seen in the factory walk under a full e2e run).
 */
export const openDialog = async (opener: Locator, dialog: Locator, tries = 5): Promise<void> => {
  for (let i = 1; ; i++) {
    await opener.click()
    try {
      await dialog.waitFor({ timeout: 5_000 })
      return
    } catch (error) {
      if (i >= tries) throw error
    }
  }
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`)
/**
 * A row of Inventory's By Warehouse table, found by the size every other screen names it by (`Plank 2" × 8"`): the
 * table shows the row's product, thickness and width in columns of their own (console/README.md), so its text reads
 * `Mvule Plank 2" 8" …`.
 */
export const inventoryRow = (page: Page, size: string): Locator => {
  const [, product, thickness, width] = /^(\S+) (\S+) × (\S+)$/.exec(size) ?? []
  if (product === undefined || thickness === undefined || width === undefined) throw new Error(`not a row's size: ${size}`)
  return page
    .getByRole("row")
    .filter({ has: page.locator('[data-field="Product"]', { hasText: exactly(product) }) })
    .filter({ has: page.locator('[data-field="Thickness"]', { hasText: exactly(thickness) }) })
    .filter({ has: page.locator('[data-field="Width"]', { hasText: exactly(width) }) })
}
