import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { StockAdjustmentPayload } from "./dto"
import { canonicalStockThickness, parseStockThickness } from "./thickness"

describe("a stock thickness is a number with a unit (issue 24 item 9)", () => {
  it("given the ways people write a thickness, then the one text of its row", () => {
    expect(['1"', "1 inch", "1in", "1 in.", "1″", "1''", '01.0"', ' 1 " '].map(canonicalStockThickness)).toEqual(Array(8).fill('1"'))
    expect(canonicalStockThickness('1.5"')).toBe('1.5"')
    expect(canonicalStockThickness("25mm")).toBe("25 mm")
    expect(canonicalStockThickness("2.5 CM")).toBe("2.5 cm")
    expect(parseStockThickness('2"')).toEqual({ value: 2, unit: "inch" })
  })

  it("given free text, a timestamp, a bare number, zero or more than two feet, then no thickness", () => {
    for (const text of ["banana", "2026-11-25T10:00:00.000Z", "2", '0"', "0 mm", '25"', "611 mm", "1 banana", '-1"', "1e3 mm", "", '"'])
      expect({ text, parsed: parseStockThickness(text) }).toEqual({ text, parsed: null })
  })

  it("given a stock write, then its thickness decodes to the row's text, and free text is refused with the sentence", () => {
    const decode = Schema.decodeUnknownEither(StockAdjustmentPayload)
    const base = { warehouseId: "w", woodTypeId: "t", woodStatus: "NOT_DRIED", quantity: 1, reason: "count" }
    expect(Either.getOrThrow(decode({ ...base, thickness: "1 inch" })).thickness).toBe('1"')
    const refused = decode({ ...base, thickness: "banana" })
    expect(Either.isLeft(refused) && refused.left.message).toContain('Thickness must be a number with a unit, such as 1", 2", 25 mm or 2.5 cm')
  })
})
