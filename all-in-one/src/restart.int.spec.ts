import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { startApp } from "./app"
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from "./config"

describe("npm start on embedded PGlite", () => {
  it("creates the admin on the first start only, and keeps the data across a restart", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "timber-restart-"))
    const config = { port: 0, dataDir, jwtSecret: "restart-secret", adminEmail: DEFAULT_ADMIN_EMAIL, adminPassword: DEFAULT_ADMIN_PASSWORD }
    const call = (url: string, path: string, init: RequestInit = {}) => fetch(`${url}/api${path}`, init)
    try {
      const first = await startApp(config, () => undefined)
      expect(first.adminCreated).toBe(true)
      const login = (await (
        await call(first.url, "/auth/login", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD })
        })
      ).json()) as { token: string }
      const created = await call(first.url, "/factory/wood-types", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${login.token}` },
        body: JSON.stringify({ name: "Kept" })
      })
      expect(created.status).toBe(201)
      await first.close()

      const second = await startApp(config, () => undefined)
      expect(second.adminCreated).toBe(false)
      const list = (await (await call(second.url, "/factory/wood-types", { headers: { authorization: `Bearer ${login.token}` } })).json()) as Array<{
        name: string
      }>
      expect(list.map((w) => w.name)).toEqual(["Kept"])
      await second.close()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
    // two whole starts of the product on PGlite, migrations included
  }, 120_000)
})
