import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let consoleDir: string

beforeAll(async () => {
  consoleDir = mkdtempSync(join(tmpdir(), "timber-console-"))
  mkdirSync(join(consoleDir, "assets"))
  writeFileSync(join(consoleDir, "index.html"), `<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>`)
  writeFileSync(join(consoleDir, "assets/app.js"), "export {}")
  app = await startTestApp({ consoleDir })
})
afterAll(async () => {
  await app?.close()
  rmSync(consoleDir, { recursive: true, force: true })
})

/** Every kind of answer: each service's successes and refusals, the console's files, the process's own errors. */
const answers: ReadonlyArray<{ readonly name: string; readonly status: number; readonly path: string; readonly init?: RequestInit }> = [
  { name: "the query service's health", status: 200, path: "/api/health" },
  { name: "the OpenAPI document", status: 200, path: "/api/docs" },
  { name: "a read refused for want of a token", status: 401, path: "/api/management/wood-receipts" },
  {
    name: "a refused sign-in",
    status: 401,
    path: "/api/auth/login",
    init: { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "no@timber.works", password: "x" }) }
  },
  {
    name: "a write refused for want of a token",
    status: 401,
    path: "/api/users",
    init: { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }
  },
  { name: "the console's page", status: 200, path: "/" },
  { name: "a console route (history fallback)", status: 200, path: "/dashboard/management/wood-receipt" },
  { name: "a console script", status: 200, path: "/assets/app.js" },
  { name: "a method the console does not take", status: 405, path: "/dashboard", init: { method: "DELETE" } }
]

const directives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values] as const)
  )

describe("security headers", () => {
  it.each(answers)("given $name, then it forbids framing, sniffing, referrers and any script but the console's own", async ({ status, path, init }) => {
    const response = await fetch(`${app.url}${path}`, init)
    await response.arrayBuffer()
    expect(response.status).toBe(status)
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(response.headers.get("referrer-policy")).toBe("no-referrer")
    expect(response.headers.get("x-frame-options")).toBe("DENY")
    const policy = directives(response.headers.get("content-security-policy") ?? "")
    expect(policy.get("frame-ancestors")).toEqual(["'none'"])
    expect(policy.get("script-src")).toEqual(["'self'"])
    expect(policy.get("default-src")).toEqual(["'self'"])
    expect(policy.get("object-src")).toEqual(["'none'"])
  })
})
