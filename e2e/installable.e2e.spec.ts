import type { RunningApp } from "@timber/all-in-one"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { shot, signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"

let app: RunningApp
let browser: Browser
let product: E2eProduct

beforeAll(async () => {
  product = await startProduct("installable")
  ;({ app, browser } = product)
})
afterAll(() => product?.close())

/** What Chromium fires when the console may be installed (headless Chromium never does by itself). */
const browserOffersInstall = (page: Page) =>
  page.evaluate(() => {
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => {
        ;(window as unknown as { installPrompted: boolean }).installPrompted = true
      },
      userChoice: Promise.resolve({ outcome: "accepted" as const })
    })
    window.dispatchEvent(event)
  })

const DISMISSED_KEY = "timber-works.install-prompt.dismissed-at"

describe("the installable console (issue 30 item 5)", () => {
  it("serves a web app manifest with the product's name, start page and icons, and a service worker that is never cached stale", async () => {
    const manifest = await fetch(`${app.url}/manifest.webmanifest`)
    expect(manifest.status).toBe(200)
    expect(manifest.headers.get("content-type")).toBe("application/manifest+json")
    const body = (await manifest.json()) as { name: string; start_url: string; display: string; icons: Array<{ src: string; sizes: string }> }
    expect(body).toMatchObject({ name: "Timber Works", start_url: "/dashboard", display: "standalone" })
    expect(body.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]))
    for (const icon of body.icons) expect((await fetch(`${app.url}${icon.src}`)).headers.get("content-type")).toBe("image/png")
    const worker = await fetch(`${app.url}/sw.js`)
    expect(worker.status).toBe(200)
    expect(worker.headers.get("content-type")).toMatch(/^text\/javascript/)
    expect(worker.headers.get("cache-control")).toBe("no-cache")
    const index = await (await fetch(`${app.url}/login`)).text()
    expect(index).toContain('<link rel="manifest" href="/manifest.webmanifest">')
  })

  it("given a first visit, when the browser goes offline and the console is opened again, then it opens from its cache and says it is offline; back online, it loads itself again", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    // the service worker has installed and cached the console
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      return registration.active?.state
    })
    await context.setOffline(true)
    await page.goto(`${app.url}/dashboard`)
    await page.getByRole("heading", { name: "You are offline" }).waitFor({ timeout: 15_000 })
    await shot(page, "installable-offline")
    await context.setOffline(false)
    // online again: the page reloads by itself into the console
    await page.getByRole("heading", { name: "You are offline" }).waitFor({ state: "detached", timeout: 15_000 })
    await page.waitForURL(/\/(dashboard|login)/)
    await context.close()
  })

  it("given an admin on the dashboard, when the browser offers installation, then 'Install Timber Works App' shows 2 s later with Install and Later; Later hides it for 7 days; Install hands over to the browser", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${app.url}/dashboard`)
    await page.getByRole("heading", { level: 1 }).first().waitFor()
    const prompt = page.getByRole("dialog", { name: "Install Timber Works App" })

    const offeredAt = Date.now()
    await browserOffersInstall(page)
    await prompt.waitFor()
    expect(Date.now() - offeredAt).toBeGreaterThanOrEqual(1_900) // not at once
    await expect.poll(() => prompt.textContent()).toContain("Install our app for quick access and offline functionality")
    await shot(page, "installable-install-prompt")

    await page.getByRole("button", { name: "Later" }).click()
    await prompt.waitFor({ state: "detached" })
    const dismissedAt = Number(await page.evaluate((key) => localStorage.getItem(key), DISMISSED_KEY))
    expect(Math.abs(dismissedAt - Date.now())).toBeLessThan(60_000)

    // dismissed a moment ago: not offered again
    await page.reload()
    await page.getByRole("heading", { level: 1 }).first().waitFor()
    await browserOffersInstall(page)
    // a real clock: a prompt that is not coming can only be seen missing after the 2 s it would take
    await page.waitForTimeout(3_000)
    expect(await prompt.count()).toBe(0)

    // dismissed more than 7 days ago: offered again, and Install hands the choice to the browser
    await page.evaluate((key) => localStorage.setItem(key, String(Date.now() - 8 * 24 * 60 * 60 * 1000)), DISMISSED_KEY)
    await page.reload()
    await page.getByRole("heading", { level: 1 }).first().waitFor()
    await browserOffersInstall(page)
    await prompt.waitFor()
    await page.getByRole("button", { name: "Install", exact: true }).click()
    await prompt.waitFor({ state: "detached" })
    expect(await page.evaluate(() => (window as unknown as { installPrompted?: boolean }).installPrompted)).toBe(true)
    await context.close()
  })

  it("given the browser's offer on a page outside /dashboard, then no prompt shows there", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${app.url}/login`)
    await page.getByLabel("Email").waitFor()
    await browserOffersInstall(page)
    // a real clock: a prompt that is not coming can only be seen missing after the 2 s it would take
    await page.waitForTimeout(3_000)
    expect(await page.getByRole("dialog", { name: "Install Timber Works App" }).count()).toBe(0)
    await context.close()
  })
})
