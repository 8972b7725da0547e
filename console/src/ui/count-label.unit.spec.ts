import { describe, expect, it } from "vitest"
import { countLabel } from "./count-label"

describe("a tab's count", () => {
  it("given the count is still loading, then the tab shows its name alone, never '(0)'", () => expect(countLabel("Pending", undefined)).toBe("Pending"))
  it("given a known count, zero included, then it shows in brackets; past the server's cap, '1,000+'", () => {
    expect(countLabel("Pending", { total: 0, capped: false })).toBe("Pending (0)")
    expect(countLabel("Pending Approval", { total: 3, capped: false })).toBe("Pending Approval (3)")
    expect(countLabel("Completed", { total: 1000, capped: true })).toBe("Completed (1,000+)")
  })
})
