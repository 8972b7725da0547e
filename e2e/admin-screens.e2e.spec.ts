import type { RunningApp } from "@timber/all-in-one"
import { AuthMessages, NotificationMessages, WoodTypeMessages } from "@timber/contracts"
import { sql } from "kysely"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { shot, signIn } from "./browser"
import { ADMIN, startProduct, type E2eProduct } from "./product"

/**
 * Every administration screen pictured on a desktop and on a phone, as an administrator and as a
 * USER, on a fresh install (empty states included), with the spec's words checked on each.
 */
const USER = { email: "juma@timber.works", password: "E2e-user-password" }
const DESKTOP = { width: 1440, height: 900 }
const PHONE = { width: 390, height: 844 }

let app: RunningApp
let browser: Browser
let product: E2eProduct

beforeAll(async () => {
  product = await startProduct("admin-screens")
  ;({ app, browser } = product)
  const token = await product.tokenOf(ADMIN)
  await product.api(token, "/users", "POST", { ...USER, firstName: "Juma", lastName: "Bakari", role: "USER" })
})

afterAll(() => product?.close())

/** A page of `size` signed in as `who`; the drawer is closed on a phone. */
const openAs = async (who: typeof ADMIN, size: typeof DESKTOP) => {
  const page = await browser.newPage({ viewport: size })
  await signIn(page, app.url, who.email, who.password)
  return page
}

/** Nothing on the page is wider than the screen (a phone must never scroll sideways). */
const expectNoSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)

describe("administration screens, pictured", () => {
  for (const [device, size] of [
    ["desktop", DESKTOP],
    ["phone", PHONE]
  ] as const) {
    it(`as an administrator on a ${device}: Users, System, Email, Security, User Settings, Wood Types and the Notification Centre`, async () => {
      const page = await openAs(ADMIN, size)
      await page.goto(`${app.url}/dashboard/settings/admin`)
      await page.getByRole("heading", { name: "Admin Settings" }).waitFor()
      await page.getByRole("button", { name: `Edit ${USER.email}` }).waitFor()
      await expectNoSidewaysScroll(page)
      await shot(page, `screens-${device}-01-users`)
      await page.getByRole("button", { name: "Create User" }).click()
      await page.getByRole("dialog").waitFor()
      await shot(page, `screens-${device}-02-create-user`)
      await page.getByRole("button", { name: "Cancel" }).click()
      await page.getByRole("button", { name: `Edit ${USER.email}` }).click()
      await page.getByRole("dialog").getByText("Toggle All").first().waitFor()
      await shot(page, `screens-${device}-03-edit-user`)
      await page.getByRole("table", { name: "Management permissions" }).scrollIntoViewIfNeeded()
      await shot(page, `screens-${device}-03b-edit-user-permissions`)
      await page.getByRole("button", { name: "Cancel" }).click()
      for (const tab of ["System", "Email", "Security"]) {
        await page.getByRole("tab", { name: tab }).click()
        await page.getByRole("button", { name: /Save/ }).waitFor()
        await expectNoSidewaysScroll(page)
        await shot(page, `screens-${device}-04-${tab.toLowerCase()}`)
      }

      await page.goto(`${app.url}/dashboard/settings/user`)
      await page.getByRole("heading", { name: "User Settings" }).waitFor()
      await expectNoSidewaysScroll(page)
      await shot(page, `screens-${device}-05-user-settings`)

      await page.goto(`${app.url}/dashboard/management/wood-types`)
      await page.getByText(WoodTypeMessages.emptyCatalogue).waitFor()
      await expectNoSidewaysScroll(page)
      await shot(page, `screens-${device}-06-wood-types-empty`)
      await page.getByRole("button", { name: "Add Wood Type" }).click()
      await page.getByRole("dialog", { name: "Add Wood Type" }).getByRole("button", { name: "Upload Image" }).waitFor()
      await shot(page, `screens-${device}-07-wood-type-dialog`)
      await page.getByRole("button", { name: "Cancel" }).click()

      await page.goto(`${app.url}/dashboard/notifications`)
      await page.getByRole("heading", { name: "Notification Centre" }).waitFor()
      await page.getByText("Manage your notifications and send messages").waitFor()
      await page.getByText(NotificationMessages.empty).waitFor()
      await expectNoSidewaysScroll(page)
      await shot(page, `screens-${device}-08-notifications-empty`)
      await page.getByRole("button", { name: "Send Message" }).click()
      const send = page.getByRole("dialog", { name: "Send Direct Message" })
      await send.getByText("Select a user").first().waitFor()
      expect(await send.getByRole("button", { name: "Send" }).isDisabled()).toBe(true)
      await shot(page, `screens-${device}-09-send-message`)
      await page.close()
    })

    it(`as a USER on a ${device}: no Admin Settings, the catalogue read-only, their own settings and notifications`, async () => {
      const page = await openAs(USER, size)
      await page.goto(`${app.url}/dashboard/settings/admin`)
      await page.waitForURL(/\/unauthorized$/)
      await shot(page, `screens-${device}-10-user-unauthorized`)
      await page.goto(`${app.url}/dashboard/management/wood-types`)
      await page.getByText(WoodTypeMessages.emptyCatalogueReadOnly).waitFor()
      expect(await page.getByRole("button", { name: "Add Wood Type" }).count()).toBe(0)
      expect(await page.getByRole("columnheader", { name: "Actions" }).count()).toBe(0)
      await shot(page, `screens-${device}-11-user-wood-types`)
      await page.goto(`${app.url}/dashboard/settings/user`)
      await page.getByRole("heading", { name: "User Settings" }).waitFor()
      await shot(page, `screens-${device}-12-user-settings`)
      await page.goto(`${app.url}/dashboard/notifications`)
      await page.getByText(NotificationMessages.empty).waitFor()
      await expectNoSidewaysScroll(page)
      await shot(page, `screens-${device}-13-user-notifications`)
      await page.close()
    })
  }

  it("a USER whose password is older than the Security tab's 90 days is asked for a new one at sign-in, and enters with it", async () => {
    await sql`update credentials set updated_at = now() - interval '91 days' where user_id = (select id from users where email = ${USER.email})`.execute(
      app.database.db
    )
    const page = await browser.newPage({ viewport: PHONE })
    await page.goto(`${app.url}/login`)
    await page.getByLabel("Email").fill(USER.email)
    await page.getByLabel("Password").fill(USER.password)
    await page.getByRole("button", { name: "Sign in" }).click()
    await page.getByText(AuthMessages.passwordExpired).waitFor()
    await page.getByLabel(/^New Password/).fill("Renewed-pass-2026")
    await page.getByLabel("Confirm New Password").fill("Renewed-pass-2026")
    await shot(page, "screens-phone-14-password-expired")
    await page.getByRole("button", { name: "Change Password and Sign in" }).click()
    await page.waitForURL(/\/dashboard/)
    await page.close()
    const again = await openAs({ email: USER.email, password: "Renewed-pass-2026" }, DESKTOP)
    await again.close()
  })
})
