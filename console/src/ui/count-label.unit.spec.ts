import { describe, expect, it } from "vitest"
import { countLabel } from "./count-label"

describe("a tab's count", () => {
  it("given the count is still loading, then the tab shows its name alone, never '(0)'", () => expect(countLabel("Pending", undefined)).toBe("Pending"))
  it("given a known count, zero included, then it shows in brackets", () => {
    expect(countLabel("Pending", 0)).toBe("Pending (0)")
    expect(countLabel("Pending Approval", 3)).toBe("Pending Approval (3)")
  })
})
