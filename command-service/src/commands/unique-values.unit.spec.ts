import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { UniqueValues } from "./unique-values"

const ZERO_WIDTH = ["\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF", "\u00AD"]
const HYPHENS = ["-", "\u2010", "\u2011", "\u2012", "\u2013", "\u2212", "\uFE63", "\uFF0D"]
const SPACES = [" ", "\u00A0", "\u2007", "\u202F", "\u3000", "  "]

/** A valid identifier as a person types it: letters and digits in parts joined by hyphens or a space ("LOT-001", "Main yard 2"). */
const identifier = fc
  .tuple(fc.stringMatching(/^[A-Za-z0-9]{1,8}$/), fc.array(fc.tuple(fc.constantFrom("-", " "), fc.stringMatching(/^[A-Za-z0-9]{1,8}$/)), { maxLength: 3 }))
  .map(([first, rest]) => first + rest.map(([joint, part]) => joint + part).join(""))

const fullwidth = (c: string) => (c >= "!" && c <= "~" ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)

/**
 * A spelling of `text` that renders like it: each character may turn fullwidth or change case,
 * each hyphen may be any hyphen look-alike, each space a no-break or wide space, zero-width
 * characters may sit between any two, and spaces may surround it.
 */
const lookAlikeOf = (text: string) =>
  fc
    .tuple(
      fc.array(fc.tuple(fc.boolean(), fc.boolean(), fc.constantFrom(...HYPHENS), fc.constantFrom(...SPACES), fc.option(fc.constantFrom(...ZERO_WIDTH))), {
        minLength: text.length,
        maxLength: text.length
      }),
      fc.constantFrom("", " ", "\u00A0", "\u3000 "),
      fc.constantFrom("", " ", "\u200B", "\u00A0")
    )
    .map(
      ([choices, before, after]) =>
        before +
        [...text]
          .map((c, i) => {
            const [wide, flipCase, hyphen, space, zeroWidth] = choices[i]!
            const shown = c === "-" ? hyphen : c === " " ? space : flipCase ? (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()) : c
            return (zeroWidth ?? "") + (wide ? fullwidth(shown) : shown)
          })
          .join("") +
        after
    )

const identifierWithLookAlike = identifier.chain((text) => fc.tuple(fc.constant(text), lookAlikeOf(text)))

const scopes = [
  ["a LOT number", UniqueValues.lotNumber.key],
  ["a warehouse code", UniqueValues.warehouseCode.key],
  ["an e-mail", UniqueValues.userEmail.key],
  ["a role name", UniqueValues.roleName.key],
  ["a wood type name", UniqueValues.woodTypeName.key],
  ["a sleeper of a LOT", (lotNumber: string) => UniqueValues.sleeper.key(lotNumber, 7)]
] as const

describe("unique values: the claim keys", () => {
  it.each(scopes)("two spellings of %s that render alike reduce to one claim key, so they can't both be claimed", (_, key) => {
    fc.assert(
      fc.property(identifierWithLookAlike, ([text, lookAlike]) => {
        expect(key(lookAlike)).toBe(key(text))
      }),
      { numRuns: 300 }
    )
  })

  it("the look-alikes of the issue reduce to the key of LOT-001", () => {
    const key = UniqueValues.lotNumber.key
    for (const lookAlike of ["LOT-001\u200B", "LOT\u2011001", "\uFF2C\uFF2F\uFF34-001", " lot-001 "]) {
      expect(key(lookAlike)).toBe(key("LOT-001"))
    }
  })

  it("values that differ in what they show keep different keys", () => {
    expect(UniqueValues.lotNumber.key("LOT-001")).not.toBe(UniqueValues.lotNumber.key("LOT-0001"))
    expect(UniqueValues.lotNumber.key("LOT 001")).not.toBe(UniqueValues.lotNumber.key("LOT-001"))
    expect(UniqueValues.woodTypeName.key("Teak")).not.toBe(UniqueValues.woodTypeName.key("Teak wood"))
  })

  // a reservation made before the keys were normalised is found under the same stream: the keys of a plain value did not change
  it("a plain value's key is the key it was claimed under before this change (old reservations stay found)", () => {
    const plain = fc.stringMatching(/^[!-~]+( [!-~]+)*$/)
    fc.assert(
      fc.property(plain, (value) => {
        expect(UniqueValues.lotNumber.key(value)).toBe(value.trim().toUpperCase())
        expect(UniqueValues.warehouseCode.key(value)).toBe(value.trim().toUpperCase())
        expect(UniqueValues.userEmail.key(value)).toBe(value.trim().toLowerCase())
        expect(UniqueValues.sleeper.key(value, 3)).toBe(`${value.trim().toUpperCase()}#3`)
        expect(UniqueValues.roleName.key(value.toUpperCase())).toBe(value.toUpperCase())
      })
    )
  })
})
