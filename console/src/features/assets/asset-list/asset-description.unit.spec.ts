import { describe, expect, it } from "vitest"
import { shortDescription } from "./asset-description"

describe("the list's description under an asset's name", () => {
  it("shows 50 characters and an ellipsis when there are more, all of a short one, nothing for blank", () => {
    const long = "Heavy duty 2200 W circular saw with a 235 mm blade and laser guide"
    expect(shortDescription(long)).toBe(`${long.slice(0, 50)}…`)
    expect(shortDescription(long)!.length).toBe(51)
    expect(shortDescription("x".repeat(50))).toBe("x".repeat(50))
    expect(shortDescription("   ")).toBeNull()
    expect(shortDescription(null)).toBeNull()
  })
})
