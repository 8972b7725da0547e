import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { copyMigratedPGlite, MIGRATED_PGLITE_ENV } from "./migrated-store"

let folder: string
let migrated: string
let dataDir: string

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "timber-migrated-store-"))
  migrated = join(folder, "migrated")
  mkdirSync(join(migrated, "base"), { recursive: true })
  writeFileSync(join(migrated, "base", "table"), "migrated")
  dataDir = join(folder, "app")
  mkdirSync(dataDir)
})
afterEach(() => rmSync(folder, { recursive: true, force: true }))

describe("a test app's PGlite store, copied from the run's migrated one", () => {
  it("given the run migrated a store, when an app starts on an empty data dir, then its store is a copy of the migrated one", () => {
    copyMigratedPGlite(dataDir, { [MIGRATED_PGLITE_ENV]: migrated })
    expect(readFileSync(join(dataDir, "pglite", "base", "table"), "utf8")).toBe("migrated")
  })

  it("given a data dir that already holds a store (a restart on the same data), when the app starts, then its store is left as it was", () => {
    mkdirSync(join(dataDir, "pglite", "base"), { recursive: true })
    writeFileSync(join(dataDir, "pglite", "base", "table"), "the app's own")
    copyMigratedPGlite(dataDir, { [MIGRATED_PGLITE_ENV]: migrated })
    expect(readFileSync(join(dataDir, "pglite", "base", "table"), "utf8")).toBe("the app's own")
  })

  it("given a run without a migrated store (a spec run by another runner), when an app starts, then it gets no store and migrates its own", () => {
    copyMigratedPGlite(dataDir, {})
    expect(() => readFileSync(join(dataDir, "pglite", "base", "table"))).toThrow()
  })
})
