import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { cellNumber, parsePlankPaste, skippedSentence } from "./plank-paste"

const decimal = fc.integer({ min: 1, max: 4000 }).map((n) => n / 100)
const row = fc.record({ heightIn: decimal, widthIn: decimal, lengthFt: decimal, quantity: fc.integer({ min: 1, max: 50 }) })

describe("the paste dialog's parser (factory spec section 2.1)", () => {
  it("a paste with a header, blank lines, CRLF and decimal commas yields the same planks as the clean paste", () =>
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 12 }), fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), (rows, blanks) => {
        const clean = rows.map((r) => [r.heightIn, r.widthIn, r.lengthFt, r.quantity].join("\t")).join("\n")
        const fromExcel = [
          "Height (in)\tWidth (in)\tLength (ft)\tQuantity",
          ...rows.flatMap((r, i) => [
            [r.heightIn, r.widthIn, r.lengthFt, r.quantity].map((n) => String(n).replace(".", ",")).join("\t"),
            ...(blanks[i] ? ["", "\t\t"] : [])
          ]),
          ""
        ].join("\r\n")
        const a = parsePlankPaste(clean)
        const b = parsePlankPaste(fromExcel)
        expect(b.planks).toEqual(a.planks)
        expect(a.planks).toEqual(rows)
        expect(b.skipped.map(skippedSentence)).toEqual(["Skipped line 1 (a header row): Height (in) Width (in) Length (ft) Quantity"])
      })
    ))

  it("any text at all: never throws, and every non-blank line is a plank or a skipped line", () =>
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("1", "2", ",", ".", "\t", "\n", "\r", " ", "a", "-", '"', "x", "0") }), (text) => {
        const { planks, skipped } = parsePlankPaste(text)
        const lines = text.split(/\r\n|\r|\n/).filter((l) => l.trim() !== "").length
        return (
          planks.length + skipped.length === lines && planks.every((p) => p.heightIn > 0 && p.widthIn > 0 && Number.isInteger(p.quantity) && p.quantity >= 1)
        )
      })
    ))

  it("a quantity that is missing, zero, negative or not whole is 1; a missing length is left to the sleeper", () => {
    expect(parsePlankPaste("2\t6\t10\t0\n2\t6\t10\tabc\n2\t6\n1,5\t4\t8\t2.5").planks).toEqual([
      { heightIn: 2, widthIn: 6, lengthFt: 10, quantity: 1 },
      { heightIn: 2, widthIn: 6, lengthFt: 10, quantity: 1 },
      { heightIn: 2, widthIn: 6, lengthFt: null, quantity: 1 },
      { heightIn: 1.5, widthIn: 4, lengthFt: 8, quantity: 1 }
    ])
  })

  it("says which lines it skipped and why", () => {
    const { skipped } = parsePlankPaste('2"\t6"\t10\t3\nabc\tdef\n0\t6\t10\t1')
    expect(skipped.map(skippedSentence)).toEqual([
      "Skipped line 2 (height and width must be numbers): abc def",
      "Skipped line 3 (height and width must be above 0): 0 6 10 1"
    ])
    expect(cellNumber('2"')).toBe(2)
    expect(cellNumber("12 ft")).toBe(12)
    expect(cellNumber("1,234.5")).toBeNull()
  })
})
