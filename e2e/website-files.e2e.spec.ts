import type { RunningApp } from "@timber/all-in-one"
import { humanFileSize, WEBSITE_UPLOAD_MAX_FILES } from "@timber/contracts"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { shot, signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"
import { toast } from "./receipt-steps"

const READER = { email: "wanjiru.reader@timber.works", password: "E2e-reader-password" }
// a real picture (the console's own icon): the browser draws it as a thumbnail and in the preview
const PNG = readFileSync(join(import.meta.dirname, "../console/public/icons/icon-192.png"))

let app: RunningApp
let browser: Browser
let product: E2eProduct

beforeAll(async () => {
  product = await startProduct("website-files")
  ;({ app, browser } = product)
  const admin = await product.tokenOf(ADMIN)
  expect((await product.api(admin, "/users", "POST", { ...READER, firstName: "Wanjiru", lastName: "Reader", role: "USER" })).status).toBe(201)
}, 120_000)

afterAll(() => product?.close())

/** A folder's or file's tile in the grid: the button that opens or previews it (its name is its visible text). */
const folderTile = (page: Page, name: string) => page.locator(`[data-folder="${name}"]`).getByRole("button").first()
const fileTile = (page: Page, name: string) => page.locator(`[data-file="${name}"]`).getByRole("button").first()

const newFolder = async (page: Page, name: string) => {
  await page.getByRole("button", { name: "New Folder" }).click()
  const dialog = page.getByRole("dialog", { name: "Create New Folder" })
  await dialog.getByLabel("Folder Name").fill(name)
  await dialog.getByLabel("Folder Name").press("Enter")
  await toast(page, "Folder created successfully")
  await folderTile(page, name).waitFor()
}

describe("Files & Folders in the browser", () => {
  it("an admin makes folders, uploads several files with a bar each, drags a file into a folder and a folder onto the breadcrumb, previews, copies and downloads", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.url })
    const page = await context.newPage()
    await signIn(page, app.url, ADMIN.email, ADMIN.password)
    await page.goto(`${app.url}/dashboard/website/files`)
    await page.getByText("This folder is empty").waitFor()
    await page.getByText("Create a new folder or upload files to get started").waitFor()
    await shot(page, "website-files-empty")

    await newFolder(page, "Carousel")
    await newFolder(page, "Archive")

    // several files at once: one bar per file, each ending full; one toast
    await page.locator('input[type="file"]').setInputFiles([
      { name: "oak-table.png", mimeType: "image/png", buffer: PNG },
      { name: "walnut-shelf.png", mimeType: "image/png", buffer: PNG },
      { name: "price-list.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") }
    ])
    for (const name of ["oak-table.png", "walnut-shelf.png", "price-list.pdf"]) await page.getByRole("progressbar", { name: `Upload of ${name}` }).waitFor()
    await toast(page, "Files uploaded successfully")
    for (const name of ["oak-table.png", "walnut-shelf.png", "price-list.pdf"])
      expect(await page.getByRole("progressbar", { name: `Upload of ${name}` }).getAttribute("aria-valuenow")).toBe("100")
    await fileTile(page, "oak-table.png").waitFor()
    await page.getByText(humanFileSize(PNG.byteLength)).first().waitFor()
    // the thumbnails are drawn from the public content route
    await page.waitForFunction(() => [...document.querySelectorAll("[data-file] img")].every((img) => (img as HTMLImageElement).naturalWidth === 192))
    await shot(page, "website-files-grid")

    // a file dragged into a folder
    await page.locator('[data-file="oak-table.png"]').dragTo(page.locator('[data-folder="Carousel"]'))
    await toast(page, "File moved successfully")
    await page.getByText("0 folders, 1 files").waitFor()
    expect(await fileTile(page, "oak-table.png").count()).toBe(0)

    // into Carousel; a folder made there and dragged onto the breadcrumb's Root
    await folderTile(page, "Carousel").click()
    await fileTile(page, "oak-table.png").waitFor()
    await newFolder(page, "Slides")
    await page.locator('[data-folder="Slides"]').dragTo(page.getByRole("button", { name: "Root" }))
    await toast(page, "Folder moved successfully")
    await folderTile(page, "Slides").waitFor({ state: "detached" })

    // the preview: the picture, Copy URL, Download, Close
    await fileTile(page, "oak-table.png").click()
    const preview = page.getByRole("dialog", { name: "oak-table.png" })
    await preview.getByRole("img", { name: "oak-table.png" }).waitFor()
    expect(await preview.getByRole("img", { name: "oak-table.png" }).evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(192)
    await shot(page, "website-files-preview")
    await preview.getByRole("button", { name: "Copy URL" }).click()
    await toast(page, "URL copied to clipboard")
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/api\/website\/files\/[^/]+\/content$/)
    const [download] = await Promise.all([page.waitForEvent("download"), preview.getByRole("link", { name: "Download" }).click()])
    expect(download.suggestedFilename()).toBe("oak-table.png")
    await preview.getByRole("button", { name: "Close" }).click()

    // back to Root by the breadcrumb: a document has no preview
    await page.getByRole("button", { name: "Root" }).click()
    await folderTile(page, "Slides").waitFor()
    await fileTile(page, "price-list.pdf").click()
    await page.getByText("Preview not available for this file type").waitFor()
    await page.getByRole("button", { name: "Close" }).click()

    // the list view's columns
    await page.getByRole("button", { name: "List view" }).click()
    for (const column of ["Name", "Type", "Size", "Actions"]) await page.getByRole("columnheader", { name: column }).waitFor()
    await page.getByRole("cell", { name: "Folder" }).first().waitFor()
    await page.getByRole("cell", { name: "Application" }).waitFor()
    await shot(page, "website-files-list")
    // the server sorts and searches: by Size the document comes first, the folders stay first by name; a search keeps what is named so
    const names = () => page.getByRole("row").locator("td:first-child").allInnerTexts()
    await page.getByRole("button", { name: "Size" }).click()
    await expect.poll(names).toEqual(["Archive", "Carousel", "Slides", "price-list.pdf", "walnut-shelf.png"])
    await page.getByRole("button", { name: "Size" }).click()
    await expect.poll(names).toEqual(["Archive", "Carousel", "Slides", "walnut-shelf.png", "price-list.pdf"])
    await page.getByLabel("Search files and folders").fill("WALNUT")
    await expect.poll(names).toEqual(["walnut-shelf.png"])
    await page.getByLabel("Search files and folders").fill("no such file")
    await page.getByText("Nothing here matches the search").waitFor()
    await page.getByLabel("Search files and folders").fill("")
    await expect.poll(names).toEqual(["Archive", "Carousel", "Slides", "walnut-shelf.png", "price-list.pdf"])
    await page.getByRole("button", { name: "Grid view" }).click()

    // rename, then delete with the spec's two sentences
    await page.getByRole("button", { name: "Rename folder Archive" }).click()
    const rename = page.getByRole("dialog", { name: "Rename Folder" })
    await rename.getByLabel("Folder Name").fill("Old pictures")
    await rename.getByRole("button", { name: "Rename" }).click()
    await toast(page, "Folder renamed successfully")

    // a file over the cap is not sent: the sentence says why
    await page.locator('input[type="file"]').setInputFiles([{ name: "video.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) }])
    await toast(page, "Each file must be at most 10 MB, and one upload at most 40 MB in all")
    expect(await page.getByRole("progressbar", { name: "Upload of video.mp4" }).getAttribute("aria-valuenow")).toBe("0")

    // a file dropped from the desktop onto a folder is uploaded into it
    await page.locator('[data-folder="Old pictures"]').evaluate((card) => {
      const dataTransfer = new DataTransfer()
      dataTransfer.items.add(new File(["Oak, walnut, teak"], "menu.txt", { type: "text/plain" }))
      card.dispatchEvent(new DragEvent("dragover", { dataTransfer, bubbles: true, cancelable: true }))
      card.dispatchEvent(new DragEvent("drop", { dataTransfer, bubbles: true, cancelable: true }))
    })
    await page.getByRole("progressbar", { name: "Upload of menu.txt" }).waitFor()
    await page.locator('[data-folder="Old pictures"]').getByText("0 folders, 1 files").waitFor()
    await page.getByRole("button", { name: "Delete folder Carousel" }).click()
    const confirm = page.getByRole("dialog", { name: "Confirm Delete" })
    await confirm.getByText("Are you sure you want to delete this folder? All files and subfolders will also be deleted.").waitFor()
    await shot(page, "website-files-confirm-delete")
    await confirm.getByRole("button", { name: "Delete" }).click()
    await toast(page, "Folder deleted successfully")
    await folderTile(page, "Carousel").waitFor({ state: "detached" })
    await context.close()
  }, 180_000)

  it("a folder of more files than a page shows 50 with a pager; the next page shows the rest, the folder's subfolder beside it", async () => {
    const admin = await product.tokenOf(ADMIN)
    const catalogue = await product.api(admin, "/website/folders", "POST", { name: "Catalogue" })
    expect((await product.api(admin, "/website/folders", "POST", { name: "Samples", parentId: catalogue.body.id })).status).toBe(201)
    for (let from = 1; from <= 55; from += WEBSITE_UPLOAD_MAX_FILES) {
      const form = new FormData()
      form.append("folderId", catalogue.body.id)
      for (let n = from; n <= Math.min(55, from + WEBSITE_UPLOAD_MAX_FILES - 1); n++)
        form.append("files", new Blob([`item ${n}`], { type: "text/plain" }), `item-${String(n).padStart(2, "0")}.txt`)
      const uploaded = await fetch(`${app.url}/api/website/files/upload`, { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: form })
      expect(uploaded.status).toBe(201)
    }
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await signIn(page, app.url, READER.email, READER.password)
    await page.goto(`${app.url}/dashboard/website/files`)
    await folderTile(page, "Catalogue").click()
    await page.getByText("1–50 of 55").waitFor()
    expect(await page.locator("[data-file]").count()).toBe(50)
    await page.getByRole("button", { name: "Go to next page" }).click()
    await page.getByText("51–55 of 55").waitFor()
    await expect.poll(() => page.locator("[data-file]").count()).toBe(5)
    await folderTile(page, "Samples").waitFor()
    await shot(page, "website-files-second-page")
    await context.close()
  }, 120_000)

  it("on a phone the screen fits; a USER only looks (no New Folder, Upload, rename or delete)", async () => {
    const admin = await product.tokenOf(ADMIN)
    expect((await product.api(admin, "/website/folders", "POST", { name: "Brochures" })).status).toBe(201)
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await signIn(page, app.url, READER.email, READER.password)
    await page.goto(`${app.url}/dashboard/website/files`)
    await folderTile(page, "Brochures").waitFor()
    expect(await page.getByRole("button", { name: "New Folder" }).count()).toBe(0)
    expect(await page.getByRole("button", { name: "Upload Files" }).count()).toBe(0)
    expect(await page.getByRole("button", { name: /^(Rename|Delete) / }).count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true)
    await shot(page, "website-files-phone")
    await context.close()
  }, 120_000)
})
