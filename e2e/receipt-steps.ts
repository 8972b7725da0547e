import { mkdirSync } from "node:fs"
import { basename, join } from "node:path"
import type { Page } from "playwright-core"
import { expect } from "vitest"
import { SCREENSHOTS, shot } from "./browser"
import { pdfText } from "./pdf-text"

/** What a user does on the Receipt Processing screen, shared by the receipt and the stock flows. */
export const toast = (page: Page, text: string) => page.locator("#notistack-snackbar", { hasText: text }).first().waitFor()

export const chooseLot = async (page: Page, lotNumber: string) => {
  await page.getByRole("combobox", { name: "LOT Number" }).click()
  await page.getByRole("option", { name: new RegExp(lotNumber) }).click()
}

export const sleeperField = (page: Page, row: number, name: string) => page.getByLabel(new RegExp(`^Sleeper ${row} ${name}`))

/**
 * Measures two sleepers of a LOT (estimate 0.2 m³, wood type Mvule, received 2026-11-20): one in
 * imperial (6 in × 8 in × 10 ft, Enter moving thickness → width → length → a new row), one in
 * metric (15 × 20 × 300 cm, out-of-range refused); Ctrl+S saves the draft; a reload finds it; the
 * PDF is read back with pdftotext.
 */
export const measureReceiptAndSaveDraft = async (page: Page, baseUrl: string, lotNumber: string) => {
  await page.goto(`${baseUrl}/dashboard/factory/receipt-processing`)
  await page.getByText("Please select a LOT number first").waitFor()
  await chooseLot(page, lotNumber)
  await page.getByRole("region", { name: "Receipt information" }).getByText("Sao Hill").waitFor()

  // imperial: Enter moves thickness -> width -> length -> a new row
  await page.getByRole("button", { name: "Add Sleeper" }).click()
  await sleeperField(page, 1, "Thickness").fill("6")
  await page.keyboard.press("Enter")
  await page.keyboard.type("8")
  await page.keyboard.press("Enter")
  await page.keyboard.type("10")
  await page.keyboard.press("Enter")
  await expect.poll(() => sleeperField(page, 2, "Thickness").evaluate((el) => el === document.activeElement)).toBe(true)
  expect(await sleeperField(page, 1, "Width").inputValue()).toBe("8")
  await page.getByTestId("receipt-total").getByText("0.0944 m³").waitFor()

  // metric: the first sleeper shows in cm, the second is typed in cm; out of range is an error
  await page.getByRole("button", { name: "Metric (cm)" }).click()
  expect(await sleeperField(page, 1, "Thickness").inputValue()).toBe("15.24")
  expect(await sleeperField(page, 1, "Length").inputValue()).toBe("304.8")
  await sleeperField(page, 2, "Thickness").fill("15")
  await sleeperField(page, 2, "Width").fill("60")
  await page.getByText("Width must be between 0.5 and 50 cm").waitFor()
  expect(await page.getByRole("button", { name: "Save Draft" }).isDisabled()).toBe(true)
  await sleeperField(page, 2, "Width").fill("20")
  await sleeperField(page, 2, "Length").fill("3000")
  expect(await sleeperField(page, 2, "Length").inputValue()).toBe("3000")
  await sleeperField(page, 2, "Length").fill("300")
  await page.getByTestId("receipt-total").getByText("0.1844 m³").waitFor()
  await page.getByTestId("receipt-variance").getByText("-0.0156 m³ (-7.8%)").waitFor()

  // Ctrl+S saves the draft
  await page.keyboard.press("Control+s")
  await toast(page, "Draft saved successfully at")
  await page.getByRole("region", { name: "Change history" }).getByText("CREATE").waitFor()
  await shot(page, "30-receipt-processing-draft")

  // a reload finds the draft again
  await page.reload()
  await chooseLot(page, lotNumber)
  await expect.poll(() => page.getByTestId("sleeper-row").count()).toBe(2)
  expect(await sleeperField(page, 1, "Thickness").inputValue()).toBe("6")

  // the PDF, read back as text
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()])
  expect(download.suggestedFilename()).toBe(`${lotNumber} (Mvule) - 2026-11-20.pdf`)
  const dir = join(SCREENSHOTS, "pdf")
  mkdirSync(dir, { recursive: true })
  const path = join(dir, basename(download.suggestedFilename()))
  await download.saveAs(path)
  const text = pdfText(path)
  expect(text).toContain("Wood Receipt Processing Report")
  expect(text).toContain(lotNumber)
  expect(text).toContain("0.0944")
  expect(text).toContain("0.1844 m³")
}
