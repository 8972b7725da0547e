import type { RunningApp } from "@timber/all-in-one"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { shot, signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"

// issue 24 item 2: nothing that signs requests in the page's storage; the session survives a reload and ends at sign-out
let app: RunningApp
let browser: Browser
let product: E2eProduct

beforeAll(async () => {
  product = await startProduct("sessions")
  ;({ app, browser } = product)
})
afterAll(() => product?.close())

const DESKTOP = { width: 1440, height: 900 }

/** Everything a script of the page can read where pages keep things: both storages and the cookies it sees. */
const readableByScripts = (page: Page) =>
  page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookies: document.cookie }))

const dashboardShown = (page: Page) => page.getByText("LOT Traceability & Wood Processing Overview").waitFor()

/** Signs out from the account menu; resolves once the server answered the sign-out. */
const signOutFromMenu = async (page: Page) => {
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/auth/logout"))
  await page.getByRole("button", { name: "Account menu" }).click()
  await page.getByRole("menuitem", { name: "Logout" }).click()
  await page.waitForURL(/\/login$/)
  expect((await answered).status()).toBe(204)
}

describe("the session in Chromium", () => {
  let context: BrowserContext

  it("given a sign-in, then no token sits in local or session storage or in a cookie a script can read", async () => {
    context = await browser.newContext({ viewport: DESKTOP })
    const page = await context.newPage()
    const token = await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await dashboardShown(page)
    const readable = await readableByScripts(page)
    expect(readable).not.toContain(token)
    expect(readable).not.toContain(token.split(".")[1])
    expect(readable).not.toContain("timber_session")
    // the browser does hold the session, where no script reaches it
    const cookies = await context.cookies(`${app.url}/api/auth/refresh`)
    expect(cookies).toEqual([expect.objectContaining({ name: "timber_session", httpOnly: true, sameSite: "Strict", path: "/api/auth" })])
  })

  it("given a signed-in page, when the user reloads it, then they are still signed in on the same screen", async () => {
    const page = context.pages()[0]!
    await page.goto(`${app.url}/dashboard/management/wood-types`)
    await page.getByRole("heading", { name: "Wood Types" }).waitFor()
    await page.reload()
    await page.getByRole("heading", { name: "Wood Types" }).waitFor()
    expect(page.url()).toBe(`${app.url}/dashboard/management/wood-types`)
    await shot(page, "sessions-01-after-reload")
  })

  it("given every tab closed, when the user comes back within the session, then they are still signed in", async () => {
    for (const page of context.pages()) await page.close()
    const page = await context.newPage()
    await page.goto(`${app.url}/dashboard`)
    await dashboardShown(page)
    expect(page.url()).toBe(`${app.url}/dashboard`)
  })

  it("given a signed-in user, when they sign out, then the sign-in page shows, the token the page held is refused by the server, and a reload stays signed out", async () => {
    const page = context.pages()[0]!
    // the token the page uses, read off its next call
    const sent = page.waitForRequest((request) => request.url().includes("/api/") && request.headers()["authorization"] !== undefined)
    await page.goto(`${app.url}/dashboard/management/wood-types`)
    const token = (await sent).headers()["authorization"]!.replace(/^Bearer /, "")
    expect((await product.api(token, "/auth/me")).status).toBe(200)

    await signOutFromMenu(page)
    await page.getByRole("button", { name: "Sign in" }).waitFor()
    await shot(page, "sessions-02-signed-out")
    expect((await product.api(token, "/auth/me")).status).toBe(401)
    expect((await product.api(token, "/factory/wood-types", "POST", { name: "After sign-out" })).status).toBe(401)
    await page.reload()
    await page.getByRole("button", { name: "Sign in" }).waitFor()
    await page.goto(`${app.url}/dashboard`)
    await page.waitForURL(/\/login$/)
    expect(await context.cookies(`${app.url}/api/auth/refresh`)).toEqual([])
    await context.close()
  })

  it("given two tabs, when the user signs out in one, then the other goes to the sign-in page at its next call", async () => {
    const both = await browser.newContext({ viewport: DESKTOP })
    const first = await both.newPage()
    await signIn(first, app.url, ADMIN.email, ADMIN.password)
    const second = await both.newPage()
    await second.goto(`${app.url}/dashboard/management/wood-types`)
    await second.getByRole("heading", { name: "Wood Types" }).waitFor()

    await signOutFromMenu(first)
    // its next call: the click, unless a call of its own came first (an admin's screens ask for the
    // read models' state every 10 s), on a slow machine before the click could land (CI of 2026-11-29)
    const onSignIn = second.waitForURL(/\/login$/)
    const clicked = second
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Warehouses" })
      .click()
      .catch(() => "gone")
    await Promise.race([onSignIn, clicked])
    await onSignIn
    await both.close()
  })

  it("given a signed-in page left open, then the console renews its access token before it runs out", async () => {
    const open = await browser.newContext({ viewport: DESKTOP })
    const page = await open.newPage()
    await page.clock.install()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await dashboardShown(page)
    const renewed = page.waitForResponse((response) => response.url().endsWith("/api/auth/refresh"))
    // nine and a half of the token's ten minutes later
    await page.clock.runFor(9.5 * 60_000)
    const answer = await renewed
    expect(answer.status()).toBe(200)
    expect(((await answer.json()) as { token: string }).token).toMatch(/^ey/)
    await open.close()
  })
})
