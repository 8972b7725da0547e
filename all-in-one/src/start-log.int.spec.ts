import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { startApp } from "./app"
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from "./config"
import { startLog } from "./start-log"

// issue 24 item 2: the restart log stops printing the initial admin password once it was changed
describe("the start log", () => {
  it("prints the admin's password while it signs in, and stops printing it once the admin changed it", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "timber-start-log-"))
    const config = { port: 0, dataDir, jwtSecret: "start-log-secret", adminEmail: DEFAULT_ADMIN_EMAIL, adminPassword: DEFAULT_ADMIN_PASSWORD }
    const api = (url: string, path: string, init: { method: string; token?: string; json: unknown }) =>
      fetch(`${url}/api${path}`, {
        method: init.method,
        headers: { "content-type": "application/json", ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
        body: JSON.stringify(init.json)
      })
    try {
      const first = await startApp(config, () => undefined)
      expect(startLog(config, first).join("\n")).toContain(`${DEFAULT_ADMIN_EMAIL} / ${DEFAULT_ADMIN_PASSWORD} (created now)`)
      await first.close()

      const second = await startApp(config, () => undefined)
      // restarted, still the first password: still printed (it still signs in)
      expect(startLog(config, second).join("\n")).toContain(`${DEFAULT_ADMIN_EMAIL} / ${DEFAULT_ADMIN_PASSWORD}`)
      const { token } = (await (
        await api(second.url, "/auth/login", { method: "POST", json: { email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD } })
      ).json()) as { token: string }
      const changed = await api(second.url, "/users/profile", {
        method: "PUT",
        token,
        json: { firstName: "System", lastName: "Administrator", currentPassword: DEFAULT_ADMIN_PASSWORD, newPassword: "Chosen-by-the-admin-1" }
      })
      expect(changed.status).toBe(200)
      await second.close()

      const third = await startApp(config, () => undefined)
      const log = startLog(config, third).join("\n")
      await third.close()
      expect(log).not.toContain(DEFAULT_ADMIN_PASSWORD)
      expect(log).toContain(`admin: ${DEFAULT_ADMIN_EMAIL} (its password was changed since the first start)`)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
    // three whole starts of the product on PGlite, migrations included
  }, 180_000)
})
