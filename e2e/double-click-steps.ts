import type { Browser, BrowserContext, Locator, Page, Request } from "playwright-core"
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
  const writes = writesOf(page)
  try {
    await submit.dblclick()
    await (typeof success === "string" ? toast(page, success) : success())
    if (dialog) await dialog.waitFor({ state: "hidden" })
    await writes.answered()
  } finally {
    writes.stop()
  }
  expect(await errorToastsOf(page)).toEqual([])
}

/**
 * The writes (API calls other than GET) `page` sends from now on. `answered` resolves once none is waiting for its
 * answer and the page has shown what it made of them: a double click's second write, if it sent one, was sent before
 * the first answer came, so a refusal of it is on screen (and in the page's error toasts) by then.
 */
export const writesOf = (page: Page) => {
  const open = new Set<Request>()
  const sent = (request: Request) => {
    if (request.method() !== "GET" && new URL(request.url()).pathname.startsWith("/api/")) open.add(request)
  }
  const done = (request: Request) => void open.delete(request)
  page.on("request", sent)
  page.on("requestfinished", done)
  page.on("requestfailed", done)
  return {
    answered: async () => {
      await expect.poll(() => open.size, { timeout: 10_000 }).toBe(0)
      // the answers' toasts are on the page by the frames after them (not their fade-in: the page records them as they come)
      await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))))
    },
    stop: () => {
      page.off("request", sent)
      page.off("requestfinished", done)
      page.off("requestfailed", done)
    }
  }
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
