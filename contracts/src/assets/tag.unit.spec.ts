import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { assetTagNumber, assetTagOf, normalizeAssetTag } from "./tag"

describe("the asset tag sequence (administration spec sections 5 and 9)", () => {
  it("property: every number's tag is of the UD-0000 form, and reads back as that number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (n) => {
        const tag = assetTagOf(n)
        expect(tag).toMatch(/^UD-\d{4,}$/)
        expect(assetTagNumber(tag)).toBe(n)
      })
    )
  })

  it("property: two different numbers never share a tag, so the next tag after any register is a new one", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 99_999 }), { minLength: 1, maxLength: 50 }), (numbers) => {
        const tags = numbers.map(assetTagOf)
        expect(new Set(tags).size).toBe(numbers.length)
        const next = assetTagOf(Math.max(...numbers.map((n) => assetTagNumber(assetTagOf(n))!)) + 1)
        expect(tags).not.toContain(next)
      })
    )
  })

  it("property: what a user types is trimmed and upper-cased once, and a tag not of the form has no number", () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const once = normalizeAssetTag(typed)
        expect(normalizeAssetTag(once)).toBe(once)
        if (!/^UD-\d{4,}$/.test(once)) expect(assetTagNumber(once)).toBeNull()
      })
    )
    expect(normalizeAssetTag(" ud-0007 ")).toBe("UD-0007")
  })
})
