import type { RunningApp } from "@timber/all-in-one"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { expectAccessible } from "./accessibility"
import { shot, signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"

/** A 2×2 red PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==", "base64")
const CLERK = { email: "rehema.clerk@timber.works", password: "E2e-clerk-password" }

let app: RunningApp
let browser: Browser
let product: E2eProduct
let admin = ""
let categoryId = ""

beforeAll(async () => {
  product = await startProduct("asset-form")
  ;({ app, browser } = product)
  admin = await product.tokenOf(ADMIN)
  const category = await product.api(admin, "/assets/categories", "POST", { name: "Power tools", code: "PT" })
  expect(category.status).toBe(201)
  categoryId = category.body.id
  // a chainsaw bought earlier under UD-0003: UD-0001 and UD-0002 are free to pick
  const chainsaw = await product.api(admin, "/assets", "POST", {
    assetTag: "UD-0003",
    categoryId,
    name: "Power tools - Stihl - MS 250",
    brand: "Stihl",
    purchaseDate: "2025-06-01",
    purchasePrice: 900_000
  })
  expect(chainsaw.status).toBe(201)
  expect((await product.api(admin, "/users", "POST", { ...CLERK, firstName: "Rehema", lastName: "Clerk", role: "USER" })).status).toBe(201)
}, 120_000)

afterAll(() => product?.close())

const box = (page: Page, name: string | RegExp) => page.getByRole("textbox", { name })
const valueOf = (page: Page, name: string | RegExp) => box(page, name).inputValue()

describe("asset form in Chromium", () => {
  it("adds an asset with a picture, the suggested tag, a picked tag, the auto name and the warranty end; edits it; search fills a second one", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${app.url}/dashboard/assets/new`)
    await page.getByRole("heading", { name: "Add New Asset" }).waitFor()
    // the next free tag after UD-0003 is suggested
    await expect.poll(() => valueOf(page, /^Asset Tag/)).toBe("UD-0004")
    await page.getByRole("button", { name: "Select from available tags" }).click()
    const tags = page.getByRole("dialog", { name: "Select from available tags" })
    await tags.getByRole("listitem").filter({ hasText: "UD-0002" }).click()
    await tags.waitFor({ state: "hidden" })
    expect(await valueOf(page, /^Asset Tag/)).toBe("UD-0002")

    await page.getByRole("combobox", { name: /^Category/ }).click()
    await page.getByRole("option", { name: "Power tools" }).click()
    await box(page, "Brand").fill("Makita")
    await box(page, "Model Number").fill("LS1019")
    expect(await valueOf(page, /^Name/)).toBe("Power tools - Makita - LS1019")

    await page.locator('input[type="file"]').setInputFiles({ name: "saw.png", mimeType: "image/png", buffer: PNG })
    await page.getByRole("img", { name: "Product image" }).waitFor()

    await box(page, /^Purchase Date/).fill("2026-01-31")
    await page.getByRole("spinbutton", { name: /^Purchase Price/ }).fill("1250000")
    await page.getByRole("spinbutton", { name: "Warranty Duration" }).fill("1")
    await page.getByRole("combobox", { name: "Unit" }).first().click()
    await page.getByRole("option", { name: "Months" }).click()
    // Jan 31 + 1 month: the month's last day
    await expect.poll(() => page.getByTestId("warranty-period").textContent()).toBe("Warranty from Jan 31, 2026 to Feb 28, 2026")
    await expectAccessible(page, "asset form (new)")
    await shot(page, "asset-form-01-new-desktop")

    await page.getByRole("button", { name: "Save Asset" }).click()
    await page.waitForURL(/\/dashboard\/assets\/(?!new$)[^/]+$/)
    const id = page.url().split("/").pop()!
    // the read model catches up a moment after the write
    await expect.poll(async () => (await product.api(admin, `/assets/${id}`)).status).toBe(200)
    const saved = await product.api(admin, `/assets/${id}`)
    expect(saved.body).toMatchObject({
      assetTag: "UD-0002",
      name: "Power tools - Makita - LS1019",
      brand: "Makita",
      modelNumber: "LS1019",
      purchasePrice: 1_250_000,
      warrantyStartDate: "2026-01-31",
      warrantyEndDate: "2026-02-28"
    })
    expect(saved.body.imageUrl).toMatch(/^\/api\/assets\/images\/asset-image-/)

    // the picture is drawn where the register shows it for a colleague who never uploaded it (nothing in their
    // browser's cache, and no bearer token an <img> could send: the list showed the tool icon after a 401)
    const colleague = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const other = await colleague.newPage()
    await signIn(other, app.url, ADMIN.email, ADMIN.password)
    const drawn = async (where: string) => {
      await other.goto(`${app.url}${where}`)
      const picture = other.locator('img[alt="Power tools - Makita - LS1019"]').first()
      await picture.waitFor({ timeout: 10_000 }).catch(() => undefined)
      return picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0).catch(() => false)
    }
    expect(await drawn(`/dashboard/assets/${id}`)).toBe(true)
    expect(await drawn("/dashboard/assets")).toBe(true)
    await colleague.close()

    // edit: the stored fields come back, a change is saved
    await page.goto(`${app.url}/dashboard/assets/${id}/edit`)
    await page.getByRole("heading", { name: "Edit Asset" }).waitFor()
    await expect.poll(() => valueOf(page, /^Name/)).toBe("Power tools - Makita - LS1019")
    expect(await page.getByRole("button", { name: "Search Product" }).count()).toBe(0)
    await box(page, "Location").fill("Workshop 2")
    await expectAccessible(page, "asset form (edit)")
    await page.getByRole("button", { name: "Save Changes" }).click()
    await page.waitForURL(new RegExp(`/dashboard/assets/${id}$`))
    await expect.poll(async () => (await product.api(admin, `/assets/${id}`)).body.location).toBe("Workshop 2")

    // a second one of the same saw: the search finds the first and fills the form
    await page.goto(`${app.url}/dashboard/assets/new`)
    await page.getByRole("button", { name: "Search Product" }).click()
    const search = page.getByRole("dialog", { name: "Search Product" })
    await search.getByRole("textbox", { name: "Product" }).fill("makita ls1019")
    await search.getByRole("button", { name: "Search" }).click()
    await search.getByText("Results from Asset register").waitFor()
    const result = search.getByRole("listitem").filter({ hasText: "Power tools - Makita - LS1019" })
    await result.waitFor()
    expect(await result.textContent()).toContain("TZS 1,250,000")
    await expectAccessible(page, "product search dialog")
    await shot(page, "asset-form-02-search-desktop")
    await result.getByRole("button").click()
    await search.waitFor({ state: "hidden" })
    expect(await valueOf(page, /^Name/)).toBe("Power tools - Makita - LS1019")
    expect(await valueOf(page, "Brand")).toBe("Makita")
    expect(await valueOf(page, "Model Number")).toBe("LS1019")
    expect(await page.getByRole("spinbutton", { name: /^Purchase Price/ }).inputValue()).toBe("1250000")
    expect(await page.getByRole("combobox", { name: /^Category/ }).textContent()).toContain("Power tools")
    await page.getByRole("img", { name: "Product image" }).waitFor()
    await shot(page, "asset-form-03-filled-from-search")

    // nothing matching: the dialog says so
    await page.getByRole("button", { name: "Search Product" }).click()
    await search.getByRole("textbox", { name: "Product" }).fill("bosch drill")
    await search.getByRole("button", { name: "Search" }).click()
    await search.getByText("No results found").waitFor()
    await search.getByRole("button", { name: "Cancel" }).click()

    // the rules of section 5, with their sentences
    await box(page, /^Asset Tag/).fill("")
    await box(page, /^Name/).fill("")
    await page.getByRole("button", { name: "Save Asset" }).click()
    await page.getByText("Asset tag is required").waitFor()
    await page.getByText("Name is required").waitFor()
    await box(page, /^Asset Tag/).fill("ab-12")
    expect(await valueOf(page, /^Asset Tag/)).toBe("AB-12")
    await page.getByRole("button", { name: "Save Asset" }).click()
    await page.getByText("Asset tag must look like UD-0000").waitFor()

    await page.goto(`${app.url}/dashboard/assets/no-such-asset/edit`)
    await page.getByText("Asset not found").waitFor()

    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const phone = await phoneContext.newPage()
    await signIn(phone, app.url, ADMIN.email, ADMIN.password)
    await phone.goto(`${app.url}/dashboard/assets/${id}/edit`)
    await expect.poll(() => valueOf(phone, /^Name/)).toBe("Power tools - Makita - LS1019")
    await phone.getByRole("img", { name: "Product image" }).waitFor()
    await expectAccessible(phone, "asset form (phone)")
    await shot(phone, "asset-form-04-edit-phone")

    // a USER reads the register but never reaches a working form
    const clerkContext = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const clerk = await clerkContext.newPage()
    await signIn(clerk, app.url, CLERK.email, CLERK.password)
    await clerk.goto(`${app.url}/dashboard/assets/new`)
    await clerk.waitForURL(/\/unauthorized$/)
    await clerk.goto(`${app.url}/dashboard/assets/${id}/edit`)
    await clerk.waitForURL(/\/unauthorized$/)
    await Promise.all([context.close(), phoneContext.close(), clerkContext.close()])
    // one long walk through the form on a shared 2-core machine: about 2 minutes here
  }, 300_000)
})
