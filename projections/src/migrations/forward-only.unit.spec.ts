import { readdirSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { READ_MODEL_MIGRATION_NAMES } from "./migrate"

/*
 * The read models' migrations run forward only and each once (migrate.ts): nothing offers a way
 * back, and every migration file is in the list the start runs. (That a shipped migration keeps
 * its name and place is proven on the releases' stores: all-in-one upgrade-from-release.int.spec.ts.)
 */
const files = readdirSync(import.meta.dirname).filter((name) => /^\d{8}_\d{4}_.+\.ts$/.test(name) && !name.includes(".spec."))

describe("read-model migrations", () => {
  it("export an up and nothing that undoes it", async () => {
    for (const file of files) {
      const migration = (await import(/* @vite-ignore */ `./${file}`)) as Record<string, unknown>
      expect(Object.keys(migration), file).toEqual(["up"])
    }
  })

  it("are every one of them in the list the start runs, each once", () => {
    expect([...READ_MODEL_MIGRATION_NAMES].sort()).toEqual(files.map((file) => file.replace(/\.ts$/, "")).sort())
    expect(new Set(READ_MODEL_MIGRATION_NAMES).size).toBe(READ_MODEL_MIGRATION_NAMES.length)
  })
})
