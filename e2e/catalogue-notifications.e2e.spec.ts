import type { RunningApp } from "@timber/all-in-one"
import { ImageMessages, LotMessages, NotificationMessages, WoodTypeMessages } from "@timber/contracts"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { shot, signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"

const NEEMA = { email: "neema@timber.works", password: "E2e-user-password" }
const PHONE = { width: 390, height: 844 }

let app: RunningApp
let browser: Browser
let product: E2eProduct
let token: string

const api = (path: string, method = "GET", body?: unknown) => product.api(token, path, method, body)

/** A 1200×800 PNG of wood grain, drawn by the browser (the console resizes it to fit 800 px before uploading). */
const woodPicture = async (page: Page, colour: string) =>
  Buffer.from(
    await page.evaluate((c) => {
      const canvas = document.createElement("canvas")
      canvas.width = 1200
      canvas.height = 800
      const g = canvas.getContext("2d")!
      const fill = g.createLinearGradient(0, 0, 1200, 800)
      fill.addColorStop(0, c)
      fill.addColorStop(1, "#5b3a1e")
      g.fillStyle = fill
      g.fillRect(0, 0, 1200, 800)
      g.strokeStyle = "rgba(60, 30, 10, 0.35)"
      for (let i = 0; i < 45; i++) {
        g.beginPath()
        g.moveTo(0, i * 18)
        g.bezierCurveTo(400, i * 18 + 40, 800, i * 18 - 40, 1200, i * 18)
        g.stroke()
      }
      return canvas.toDataURL("image/png").split(",")[1]!
    }, colour),
    "base64"
  )

beforeAll(async () => {
  product = await startProduct("catalogue")
  ;({ app, browser } = product)
  token = await product.tokenOf(ADMIN)
  await api("/users", "POST", { ...NEEMA, firstName: "Neema", lastName: "Mushi", role: "USER" })
})

afterAll(() => product?.close())

describe("wood-type catalogue and notifications in Chromium", () => {
  it("given a fresh install, the LOT dialog leads to Wood Types Management, where a wood type gets its full catalogue, is edited, and is refused deletion while a LOT uses it", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${app.url}/dashboard/management/wood-receipt`)
    await page.getByRole("button", { name: "Create LOT" }).click()
    const lotDialog = page.getByRole("dialog", { name: "Create New LOT (Stage 1)" })
    await lotDialog.getByText(LotMessages.noWoodTypes).waitFor()
    await shot(page, "catalogue-01-first-lot-dialog")
    await lotDialog.getByRole("link", { name: "Open Wood Types Management" }).click()
    await page.waitForURL(/\/dashboard\/management\/wood-types$/)
    await page.getByText(WoodTypeMessages.emptyCatalogue).waitFor()

    await page.getByRole("button", { name: "Add Wood Type" }).click()
    const dialog = page.getByRole("dialog", { name: "Add Wood Type" })
    await dialog.getByRole("textbox", { name: /^Name/ }).fill("Teak")
    await dialog.getByLabel("Alternative Names").fill("Mvule, Iroko")
    await dialog.getByLabel("Origin").fill("Morogoro")
    await dialog.getByLabel("Density (kg/m³)").fill("650")
    await dialog.getByLabel("Price Min (TZS/m³)").fill("900000")
    await dialog.getByLabel("Price Max (TZS/m³)").fill("1400000")
    await dialog.getByLabel("Color").fill("Golden brown")
    await dialog.getByLabel("Moisture Content (%)").fill("12")
    await dialog.getByLabel("Janka Hardness (N)").fill("4450")
    await dialog.getByRole("combobox", { name: "Grade" }).click()
    await page.getByRole("option", { name: "A", exact: true }).click()
    await dialog.getByRole("combobox", { name: "Durability" }).click()
    await page.getByRole("option", { name: "High" }).click()
    await shot(page, "catalogue-02-wood-type-dialog")
    await dialog.getByRole("button", { name: "Create", exact: true }).click()
    await page.getByText(WoodTypeMessages.created).waitFor()
    await page.getByRole("gridcell", { name: "Teak Mvule, Iroko" }).waitFor()
    await page.getByText("900,000 – 1,400,000").waitFor()

    await page.getByRole("button", { name: "Edit Teak" }).click()
    const edit = page.getByRole("dialog", { name: "Edit Wood Type" })
    expect(await edit.getByLabel("Alternative Names").inputValue()).toBe("Mvule, Iroko")
    await edit.getByLabel("Origin").fill("Kilombero")
    // the picture: a file that is not an image is refused in the dialog, a PNG is shown before it is saved
    const imageInput = edit.getByLabel("Wood type image file")
    await imageInput.setInputFiles({ name: "teak.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>") })
    await edit.getByRole("alert").getByText(ImageMessages.wrongType).waitFor()
    await imageInput.setInputFiles({ name: "teak.png", mimeType: "image/png", buffer: await woodPicture(page, "#c8893f") })
    await edit.getByRole("img", { name: "Wood type image" }).waitFor()
    await edit.getByRole("button", { name: "Replace Image" }).waitFor()
    await shot(page, "catalogue-02b-wood-type-image")
    await edit.getByRole("button", { name: "Update" }).click()
    await page.getByText(WoodTypeMessages.updated).first().waitFor() // an earlier update's toast may still show on a slow machine
    await page.getByText("Kilombero").waitFor()
    await page.getByRole("img", { name: "Teak image" }).waitFor()
    await shot(page, "catalogue-03-wood-types")
    const withImage = (await api("/factory/wood-types")).body.find((w: { name: string }) => w.name === "Teak")
    const stored = await fetch(`${app.url}${withImage.image_url}`, { headers: { authorization: `Bearer ${token}` } })
    // resized in the browser: the 1200×800 PNG arrives as a smaller WebP
    expect(stored.headers.get("content-type")).toBe("image/webp")

    // replacing it gives a new address; removing it leaves the tree in the table
    await page.getByRole("button", { name: "Edit Teak" }).click()
    await edit.getByRole("img", { name: "Wood type image" }).waitFor()
    await edit.getByLabel("Wood type image file").setInputFiles({ name: "teak-2.png", mimeType: "image/png", buffer: await woodPicture(page, "#8b5a2b") })
    await edit.getByRole("button", { name: "Update" }).click()
    await page.getByText(WoodTypeMessages.updated).first().waitFor() // an earlier update's toast may still show on a slow machine
    await expect.poll(async () => (await api("/factory/wood-types")).body[0].image_url).not.toBe(withImage.image_url)
    await page.getByRole("button", { name: "Edit Teak" }).click()
    await edit.getByRole("button", { name: "Remove Image" }).click()
    await edit.getByText("The image is removed when you save.").waitFor()
    await edit.getByRole("button", { name: "Update" }).click()
    await page.getByText(WoodTypeMessages.updated).first().waitFor() // an earlier update's toast may still show on a slow machine
    await page.getByRole("img", { name: "Teak image" }).waitFor({ state: "detached" })
    // the page shows the write's own answer; a plain read may be a moment behind it (read-your-writes is the console's, not this helper's)
    await expect.poll(async () => (await api("/factory/wood-types")).body[0].image_url).toBeNull()
    await page.getByRole("button", { name: "Edit Teak" }).click()
    await edit.getByLabel("Wood type image file").setInputFiles({ name: "teak.png", mimeType: "image/png", buffer: await woodPicture(page, "#c8893f") })
    await edit.getByRole("button", { name: "Update" }).click()
    await page.getByRole("img", { name: "Teak image" }).waitFor()

    const teak = (await api("/factory/wood-types")).body.find((w: { name: string }) => w.name === "Teak")
    expect(teak).toMatchObject({
      origin: "Kilombero",
      density: 650,
      alternative_names: ["Mvule", "Iroko"],
      grade: "A",
      characteristics: { durability: "High" }
    })
    const lot = await api("/management/wood-receipts", "POST", {
      wood_type_id: teak.id,
      supplier: "Sao Hill",
      receipt_date: "2026-11-20",
      lot_number: "LOT-CAT-1",
      purchase_order: "PO-1",
      total_amount: 0
    })
    expect(lot.status).toBe(201)
    await page.getByRole("button", { name: "Delete Teak" }).click()
    await page.getByRole("dialog", { name: "Delete Wood Type" }).getByRole("button", { name: "Delete" }).click()
    await page.getByText(WoodTypeMessages.inUse).waitFor()
    await page.getByRole("gridcell", { name: "Teak Mvule, Iroko" }).waitFor()

    const phone = await browser.newPage({ viewport: PHONE })
    await signIn(phone, app.url, ADMIN.email, ADMIN.password)
    await phone.goto(`${app.url}/dashboard/management/wood-types`)
    await phone.getByRole("gridcell", { name: "Teak Mvule, Iroko" }).waitFor()
    await shot(phone, "phone-catalogue-wood-types")
    await phone.close()
    await page.close()
  })

  it("given a direct message from the admin, the recipient's bell updates live in another browser, and the Notification Centre reads and deletes it", async () => {
    const recipientContext = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const recipient = await recipientContext.newPage()
    await signIn(recipient, app.url, NEEMA.email, NEEMA.password)
    // the bell counts notifications and LOT alerts, each from a request of its own: its count is
    // read once both have answered (read earlier, it missed the LOT alert and came out one short)
    const answered = (path: string) =>
      recipient.waitForResponse((response) => new URL(response.url()).pathname === `/api${path}` && response.request().method() === "GET")
    const listsAnswered = Promise.all([answered("/notifications"), answered("/management/wood-receipts/alerts")])
    await recipient.goto(`${app.url}/dashboard/notifications`)
    await listsAnswered
    await recipient.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    await recipient.getByText(NotificationMessages.empty, { exact: true }).waitFor()
    const bell = recipient.getByRole("button", { name: /^Notifications:/ })
    const bellCount = async () => Number(/Notifications: (\d+)/.exec((await bell.getAttribute("aria-label")) ?? "")?.[1] ?? -1)
    const before = await bellCount()

    const senderContext = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const sender = await senderContext.newPage()
    await signIn(sender, app.url, ADMIN.email, ADMIN.password)
    await sender.goto(`${app.url}/dashboard/notifications`)
    await sender.getByText(NotificationMessages.subtitle).waitFor()
    await sender.getByRole("button", { name: "Send Message" }).click()
    const dialog = sender.getByRole("dialog", { name: "Send Direct Message" })
    await dialog.getByText(NotificationMessages.fillAllFields).waitFor()
    await dialog.getByRole("combobox", { name: /Recipient/ }).click()
    await sender.getByRole("option", { name: "Neema Mushi" }).click()
    await dialog.getByLabel("Title").fill("Kiln 2 readings")
    await dialog.getByLabel("Message").fill("Please log the 14:00 readings.")
    await shot(sender, "catalogue-04-send-message")
    await dialog.getByRole("button", { name: "Send" }).click()
    await sender.getByText(NotificationMessages.sent).waitFor()

    // no reload: the push over the live socket refreshes the recipient's list and bell
    await recipient.getByText("Kiln 2 readings").waitFor({ timeout: 10_000 })
    await expect.poll(bellCount, { timeout: 10_000 }).toBe(before + 1)
    await recipient.getByRole("tab", { name: "Unread (1)" }).waitFor()
    await recipient.getByText("New", { exact: true }).waitFor()
    await shot(recipient, "catalogue-05-notification-centre")
    await recipient.getByText("Kiln 2 readings").click()
    await recipient.getByRole("tab", { name: "Unread (0)" }).waitFor()
    await recipient.getByRole("checkbox", { name: "Select all notifications" }).check()
    await recipient.getByRole("button", { name: "Delete (1)" }).click()
    await recipient.getByText(NotificationMessages.confirmDelete(1)).waitFor()
    await recipient.getByRole("dialog").getByRole("button", { name: "Delete" }).click()
    await recipient.getByText(NotificationMessages.deleted).waitFor()
    await recipient.getByText(NotificationMessages.empty, { exact: true }).waitFor()
    const phone = await browser.newPage({ viewport: PHONE })
    await signIn(phone, app.url, NEEMA.email, NEEMA.password)
    await phone.goto(`${app.url}/dashboard/notifications`)
    await phone.getByText(NotificationMessages.title, { exact: true }).first().waitFor()
    await shot(phone, "phone-catalogue-notifications")
    await phone.close()
    await senderContext.close()
    await recipientContext.close()
  })

  it("given Neema read her messages and signed out, when the admin signs in on the same tab, then the Notification Centre shows none of Neema's messages", async () => {
    const users = (await api("/users")).body as Array<{ id: string; email: string }>
    const neema = users.find((u) => u.email === NEEMA.email)!
    expect((await api("/notifications/send", "POST", { userId: neema.id, title: "Payroll for Neema only", message: "Private." })).status).toBe(201)
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    await signIn(page, app.url, NEEMA.email, NEEMA.password)
    await page.goto(`${app.url}/dashboard/notifications`)
    await page.getByText("Payroll for Neema only").waitFor()
    await page.getByRole("button", { name: "Account menu" }).click()
    await page.getByRole("menuitem", { name: "Logout" }).click()
    await page.waitForURL(/\/login$/)
    // the same page, no reload: whatever the console kept in memory from Neema's session is still there
    await page.getByLabel("Email").fill(ADMIN.email)
    await page.getByLabel("Password").fill(ADMIN.password)
    await page.getByRole("button", { name: "Sign in" }).click()
    await page.waitForURL(/\/dashboard/)
    await page.evaluate(() => {
      history.pushState({}, "", "/dashboard/notifications")
      dispatchEvent(new PopStateEvent("popstate"))
    })
    await page.getByText(NotificationMessages.subtitle).waitFor()
    await page.getByText(NotificationMessages.empty, { exact: true }).waitFor()
    expect(await page.getByText("Payroll for Neema only").count()).toBe(0)
    await page.close()
  })
})
