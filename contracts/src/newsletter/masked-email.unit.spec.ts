import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { maskedEmail } from "./masked-email"

describe("an address shown masked", () => {
  it("given anna@timber.works, then a***@timber.works", () => {
    expect(maskedEmail("anna@timber.works")).toBe("a***@timber.works")
    expect(maskedEmail("Émile.Dupont+news@mail.example.fr")).toBe("É***@mail.example.fr")
  })

  it("keeps the first character and the whole domain, and of a longer name nothing past its first character", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const at = email.lastIndexOf("@")
        const masked = maskedEmail(email)
        expect(masked).toBe(`${email[0]}***${email.slice(at)}`)
        if (at > 1) expect(masked).not.toContain(email.slice(0, at))
      })
    )
  })

  it("given something that is no address, then nothing of it", () => {
    expect(maskedEmail("")).toBe("***")
    expect(maskedEmail("@timber.works")).toBe("***")
  })
})
