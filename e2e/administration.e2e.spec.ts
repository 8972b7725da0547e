import type { RunningApp } from "@timber/all-in-one"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { shot, signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"

const MANAGER = { email: "mary@timber.works", password: "Mary-first-pass1", newPassword: "Mary-second-pass2" }
/** A 2×2 red PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==", "base64")

let app: RunningApp
let browser: Browser
let product: E2eProduct

const desktop = () => browser.newContext({ viewport: { width: 1440, height: 900 } })
const createLot = (token: string | null, lotNumber: string, woodTypeId: string) =>
  product.api(token, "/management/wood-receipts", "POST", {
    wood_type_id: woodTypeId,
    supplier: "S",
    receipt_date: "2026-11-21",
    lot_number: lotNumber,
    purchase_order: "PO"
  })

beforeAll(async () => {
  product = await startProduct("admin")
  ;({ app, browser } = product)
})

afterAll(() => product?.close())

describe("administration in Chromium", () => {
  let admin: Page
  let manager: Page
  let woodTypeId = ""

  it("creates a MANAGER from the Users tab: the button waits for username, e-mail and password", async () => {
    admin = await (await desktop()).newPage()
    const adminToken = await signIn(admin, app.url, ADMIN.email, ADMIN.password)
    woodTypeId = (await product.api(adminToken, "/factory/wood-types", "POST", { name: "Mninga" })).body.id
    await admin.goto(`${app.url}/dashboard/settings/admin`)
    await admin.getByRole("heading", { name: "Admin Settings" }).waitFor()
    await admin.getByRole("button", { name: "Create User" }).click()
    const dialog = admin.getByRole("dialog", { name: "Create New User" })
    const create = dialog.getByRole("button", { name: "Create User" })
    expect(await create.isDisabled()).toBe(true)
    await dialog.getByLabel("Username").fill("Mary Ann Manager")
    await dialog.getByLabel("Email").fill(MANAGER.email)
    expect(await create.isDisabled()).toBe(true)
    await dialog.getByLabel("Password").fill(MANAGER.password)
    await dialog.getByLabel("Role").click()
    await admin.getByRole("option", { name: "MANAGER" }).click()
    await shot(admin, "admin-01-create-user")
    await create.click()
    await admin.getByText("User created successfully!").waitFor()
    await admin.getByRole("gridcell", { name: "Mary Ann Manager" }).waitFor()
    await shot(admin, "admin-02-users")
  })

  it("takes LOT creation away from the MANAGER: their menu loses it at once and the server refuses their old token", async () => {
    manager = await (await desktop()).newPage()
    const token = await signIn(manager, app.url, MANAGER.email, MANAGER.password)
    await manager.goto(`${app.url}/dashboard/management/wood-receipt`)
    const menuEntry = manager.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "LOT Creation" })
    await menuEntry.waitFor()
    expect((await createLot(token, "LOT-E2E-1", woodTypeId)).status).toBe(201)

    await admin.getByRole("button", { name: `Edit ${MANAGER.email}` }).click()
    const dialog = admin.getByRole("dialog", { name: `Edit User: ${MANAGER.email}` })
    await dialog.getByRole("checkbox", { name: "LOT Creation: Access" }).uncheck()
    expect(await dialog.getByRole("checkbox", { name: "LOT Creation: Create" }).isChecked()).toBe(false)
    await shot(admin, "admin-03-permissions")
    await dialog.getByRole("button", { name: "Save Changes" }).click()
    await admin.getByText("User updated successfully").waitFor()

    await expect.poll(() => menuEntry.count(), { timeout: 5_000 }).toBe(0)
    const refused = await createLot(token, "LOT-E2E-2", woodTypeId)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe("You do not have permission to create LOTs")
  })

  it("locks an account after five bad passwords and an administrator unlocks it", async () => {
    const page = await (await desktop()).newPage()
    await page.goto(`${app.url}/login`)
    for (let i = 0; i < 5; i++) {
      await page.getByLabel("Email").fill(MANAGER.email)
      await page.getByLabel("Password").fill(`wrong-password-${i}`)
      // each try is counted by the server before the next: its refusal is answered and shown
      const refused = page.waitForResponse((response) => response.url().endsWith("/api/auth/login") && response.request().method() === "POST")
      await page.getByRole("button", { name: "Sign in" }).click()
      await refused
      await page.getByRole("alert").waitFor()
    }
    await page.getByLabel("Password").fill(MANAGER.password)
    await page.getByRole("button", { name: "Sign in" }).click()
    await page
      .getByText(/locked/i)
      .first()
      .waitFor()

    await admin.getByRole("gridcell", { name: /Locked/ }).waitFor()
    await shot(admin, "admin-04-locked")
    await admin.getByRole("button", { name: `Unlock ${MANAGER.email}` }).click()
    await admin.getByText("Account unlocked successfully").waitFor()
    await signIn(page, app.url, MANAGER.email, MANAGER.password)
  })

  it("the MANAGER changes their own password under section 5's rules and signs in with it", async () => {
    manager = await (await desktop()).newPage()
    await signIn(manager, app.url, MANAGER.email, MANAGER.password)
    await manager.getByRole("button", { name: "Account menu" }).click()
    await manager.getByRole("menuitem", { name: "Profile" }).click()
    await manager.getByRole("heading", { name: "User Settings" }).waitFor()
    expect(await manager.getByLabel("Email").inputValue()).toBe(MANAGER.email)
    await manager.getByLabel("New password", { exact: true }).fill(MANAGER.newPassword)
    await manager.getByRole("button", { name: "Save Profile" }).click()
    await manager.getByText("Please enter your current password").waitFor()
    await manager.getByLabel("Current password").fill(MANAGER.password)
    await manager.getByLabel("Confirm new password").fill("something-else-1")
    await manager.getByRole("button", { name: "Save Profile" }).click()
    await manager.getByText("New passwords do not match").waitFor()
    await manager.getByLabel("Confirm new password").fill(MANAGER.newPassword)
    await manager.getByRole("button", { name: "Save Profile" }).click()
    await manager.getByText("Profile updated successfully!").waitFor()

    const fresh = await (await desktop()).newPage()
    await signIn(fresh, app.url, MANAGER.email, MANAGER.newPassword)
  })

  it("uploads a profile picture and sees it in the top bar; the page pictured on a phone too", async () => {
    await manager.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG })
    await manager.getByText("Profile updated successfully!").first().waitFor()
    await manager
      .getByRole("banner")
      .getByRole("img", { name: /profile picture/ })
      .waitFor()
    await shot(manager, "admin-05-user-settings")

    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
    await signIn(phone, app.url, MANAGER.email, MANAGER.newPassword)
    await phone.goto(`${app.url}/settings/user`)
    await phone.getByRole("heading", { name: "User Settings" }).waitFor()
    await phone
      .getByRole("banner")
      .getByRole("img", { name: /profile picture/ })
      .waitFor()
    await shot(phone, "admin-06-user-settings-phone")
  })

  it("keeps the System, Email and Security tabs for admins; the SMTP password is never shown again", async () => {
    await admin.getByRole("tab", { name: "System" }).click()
    await admin.getByLabel("Enable audit log").waitFor()
    // one electricity price: the kiln's, from the LUKU units it used (issue 37); none here
    expect(await admin.getByLabel("Electricity price (TZS per kWh)").count()).toBe(0)
    await shot(admin, "admin-07-system")
    await admin.getByRole("tab", { name: "Email" }).click()
    await admin.getByLabel("SMTP server").fill("mail.timber.works")
    await admin.getByLabel("SMTP password").fill("smtp-Secret-42")
    await admin.getByRole("button", { name: "Save Settings" }).click()
    await admin.getByText("Settings saved successfully").waitFor()
    await expect.poll(() => admin.getByText("Set. It is never shown.").count()).toBe(1)
    expect(await admin.getByLabel("SMTP password").inputValue()).toBe("")
    await admin.getByRole("tab", { name: "Security" }).click()
    expect(await admin.getByLabel("Max login attempts").inputValue()).toBe("5")
    await shot(admin, "admin-08-security")

    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
    await signIn(phone, app.url, ADMIN.email, ADMIN.password)
    await phone.goto(`${app.url}/dashboard/settings/admin`)
    await phone.getByRole("heading", { name: "Admin Settings" }).waitFor()
    await shot(phone, "admin-09-admin-settings-phone")
  })

  it("defines a role on the server, upper-cased, whose template 'Apply Defaults' then copies", async () => {
    await admin.getByRole("tab", { name: "Users" }).click()
    await admin.getByRole("button", { name: "New Role" }).click()
    const dialog = admin.getByRole("dialog", { name: "New Role" })
    await dialog.getByLabel("Role name").fill("supervisor")
    await dialog.getByRole("checkbox", { name: "LOT Creation: Create" }).check()
    await dialog.getByRole("button", { name: "Create Role" }).click()
    await admin.getByText("Role SUPERVISOR created successfully").waitFor()
    await admin.getByRole("button", { name: `Edit ${MANAGER.email}` }).click()
    const edit = admin.getByRole("dialog", { name: `Edit User: ${MANAGER.email}` })
    await edit.getByLabel("Role").click()
    await admin.getByRole("option", { name: "SUPERVISOR" }).click()
    await edit.getByRole("button", { name: "Apply Defaults" }).click()
    expect(await edit.getByRole("checkbox", { name: "LOT Creation: Create" }).isChecked()).toBe(true)
    expect(await edit.getByRole("checkbox", { name: "Approvals: Access" }).isChecked()).toBe(false)
    await shot(admin, "admin-10-apply-defaults")
    await edit.getByRole("button", { name: "Cancel" }).click()
  })
})
