import { describe, expect, it } from "vitest"
import { decryptEmail, emailDigest, encryptEmail, newSubscriberKey, subscriberOfToken, unsubscribeToken } from "./newsletter-secrets"

describe("the mailing list's secrets", () => {
  it("an address encrypted under its key reads back with that key only, and never shows in the ciphertext", () => {
    const key = newSubscriberKey()
    const sealed = encryptEmail(key, "anna@example.com")
    expect(sealed).not.toContain("anna")
    expect(decryptEmail(key, sealed)).toBe("anna@example.com")
    expect(decryptEmail(newSubscriberKey(), sealed)).toBeNull()
    expect(decryptEmail(null, sealed)).toBeNull()
    // two sign-ups of one address never look alike (a fresh IV each time)
    expect(encryptEmail(key, "anna@example.com")).not.toBe(sealed)
  })

  it("the digest is one per normalised address and per server secret", () => {
    expect(emailDigest("s", " Anna@Example.COM ")).toBe(emailDigest("s", "anna@example.com"))
    expect(emailDigest("s", "anna@example.com")).not.toBe(emailDigest("other", "anna@example.com"))
    expect(emailDigest("s", "anna@example.com")).not.toContain("anna")
  })

  it("an unsubscribe token names its subscriber under this server's secret only", () => {
    const token = unsubscribeToken("s", "sub-1")
    expect(subscriberOfToken("s", token)).toBe("sub-1")
    expect(subscriberOfToken("other", token)).toBeNull()
    const [, mac] = token.split(".")
    expect(subscriberOfToken("s", `${Buffer.from("sub-2").toString("base64url")}.${mac}`)).toBeNull()
    expect(subscriberOfToken("s", "nonsense")).toBeNull()
  })
})
