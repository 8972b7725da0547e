import { describe, expect, it } from "vitest"
import { listCountOf, listCountText } from "./list-count"

describe("a tab's or chip's count", () => {
  it("given a page the server counted whole, then it shows the count; given one it stopped counting at its cap, then '1,000+'", () => {
    expect(listCountText(listCountOf({ total: 12 }))).toBe("12")
    expect(listCountText(listCountOf({ total: 1000, totalCapped: true }))).toBe("1,000+")
    expect(listCountText(undefined)).toBe("0")
  })
})
