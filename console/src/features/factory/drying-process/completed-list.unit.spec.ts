import { describe, expect, it } from "vitest"
import { finalHumidity } from "./completed-list"
import { completed, reading } from "./testing-batches"

describe("a completed batch's final humidity (spec section 2.3)", () => {
  it("given readings, then it is the latest reading's humidity, whatever their order", () => {
    const done = completed("UD-003", "Mvule", "2026-11-22T10:00:00.000Z", 11.5)
    const later = reading("r-late", "2026-11-30T10:00:00.000Z", 1200, 8)
    expect(finalHumidity(done)).toBe(11.5)
    expect(finalHumidity({ readings: [later, ...done.readings] })).toBe(8)
  })

  it("given no reading, then there is none", () => {
    expect(finalHumidity({ readings: [] })).toBeNull()
  })
})
