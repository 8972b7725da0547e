import { WireMessages } from "@timber/contracts"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { consoleFiles } from "./console-files"

let dir: string
let files: ReturnType<typeof consoleFiles>

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "timber-console-files-"))
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Timber Works</title>")
  writeFileSync(join(dir, "coming-soon.html"), "<!doctype html><title>Coming Soon</title>")
  files = consoleFiles(dir)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe("the console's files", () => {
  it.each(["/%ZZ", "/dashboard/%E0%A4%A", "/assets/%"])("answer an address with a broken %%-escape (%s) 400 with a sentence, not 500", async (path) => {
    const response = files(path)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: "ValidationError", message: WireMessages.address })
  })

  it("answer a console route with the page (history fallback), escapes decoded", async () => {
    const response = files("/dashboard/management/wood-receipt%20")
    expect(response.status).toBe(200)
    expect(await response.text()).toContain("Timber Works")
  })

  it("answer `/` with the public page's own html, never the console's shell; any other route still gets the console", async () => {
    expect(await files("/").text()).toContain("Coming Soon")
    expect(await files("/login").text()).toContain("Timber Works")
  })
})
