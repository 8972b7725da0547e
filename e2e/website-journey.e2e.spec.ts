import type { RunningApp } from "@timber/all-in-one"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { shot, signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"
import { toast } from "./receipt-steps"

/**
 * Issue 30 across its parts, as the branches that built them could not show alone: an editor puts
 * their own pictures on the public page (one uploaded from the editor, one chosen from the file
 * manager with Browse Files), a visitor in another browser sees them and joins the mailing list
 * with the page's form, and the subscriber is found in Newsletter Clients and deleted.
 */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==", "base64")
let app: RunningApp
let browser: Browser
let product: E2eProduct

beforeAll(async () => {
  product = await startProduct("website-journey")
  ;({ app, browser } = product)
}, 120_000)
afterAll(() => product?.close())

describe("the public page, its pictures and its mailing list, end to end", () => {
  it("an editor's own pictures reach the public page; a visitor signs up there; the subscriber is found and deleted", async () => {
    const admin = await product.tokenOf(ADMIN)
    // the file manager holds a picture in a folder (uploaded as its Upload Files does: a multipart form)
    const folder = await product.api(admin, "/website/folders", "POST", { name: "Carousel", parentId: null })
    expect(folder.status, JSON.stringify(folder.body)).toBe(201)
    const form = new FormData()
    form.append("files", new File([PNG], "sawmill-yard.png", { type: "image/png" }))
    form.append("folderId", folder.body.id)
    const uploaded = await fetch(`${app.url}/api/website/files/upload`, { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: form })
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${app.url}/dashboard/website/pages`)
    await page.getByRole("link", { name: "Create the Coming Soon page" }).click()
    await page.getByRole("heading", { name: "Edit Coming Soon Page" }).waitFor()
    await page.getByLabel("Main Title").fill("Our own timber")

    // Upload New: a picture from this computer
    await page.getByRole("button", { name: "Add Image" }).click()
    const uploadedItem = page.getByRole("region", { name: "Image 6" })
    await uploadedItem.getByLabel("Upload a new picture for Image 6").setInputFiles({ name: "kiln.png", mimeType: "image/png", buffer: PNG })
    await expect.poll(() => uploadedItem.getByLabel("Image URL").inputValue(), { timeout: 20_000 }).toMatch(/^\/api\/website\/files\/[^/]+\/content$/)
    await uploadedItem.getByLabel("Alt text").fill("The kiln")

    // Browse Files: the folder's picture
    await page.getByRole("button", { name: "Add Image" }).click()
    const chosenItem = page.getByRole("region", { name: "Image 7" })
    await chosenItem.getByRole("button", { name: "Browse Files" }).click()
    const picker = page.getByRole("dialog", { name: "Select Image from Files" })
    await picker.getByRole("button", { name: "Carousel" }).click()
    await picker.getByRole("button", { name: "Select sawmill-yard.png" }).click()
    await toast(page, "Image selected successfully!")
    expect(await chosenItem.getByLabel("Image URL").inputValue()).toMatch(/^\/api\/website\/files\/[^/]+\/content$/)
    await chosenItem.getByLabel("Alt text").fill("The sawmill yard")
    await page.getByRole("button", { name: "Save Changes" }).click()
    await toast(page, "Page saved successfully! Refresh the Coming Soon page to see changes.")
    await shot(page, "website-journey-01-editor")

    // a visitor, another browser: the title and both pictures, drawn
    const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const outside = await visitor.newPage()
    await outside.goto(`${app.url}/`)
    await outside.getByRole("heading", { level: 1, name: /^Our own timber/ }).waitFor()
    for (const [slide, alt] of [
      [6, "The kiln"],
      [7, "The sawmill yard"]
    ] as const) {
      await outside.getByRole("button", { name: `Show slide ${slide} of 7` }).click()
      const picture = outside.locator('[aria-roledescription="slide"][aria-hidden="false"]').getByRole("img", { name: alt })
      await picture.waitFor()
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    }

    // the visitor joins the list with the page's own form, against the real endpoint
    await outside.getByLabel("Email address").fill("neema@visitor.co.tz")
    await outside.getByRole("button", { name: "Notify Me" }).click()
    await outside.getByText("Thank you! You have been added to our mailing list.").waitFor()
    expect(await outside.getByLabel("Email address").inputValue()).toBe("")
    await shot(outside, "website-journey-02-public-signed-up")

    // the console finds them and deletes them
    await page.goto(`${app.url}/dashboard/crm/clients`)
    await page.getByRole("gridcell", { name: "neema@visitor.co.tz", exact: true }).waitFor()
    await page.getByRole("button", { name: "Delete neema@visitor.co.tz" }).click()
    const dialog = page.getByRole("dialog", { name: "Delete Subscriber" })
    await dialog.getByText("Are you sure you want to delete neema@visitor.co.tz from the mailing list?").waitFor()
    await dialog.getByRole("button", { name: "Delete" }).click()
    await page.getByText("No subscribers yet. They will appear here when users sign up on the Coming Soon page.").waitFor()
    await Promise.all([context.close(), visitor.close()])
  }, 180_000)
})
