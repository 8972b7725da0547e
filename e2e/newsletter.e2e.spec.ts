import type { RunningApp } from "@timber/all-in-one"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { shot, signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"
import { toast } from "./receipt-steps"

/**
 * The mailing list in the browser (issue 30 item 2): visitors sign up through the public call (the
 * Coming Soon page's form is another screen's), staff find them on Newsletter Clients, search, and
 * delete one with the spec's dialog; a USER sees the list masked, without delete or unsubscribe links; the
 * unsubscribe link works.
 */
const READER = { email: "rhoda.reader@timber.works", password: "E2e-reader-password" }

let app: RunningApp
let browser: Browser
let product: E2eProduct
let admin = ""

const subscribe = (email: string) => product.api(null, "/crm/newsletter/subscribe", "POST", { email })
/** A stats card's figure: the paragraph after the card's title. */
const statValue = (page: Page, title: string) => page.locator("p", { hasText: new RegExp(`^${title}$`) }).locator("xpath=following-sibling::*[1]")

beforeAll(async () => {
  product = await startProduct("newsletter")
  ;({ app, browser } = product)
  admin = await product.tokenOf(ADMIN)
  expect((await product.api(admin, "/users", "POST", { ...READER, firstName: "Rhoda", lastName: "Reader", role: "USER" })).status).toBe(201)
}, 120_000)

afterAll(() => product?.close())

describe("Newsletter Clients in the browser", () => {
  it("shows the empty list, then the subscribers with their counts; search narrows it; delete asks the spec's two sentences and removes the row", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${app.url}/dashboard/crm/clients`)
    await page.getByRole("heading", { level: 1, name: "Newsletter Clients" }).waitFor()
    await page.getByText("No subscribers yet. They will appear here when users sign up on the Coming Soon page.").waitFor()

    for (const email of ["amina@example.com", "baraka@example.com", "chausiku@sawmill.co.tz"]) {
      const answer = await subscribe(email)
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ message: "Thank you! You have been added to our mailing list." })
    }
    // the same address again: the same thanks, no second row
    expect((await subscribe("Amina@Example.com")).body).toEqual({ message: "Thank you! You have been added to our mailing list." })
    // one leaves by the unsubscribe link (the list offers each row's link to copy; the page posts its token)
    const list = await product.api(admin, "/crm/newsletter/subscribers")
    const baraka = (list.body.items as Array<{ email: string; unsubscribePath: string }>).find((s) => s.email === "baraka@example.com")!
    const visitor = await context.newPage()
    await visitor.goto(`${app.url}${baraka.unsubscribePath}`)
    await visitor.getByRole("status").filter({ hasText: "You have been unsubscribed from our mailing list." }).waitFor()
    await shot(visitor, "newsletter-01-unsubscribed")
    await visitor.close()

    await page.reload()
    await page.getByRole("gridcell", { name: "amina@example.com", exact: true }).waitFor()
    await expect.poll(() => statValue(page, "Total Subscribers").textContent()).toBe("3")
    expect(await statValue(page, "Active").textContent()).toBe("2")
    expect(await statValue(page, "Unsubscribed").textContent()).toBe("1")
    expect(await page.getByRole("row").count()).toBe(4)
    const barakaRow = page.getByRole("row").filter({ hasText: "baraka@example.com" })
    expect(await barakaRow.textContent()).toContain("Unsubscribed")
    expect(await barakaRow.textContent()).toContain("coming-soon")
    expect(await barakaRow.textContent()).toMatch(/[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}/)
    await shot(page, "newsletter-02-list-desktop")

    await page.getByPlaceholder("Search by email...").fill("SAWMILL")
    await expect.poll(() => page.getByRole("row").count()).toBe(2)
    await page.getByRole("gridcell", { name: "chausiku@sawmill.co.tz", exact: true }).waitFor()
    await page.getByPlaceholder("Search by email...").fill("nobody-here")
    await page.getByText("No subscribers match your search.").waitFor()
    await shot(page, "newsletter-03-no-match")
    await page.getByPlaceholder("Search by email...").fill("")

    await page.getByRole("button", { name: "Delete amina@example.com" }).click()
    const dialog = page.getByRole("dialog", { name: "Delete Subscriber" })
    await dialog.getByText("Are you sure you want to delete amina@example.com from the mailing list?").waitFor()
    await dialog.getByText("This action cannot be undone.").waitFor()
    await shot(page, "newsletter-04-delete-dialog")
    await dialog.getByRole("button", { name: "Delete" }).click()
    await toast(page, "Subscriber deleted successfully")
    await expect.poll(() => page.getByRole("gridcell", { name: "amina@example.com", exact: true }).count()).toBe(0)
    await expect.poll(() => statValue(page, "Total Subscribers").textContent()).toBe("2")
    await context.close()
  }, 240_000)

  it("a USER reads the list masked, is told so, and is offered no delete and no unsubscribe link; on a phone the table still reads", async () => {
    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const phone = await phoneContext.newPage()
    await signIn(phone, app.url, READER.email, READER.password)
    await phone.goto(`${app.url}/dashboard/crm/clients`)
    await phone.getByRole("article", { name: "Subscriber b***@example.com" }).waitFor()
    await phone.getByText("Addresses are shown masked. Managing the mailing list (Newsletter Clients: edit) shows them in full.").waitFor()
    expect(await phone.getByText("baraka@example.com").count()).toBe(0)
    expect(await phone.getByRole("grid").count()).toBe(0)
    expect(await phone.getByRole("button", { name: /^Delete / }).count()).toBe(0)
    expect(await phone.getByRole("button", { name: /^Copy the unsubscribe link/ }).count()).toBe(0)
    await shot(phone, "newsletter-05-list-phone-user")
    await phoneContext.close()
  }, 120_000)
})
