import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { consoleBuildReason, consoleSourceHash, recordConsoleBuild } from "./console-build-stamp"

let root = ""
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}
const built = () => {
  write("console/dist/index.html", "<html>console</html>")
  write("console/dist/coming-soon.html", "<html>soon</html>")
  recordConsoleBuild(root, consoleSourceHash(root))
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "console-stamp-"))
  write("console/src/main.tsx", "render()")
  write("console/vite.config.ts", "export default {}")
  write("contracts/src/lots/messages.ts", "export const a = 1")
  write("domain/src/calculators/plank-price.ts", "export const p = 1")
  write("package-lock.json", "{}")
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe("npm start reuses a console build that is up to date", () => {
  it("given a console never built, then it must be built", () => expect(consoleBuildReason(root)).toBe("the console has not been built yet"))

  it("given a build recorded for the sources as they are, then the start reuses it", () => {
    built()
    expect(consoleBuildReason(root)).toBeNull()
  })

  it("given a change to a screen, a contract, a domain rule, a Vite config or the lock file after the build, then it is built again", () => {
    for (const [path, text] of [
      ["console/src/main.tsx", "render(again)"],
      ["contracts/src/lots/messages.ts", "export const a = 2"],
      ["domain/src/calculators/plank-price.ts", "export const p = 2"],
      ["console/vite.config.ts", "export default { x: 1 }"],
      ["package-lock.json", '{"v":2}'],
      ["console/src/features/new-screen.tsx", "new"]
    ]) {
      built()
      write(path!, text!)
      expect(consoleBuildReason(root), path).toBe("the console's sources changed since it was built")
    }
  })

  it("given only a test or the build's own output changed, then the build is still reused", () => {
    built()
    write("console/src/main.unit.spec.tsx", "it()")
    write("domain/src/calculators/plank-price.unit.spec.ts", "it()")
    write("console/dist/assets/extra.js", "x")
    expect(consoleBuildReason(root)).toBeNull()
  })

  it("given the built files removed, then it is built again even though the sources did not change", () => {
    built()
    rmSync(join(root, "console/dist/index.html"))
    expect(consoleBuildReason(root)).toBe("the console has not been built yet")
  })
})
