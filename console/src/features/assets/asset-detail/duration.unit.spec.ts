import { describe, expect, it } from "vitest"
import { durationText } from "./duration"

describe("a warranty or lifespan in words", () => {
  it("says one in the singular, more in the plural, and a dash for none", () => {
    expect(durationText(1, "YEARS")).toBe("1 Year")
    expect(durationText(18, "MONTHS")).toBe("18 Months")
    expect(durationText(5, null)).toBe("5 Years")
    expect(durationText(null, "YEARS")).toBe("—")
  })
})
