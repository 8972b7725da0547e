import { UserMessages } from "@timber/contracts"
import { dictionary } from "@zxcvbn-ts/language-common"
import { Effect, Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { checkNewPassword } from "./new-password"
import { hashPassword } from "./passwords"

const LISTED = dictionary["passwords-common"]

/** The refusal's sentence, or null when the password may be set. */
const refusalOf = async (password: string, current?: { hash: string; sameMessage: string }) => {
  const outcome = await Effect.runPromise(Effect.either(checkNewPassword(password, "password", current)))
  return Either.isLeft(outcome) ? outcome.left.message : null
}

describe("a new password, checked against the packaged list of common and breached passwords", () => {
  it("given any password from the list, in any letter case, then it is refused: as too common, or as too short when it is", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...LISTED), fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }), async (password, upper) => {
        const cased = [...password].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join("")
        expect(await refusalOf(cased)).toBe(password.length < 8 ? UserMessages.passwordTooShort : UserMessages.passwordTooCommon)
      }),
      { numRuns: 2_000 }
    )
  })

  it("given the passwords the issue found passing (twelve spaces, password1234), then each is refused with a sentence that says why", async () => {
    expect(await refusalOf(" ".repeat(12))).toBe(UserMessages.passwordOnlySpaces)
    expect(await refusalOf("password1234")).toBe(UserMessages.passwordTooCommon)
    expect(await refusalOf("Password1234")).toBe(UserMessages.passwordTooCommon)
  })

  it("given the password the person just proved as their current one, then choosing it again is refused", async () => {
    const hash = await hashPassword("Kiln-2 dries oak")
    const current = { hash, sameMessage: UserMessages.passwordUnchanged }
    expect(await refusalOf("Kiln-2 dries oak", current)).toBe(UserMessages.passwordUnchanged)
    expect(await refusalOf("Kiln-3 dries teak", current)).toBeNull()
  })

  it("given a password of its own (a phrase, or random characters), then it may be set", async () => {
    expect(await refusalOf("Kiln-2 dries oak")).toBeNull()
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: fc.constantFrom(..."abcdefghjkmnpqrstuvwxyz23456789-#"), minLength: 16, maxLength: 24 }), async (password) => {
        expect(await refusalOf(`Tw-${password}`)).toBeNull()
      })
    )
  })
})
