import type { RunningApp } from "@timber/all-in-one"
import type { Browser, Locator, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { animationsEnded } from "./animations"
import { shot, signIn } from "./browser"
import { ADMIN, startProduct, type Credentials, type E2eProduct } from "./product"

/** Issue 24 item 15: what a new user hit, walked again in Chromium on a desktop and a phone. */
const NEEMA: Credentials = { email: "neema@timber.works", password: "E2e-user-password" }
const DESKTOP = { width: 1440, height: 900 }
const PHONE = { width: 390, height: 844 }
const LONG_LOT = "LOT-2026-SAOHILL-000123"
const LONG_SUPPLIER = "Sao Hill Industries Sawmill and Timber Merchants Limited"

let app: RunningApp
let browser: Browser
let product: E2eProduct
let admin: string
let woodTypeId: string

const api = async (path: string, method = "GET", body?: unknown) => (await product.api(admin, path, method, body)).body
const createLot = (lotNumber: string, supplier = "Sao Hill") =>
  api("/management/wood-receipts", "POST", {
    wood_type_id: woodTypeId,
    supplier,
    receipt_date: "2026-11-20",
    lot_number: lotNumber,
    purchase_order: "PO-2026-0001",
    total_volume_m3: 0.2,
    total_pieces: 2
  })

beforeAll(async () => {
  product = await startProduct("new-user")
  ;({ app, browser } = product)
  admin = await product.tokenOf(ADMIN)
  woodTypeId = (await api("/factory/wood-types", "POST", { name: "Mninga (Pterocarpus angolensis)", grade: "A" })).id
  await api("/users", "POST", { ...NEEMA, firstName: "Neema", lastName: "Mushi", role: "USER" })
  await createLot(LONG_LOT, LONG_SUPPLIER)
  await createLot("LOT-NU-0001")
}, 120_000)

afterAll(() => product?.close())

const desktop = async (who?: Credentials, viewport = DESKTOP) => {
  const page = await (await browser.newContext({ viewport })).newPage()
  if (who) await signIn(page, app.url, who.email, who.password)
  return page
}

/** The element's box does not overlap the other's. */
const apart = async (a: Locator, b: Locator) => {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()]
  if (!x || !y) throw new Error("not drawn")
  return x.x + x.width <= y.x || y.x + y.width <= x.x || x.y + x.height <= y.y || y.y + y.height <= x.y
}

/** The cell's text is drawn whole: nothing of it ends in "…". */
const drawnWhole = (cell: Locator) => cell.evaluate((el) => [...el.querySelectorAll("*"), el].every((e) => e.scrollWidth <= e.clientWidth + 1))

