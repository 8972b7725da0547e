import type { Browser, BrowserContext, Locator, Page } from "playwright-core"
import { expect } from "vitest"
import { openDialog, signIn } from "./browser"
import { toast } from "./receipt-steps"

/**
 * What the double-click specs share (issue 37 item 1 "one intent, one effect"): a page that keeps
 * every error toast it ever showed, and the impatient user's double click on a submit.
 */

/** Every error toast (notistack's error variant) the page showed so far, kept even after it faded. */
export const errorToastsOf = (page: Page) => page.evaluate(() => (window as unknown as { errorToasts: string[] }).errorToasts)

/** A browser context whose pages record each error toast as it appears, so a red toast that came and went between two waits is still seen. */
export const contextRecordingErrors = async (browser: Browser): Promise<BrowserContext> => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  await context.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { errorToasts: string[] }).errorToasts = seen
    new MutationObserver(() => {
      for (const element of document.querySelectorAll(".notistack-MuiContent-error:not([data-seen])")) {
        element.setAttribute("data-seen", "")
        seen.push(element.textContent ?? "")
      }
    }).observe(document, { childList: true, subtree: true })
  })
  return context
}

/** The highest event position the pages' writes were answered with (X-Event-Position): one product per spec file. */
let highest = 0n

/**
 * The X-Min-Position header of a read that must see every write the pages made: without it a count
 * read a moment after the answer may miss a second copy not yet projected, and pass when it should fail.
 */
export const afterWrites = (): Record<string, string> => ({ "x-min-position": highest.toString() })

/** Follows the positions `page`'s writes were answered with. */
export const followWrites = (page: Page) =>
  page.on("response", (response) => {
    const position = response.headers()["x-event-position"]
    if (position && /^\d+$/.test(position) && BigInt(position) > highest) highest = BigInt(position)
  })

/** A page of its own context, signed in as `who`, recording its error toasts and the positions of its writes. */
export const pageAs = async (browser: Browser, baseUrl: string, who: { email: string; password: string }) => {
  const page = await (await contextRecordingErrors(browser)).newPage()
  followWrites(page)
  await signIn(page, baseUrl, who.email, who.password)
  return page
}

export const choose = async (page: Page, scope: Locator | Page, label: string, option: string | RegExp) => {
  await scope.getByRole("combobox", { name: label }).click()
  await page.getByRole("option", { name: option }).click()
}

/** A time `hours` before now as a datetime-local input takes it (the browser runs in this process's time zone). */
export const hoursAgo = (hours: number) => {
  const d = new Date(Date.now() - hours * 3_600_000)
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/**
 * Double-clicks `submit` and waits for the success toast (or `success` as a function that waits for
 * what shows success); then the dialog is gone and no error was ever shown.
 */
export const doubleClick = async (page: Page, submit: Locator, success: string | (() => Promise<unknown>), dialog?: Locator) => {
  await submit.dblclick()
  await (typeof success === "string" ? toast(page, success) : success())
  if (dialog) await dialog.waitFor({ state: "hidden" })
  // a second answer would land within a moment of the first: give it that moment
  await page.waitForTimeout(1_000)
  expect(await errorToastsOf(page)).toEqual([])
}

/** Adds each reading (meter kWh, humidity %, hours ago) to a running kiln batch, double-clicking Add Reading. */
export const addReadingsByDoubleClick = async (page: Page, batchNumber: string, readings: ReadonlyArray<readonly [string, string, number]>) => {
  for (const [meter, humidity, hours] of readings) {
    const dialog = page.getByRole("dialog", { name: "Add Reading" })
    await openDialog(page.getByRole("button", { name: `Add Reading to ${batchNumber}` }), dialog)
    await dialog.getByLabel("Electricity Meter (kWh)").fill(meter)
    await dialog.getByLabel("Humidity (%)").fill(humidity)
    await dialog.getByLabel("Reading Time").fill(hoursAgo(hours))
    await doubleClick(page, dialog.getByRole("button", { name: "Add Reading" }), "Reading added", dialog)
  }
}
