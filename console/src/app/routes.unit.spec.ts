import { describe, expect, it } from "vitest"
import { SCREEN_ROUTES } from "./routes"

describe("the route table", () => {
  it("names each screen's path once: a second entry for a path shadows or is shadowed by the first (a merge left Website Files as its 'coming soon' placeholder)", () => {
    const paths = SCREEN_ROUTES.map((route) => route.path)
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([])
  })
})
