import { existsSync, readdirSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { expect, it } from "vitest"

const source = fileURLToPath(new URL("..", import.meta.url))

it("every projection (each <read-model>/<name>.projection.ts) has its given-events-then-rows spec beside it", () => {
  const projections = readdirSync(source, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".projection.ts"))
  expect(projections.length).toBeGreaterThan(0)
  const unspecified = projections.filter((file) => ["int", "unit"].every((tier) => !existsSync(join(source, file.replace(/\.ts$/, `.${tier}.spec.ts`)))))
  expect(unspecified).toEqual([])
})
