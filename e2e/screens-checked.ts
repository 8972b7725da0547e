import { createHash } from "node:crypto"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Page } from "playwright-core"

/*
 * axe-core takes seconds per check on a loaded machine, and the browser tests picture the same screens many times (the
 * dashboard, the sign-in page, a list before and after a change). A screen is checked the first time any file of the
 * run pictures it: the run's global setup makes a folder, and each checked screen leaves a file named after it there
 * (written exclusively, so two workers never both check it). Run outside that setup, every picture is checked.
 */

/** The folder of the run's checked screens. */
const CHECKED_ENV = "TIMBER_E2E_CHECKED_SCREENS"

/** vitest's global setup: the run's folder, removed at the end (made by the first project of the run to set up). */
export default function screensCheckedOnce(): () => void {
  if (process.env[CHECKED_ENV]) return () => {}
  const folder = mkdtempSync(join(tmpdir(), "timber-e2e-checked-"))
  process.env[CHECKED_ENV] = folder
  return () => {
    delete process.env[CHECKED_ENV]
    rmSync(folder, { recursive: true, force: true })
  }
}

/**
 * What makes a screen distinct to a user: a phone or a desktop layout, the route, the tabs selected and the dialogs
 * open on it (the data on it is not: a list with other rows is the same screen).
 */
const screenOf = (page: Page): Promise<string> =>
  page.evaluate(() => {
    // a dialog by its accessible name (MUI points aria-labelledby at its title), never by its contents (data)
    const nameOf = (element: Element) =>
      element.getAttribute("aria-label") ??
      (element.getAttribute("aria-labelledby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
        .join(" ")
    const names = (selector: string) => [...document.querySelectorAll(selector)].map(nameOf).join("+")
    const layout = window.innerWidth < 600 ? "phone" : "desktop"
    return [
      layout,
      location.pathname,
      [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].map((tab) => tab.textContent?.trim()).join("+"),
      names('[role="dialog"], [role="alertdialog"]')
    ].join(" | ")
  })

/** True the first time the run pictures this screen (then it is checked); false after. */
export const firstLookAt = async (page: Page): Promise<boolean> => {
  const folder = process.env[CHECKED_ENV]
  if (!folder) return true
  const screen = await screenOf(page)
  mkdirSync(folder, { recursive: true })
  try {
    writeFileSync(join(folder, createHash("sha256").update(screen).digest("hex")), screen, { flag: "wx" })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false
    throw error
  }
}
