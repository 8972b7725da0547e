import type { RunningApp } from "@timber/all-in-one"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { shot } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"

/**
 * Issue 11 item 5: what a new visitor's browser downloads to show the sign-in page. 200 kB as
 * Chromium's DevTools counts them (1 kB = 1,000 bytes): the 200 × 1,024 of the sessions before
 * let 204,317 bytes pass, which DevTools shows as "204 kB transferred".
 */
const SIGN_IN_BUDGET_BYTES = 200_000

let app: RunningApp
let browser: Browser
let product: E2eProduct

beforeAll(async () => {
  product = await startProduct("first-load")
  ;({ app, browser } = product)
})

afterAll(() => product?.close())

describe("the console's first load", () => {
  it("given a browser with an empty cache, when it opens the sign-in page, then everything it downloads stays under 200 kB, compressed", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const transfers: Array<{ url: string; bytes: number; encoding: string | null }> = []
    page.on("requestfinished", async (request) => {
      const sizes = await request.sizes()
      const response = await request.response()
      transfers.push({
        url: request.url(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        encoding: (await response?.headerValue("content-encoding")) ?? null
      })
    })
    await page.goto(`${app.url}/login`)
    await page.getByRole("button", { name: "Sign in" }).waitFor()
    await page.waitForLoadState("networkidle")
    // the page's weight: what the browser loads to show it; the session probe (POST /api/auth/refresh, a 401 for a
    // new visitor) answers in parallel and is held to a budget of its own, so whether it lands before the network
    // settles does not move the page's figure
    const probes = transfers.filter((t) => new URL(t.url).pathname.startsWith("/api/"))
    expect(probes.every((t) => t.bytes < 2_000)).toBe(true)
    const total = transfers.filter((t) => !probes.includes(t)).reduce((sum, t) => sum + t.bytes, 0)
    console.log(`sign-in page first load: ${(total / 1000).toFixed(1)} kB in ${transfers.length} requests`)
    for (const t of [...transfers].sort((a, b) => b.bytes - a.bytes))
      console.log(`  ${(t.bytes / 1000).toFixed(1)} kB ${t.encoding ?? "identity"} ${new URL(t.url).pathname}`)
    expect(total).toBeLessThan(SIGN_IN_BUDGET_BYTES)
    expect(transfers.filter((t) => new URL(t.url).pathname.endsWith(".js") && t.encoding !== "br" && t.bytes > 2048)).toEqual([])
    await shot(page, "30-first-load-sign-in")

    // the refusal banner loads only when needed, and still says the spec's words
    await page.getByLabel("Email").fill(ADMIN.email)
    await page.getByLabel("Password").fill("not-the-password")
    await page.getByRole("button", { name: "Sign in" }).click()
    await page.getByText("Invalid email or password. Please try again.").waitFor()
    await shot(page, "31-first-load-sign-in-refused")
    await context.close()
  })
})
