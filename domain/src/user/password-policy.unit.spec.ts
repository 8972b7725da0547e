import { UserMessages } from "@timber/contracts"
import { Effect, Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { acceptNewPassword, commonPasswordKey, newPasswordProblem, type CommonPasswords } from "./password-policy"

/** A list of three, as the packaged one keeps them: lower-cased. */
const listed = new Set(["password1234", "qwertyuiop", "iloveyou"])
const common: CommonPasswords = { has: (key) => listed.has(key) }

describe("the password policy: which new passwords may be set", () => {
  it("given twelve spaces, then it is refused as spaces only, not as too short", () =>
    expect(newPasswordProblem(" ".repeat(12), common)).toBe(UserMessages.passwordOnlySpaces))

  it("given any password of spaces, tabs and line breaks only, long enough, then it is refused as spaces only", () =>
    fc.assert(
      fc.property(fc.array(fc.constantFrom(" ", "\t", "\n", "\u00a0"), { minLength: 8, maxLength: 40 }), (blanks) => {
        expect(newPasswordProblem(blanks.join(""), common)).toBe(UserMessages.passwordOnlySpaces)
      })
    ))

  it("given fewer than 8 characters, then the spec's sentence says so, whatever they are", () =>
    fc.assert(
      fc.property(fc.string({ maxLength: 7 }), (short) => {
        expect(newPasswordProblem(short, common)).toBe(UserMessages.passwordTooShort)
      })
    ))

  it("given a listed password in any letter case, with or without spaces around it, then it is refused as too common", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(...listed),
        fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
        fc.constantFrom("", " ", "  "),
        (password, upper, around) => {
          const cased = [...password].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join("")
          expect(newPasswordProblem(`${around}${cased}${around}`, common)).toBe(UserMessages.passwordTooCommon)
        }
      )
    ))

  it("given a password of 8 characters or more that is not listed and not only spaces, then it may be set", () => {
    expect(newPasswordProblem("Kiln-2 dries oak", common)).toBeNull()
    expect(newPasswordProblem("password12345", common)).toBeNull()
  })

  it("the list is looked up trimmed and lower-cased", () => expect(commonPasswordKey("  PassWord1234 ")).toBe("password1234"))

  it("given a refused password, then the refusal is a 400 whose field message names the form's field", () => {
    const refused = Effect.runSync(Effect.either(acceptNewPassword("Password1234", common, "newPassword")))
    expect(Either.isLeft(refused) && refused.left).toMatchObject({
      _tag: "ValidationError",
      message: UserMessages.passwordTooCommon,
      details: { fields: [{ path: "newPassword", message: UserMessages.passwordTooCommon }] }
    })
  })
})
