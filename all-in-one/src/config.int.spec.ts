import { mkdtempSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { configFromEnv } from "./config"

let parent: string
afterEach(() => rmSync(parent, { recursive: true, force: true }))

describe("the JWT secret made on the first start", () => {
  it("given no JWT_SECRET, when the app first starts, then the secret file in the data dir is readable and writable by its owner only (0600), and is reused on the next start", () => {
    parent = mkdtempSync(join(tmpdir(), "timber-config-"))
    const dataDir = join(parent, "data")
    const first = configFromEnv({ DATA_DIR: dataDir })
    expect(statSync(join(dataDir, "jwt-secret")).mode & 0o777).toBe(0o600)
    expect(first.jwtSecret).toMatch(/^[0-9a-f]{64}$/)
    expect(configFromEnv({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret)
  })
})
