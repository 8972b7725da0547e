import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { AxeResults, ImpactValue } from "axe-core"
import type { Page } from "playwright-core"
import { animationsEnded } from "./animations"

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

/** What fails a screen: the two levels axe says block or badly hinder a user of assistive technology. */
const BLOCKING: ReadonlyArray<ImpactValue> = ["serious", "critical"]
/**
 * Moderate to axe, but a screen-reader user moves through a page by its landmarks and headings, and these
 * were broken before (no <main> or <h1> on sign-in, headings that skipped levels): they fail a screen too.
 */
const STRUCTURE_RULES: ReadonlyArray<string> = ["landmark-one-main", "page-has-heading-one", "heading-order"]

type Violation = AxeResults["violations"][number]

const describeViolation = (violation: Violation) =>
  [
    `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length} element(s))`,
    ...violation.nodes
      .slice(0, 5)
      .map((node) => `    ${node.target.join(" ")} ${node.html.slice(0, 160)}  ${node.failureSummary?.split("\n").slice(1).join(" ").trim() ?? ""}`)
  ].join("\n")

/**
 * Runs axe-core on the page as it is now (open dialogs and popovers included) and fails with a readable
 * list when any serious or critical violation (or a broken page structure) is found. The source goes in through the DevTools protocol
 * (`evaluate`), not a <script> tag, so the console's Content-Security-Policy stays untouched.
 */
export const expectAccessible = async (page: Page, screen: string) => {
  // colours caught mid-transition (a button fading from disabled to enabled) are not what a user reads
  await animationsEnded(page)
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource)
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(document, { resultTypes: ["violations"] })
  )) as AxeResults
  const blocking = results.violations.filter(
    (violation) => (violation.impact != null && BLOCKING.includes(violation.impact)) || STRUCTURE_RULES.includes(violation.id)
  )
  if (blocking.length > 0) throw new Error(`Accessibility violations on ${screen} (${page.url()}):\n${blocking.map(describeViolation).join("\n")}`)
}
