import type { RunningApp } from "@timber/all-in-one"
import { AuthMessages } from "@timber/contracts"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { shot, signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"

// issue 38 item 1: "a stranger's spray leaves the admin working in Chromium"
let app: RunningApp
let browser: Browser
let product: E2eProduct

beforeAll(async () => {
  // the throttle out of the way (its own specs cover it): only the lockout acts
  product = await startProduct("stranger-lockout", {
    signInLimits: { failuresPerAddressPerMinute: 10_000, failuresPerAccountPerHour: 10_000, refusalFloorMs: 0 }
  })
  ;({ app, browser } = product)
})
afterAll(() => product?.close())

const DESKTOP = { width: 1440, height: 900 }

describe("a stranger's wrong passwords in Chromium", () => {
  it("given the admin signed in in their browser, when a stranger sends 50 wrong passwords over the API, then the admin keeps working, signs out and in again in that browser, and a new browser is refused with the locked message", async () => {
    const own = await browser.newContext({ viewport: DESKTOP })
    const page = await own.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.getByText("LOT Traceability & Wood Processing Overview").waitFor()

    for (let i = 0; i < 50; i++) expect((await product.api(null, "/auth/login", "POST", { email: ADMIN.email, password: `stranger-${i}` })).status).toBe(401)

    // the open session: another screen, and a reload (the session cookie renews the token)
    await page.goto(`${app.url}/dashboard/management/wood-types`)
    await page.getByRole("heading", { name: "Wood Types" }).waitFor()
    await page.reload()
    await page.getByRole("heading", { name: "Wood Types" }).waitFor()

    // signed out and in again from the same browser: its device cookie keeps its own allowance
    await page.getByRole("button", { name: "Account menu" }).click()
    await page.getByRole("menuitem", { name: "Logout" }).click()
    await page.waitForURL(/\/login$/)
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    // signed in again (the console may take them back to the screen they left): the signed-in shell and a screen's data
    await page.goto(`${app.url}/dashboard/management/wood-types`)
    await page.getByRole("heading", { name: "Wood Types" }).waitFor()
    await page.getByRole("button", { name: "Account menu" }).waitFor()
    await shot(page, "stranger-lockout-01-admin-still-in")

    // a browser that never signed in is refused, told why
    const stranger = await browser.newContext({ viewport: DESKTOP })
    const other = await stranger.newPage()
    await other.goto(`${app.url}/login`)
    await other.getByLabel("Email").fill(ADMIN.email)
    await other.getByLabel("Password").fill(ADMIN.password)
    await other.getByRole("button", { name: "Sign in" }).click()
    await other.getByText(AuthMessages.accountLocked).waitFor()
    expect(other.url()).toMatch(/\/login$/)
    await shot(other, "stranger-lockout-02-new-device-refused")
    await own.close()
    await stranger.close()
  })
})
