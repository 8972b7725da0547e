import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"

/**
 * The house stays readable for a newcomer: a package README is a map, not a changelog, and history lives in git,
 * not in production comments (both drift back by themselves, one "issue 41 added…" at a time).
 */
const root = new URL("../../", import.meta.url).pathname
const PACKAGES = ["contracts", "domain", "eventstore", "projections", "command-service", "query-service", "server-edge", "console", "all-in-one", "bench"]
const README_MAX_LINES = 150

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === "node_modules" || name === "dist" ? [] : sources(path)
    return /\.(ts|tsx)$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : []
  })

describe("the house's documents", () => {
  it("given every package, then its README is a map of at most 150 lines", () => {
    const long = PACKAGES.map((pkg) => ({ pkg, lines: readFileSync(join(root, pkg, "README.md"), "utf8").split("\n").length - 1 })).filter(
      ({ lines }) => lines > README_MAX_LINES
    )
    expect(long).toEqual([])
  })

  it("given the production sources, then none names an issue number (history lives in git)", () => {
    const named = PACKAGES.filter((pkg) => pkg !== "bench")
      .flatMap((pkg) => sources(join(root, pkg, "src")))
      .filter((file) => /\bissues? \d+/i.test(readFileSync(file, "utf8")))
      .map((file) => file.slice(root.length))
    expect(named).toEqual([])
  })
})