describe("a new user's walk (issue 24 item 15)", () => {
  it("given a deep link opened signed out, when the user signs in, then they land on the linked screen with its query", async () => {
    const page = await desktop()
    await page.goto(`${app.url}/dashboard/notifications?tab=unread`)
    await page.waitForURL(/\/login$/)
    await page.getByLabel("Email").fill(ADMIN.email)
    await page.getByLabel("Password").fill(ADMIN.password)
    await page.getByRole("button", { name: "Sign in" }).click()
    await page.waitForURL(/\/dashboard\/notifications\?tab=unread$/)
    await page.context().close()
  })

  it("given a deep link opened with an expired session, when the user signs in in another tab and comes back to this one, then it still leads to the link", async () => {
    const context = await browser.newContext({ viewport: DESKTOP })
    const page = await context.newPage()
    // the session's cookie of a session long over
    await context.addCookies([{ name: "timber_session", value: "expired-token", domain: "localhost", path: "/api/auth", httpOnly: true, sameSite: "Strict" }])
    await page.goto(`${app.url}/dashboard/management/approvals`)
    await page.waitForURL(/\/login$/)
    const other = await context.newPage()
    await signIn(other, app.url, ADMIN.email, ADMIN.password)
    await page.reload()
    await page.waitForURL(/\/dashboard\/management\/approvals$/)
    await context.close()
  })

  it("given a direct message from Neema, when the admin opens the envelope, then it counts and lists the message instead of 'coming soon'", async () => {
    const neema = await product.tokenOf(NEEMA)
    const adminId = (await api("/auth/me")).id as string
    expect((await product.api(neema, "/notifications/send", "POST", { userId: adminId, title: "Kiln 2 readings", message: "Logged at 14:00." })).status).toBe(
      201
    )
    const page = await desktop(ADMIN)
    await page.getByRole("button", { name: "Messages: 1 unread" }).click()
    const list = page.getByRole("list", { name: "Messages list" })
    await list.getByText("Kiln 2 readings").waitFor()
    await list.getByText("Logged at 14:00.").waitFor()
    expect(await page.getByText("Internal messaging feature coming soon").count()).toBe(0)
    await shot(page, "new-user-01-messages")
    await page.getByRole("button", { name: "View All Notifications" }).click()
    await page.waitForURL(/\/dashboard\/notifications$/)
    await page.context().close()
  })

  // the Notification DTO carries no sender (contracts/src/notifications/dto.ts): the server must send it first
  it.todo("given a direct message from Neema, then the envelope and the Notification Centre name her as its sender")

  it("given the calculator, when 1e200 is typed as the price, then it stays as typed and is refused aloud, and Save waits for a result", async () => {
    const page = await desktop(ADMIN)
    await page.goto(`${app.url}/dashboard/factory/wood-calculator`)
    const save = page.getByRole("button", { name: "Save Calculation" })
    await save.waitFor()
    expect(await save.isDisabled()).toBe(true)
    await page.getByText("Enter the plank details and press Calculate.").waitFor()
    await page.getByRole("combobox", { name: /Wood Type/ }).click()
    await page.getByRole("option", { name: "Mninga (Pterocarpus angolensis)" }).click()
    await page.getByLabel("Thickness").fill("2")
    await page.getByLabel("Width").fill("6")
    await page.getByLabel("Length").fill("12")
    const price = page.getByLabel("Price per Plank")
    // key by key, as a person types it: the "e" used to vanish and leave 1200
    await price.pressSequentially("1e200")
    expect(await price.inputValue()).toBe("1e200")
    await page
      .getByText(/^Price per plank: max [\d,]+$/)
      .first()
      .waitFor()
    expect(await page.getByRole("button", { name: "Calculate" }).isDisabled()).toBe(true)
    expect(await save.isDisabled()).toBe(true)
    await shot(page, "new-user-02-calculator-price")
    await price.fill("60000")
    await page.getByRole("button", { name: "Calculate" }).click()
    await expect.poll(() => save.isDisabled()).toBe(false)
    await page.context().close()
  })

  it("given the admin on the LOT screen, when the pointer rests on the active sidebar entry, then it stays highlighted", async () => {
    const page = await desktop(ADMIN)
    await page.goto(`${app.url}/dashboard/management/wood-receipt`)
    const entry = page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "LOT Creation" })
    await entry.waitFor()
    const background = () => entry.evaluate((el) => getComputedStyle(el).backgroundColor)
    const resting = await background()
    await entry.hover()
    await animationsEnded(page)
    expect(await background()).toBe(resting)
    await page.context().close()
  })

  it("given long LOT numbers and names, the LOT list shows them whole at 1440 px, and on a phone the LOT number is whole too", async () => {
    const page = await desktop(ADMIN)
    await page.goto(`${app.url}/dashboard/management/wood-receipt`)
    const row = page.getByRole("row", { name: new RegExp(LONG_LOT) })
    await row.waitFor()
    await shot(page, "new-user-03-lot-list-1440")
    expect(await drawnWhole(row.locator('[data-field="lotNumber"]'))).toBe(true)
    expect(await drawnWhole(row.locator('[data-field="supplier"]'))).toBe(true)
    expect(await drawnWhole(row.locator('[data-field="woodType"]'))).toBe(true)
    await page.context().close()

    const phone = await desktop(ADMIN, PHONE)
    await phone.goto(`${app.url}/dashboard/management/wood-receipt`)
    const phoneRow = phone.getByRole("row", { name: new RegExp(LONG_LOT) })
    await phoneRow.waitFor()
    await shot(phone, "new-user-04-lot-list-phone")
    expect(await drawnWhole(phoneRow.locator('[data-field="lotNumber"]'))).toBe(true)
    await phone.context().close()
  })

  it("given a toast after adding, then it covers none of the page's action buttons, on a desktop and on a phone", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await desktop(ADMIN, viewport)
      await page.goto(`${app.url}/dashboard/management/wood-types`)
      await page.getByRole("button", { name: "Add Wood Type" }).click()
      const dialog = page.getByRole("dialog", { name: "Add Wood Type" })
      await dialog.getByRole("textbox", { name: /^Name/ }).fill(`Teak ${viewport.width}`)
      await dialog.getByRole("button", { name: "Create" }).click()
      const note = page.locator("#notistack-snackbar").first()
      await note.waitFor()
      await dialog.waitFor({ state: "hidden" })
      await shot(page, `new-user-05-toast-${viewport.width}`)
      // the wood type's name is read whole in its row too
      expect(await drawnWhole(page.getByRole("row", { name: /Mninga/ }).locator('[data-field="name"]'))).toBe(true)
      // once it has slid in from the window's edge
      for (const control of ["Add Wood Type", "Account menu", /^Notifications:/, /^Messages:/])
        await expect.poll(() => apart(note, page.getByRole("button", { name: control }))).toBe(true)
      await page.context().close()
    }
  })
})
