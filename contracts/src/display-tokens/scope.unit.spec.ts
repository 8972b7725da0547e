import { describe, expect, it } from "vitest"
import { bearerOf, isDisplayToken, withoutTokens } from "./scope"

describe("display token scope", () => {
  it("given addresses with a token in their query, then a log shows them redacted and nothing else changed", () => {
    expect(withoutTokens("/wall?token=twd_abc&x=1")).toBe("/wall?token=[redacted]&x=1")
    expect(withoutTokens("/api/live?a=1&token=eyJ.x.y")).toBe("/api/live?a=1&token=[redacted]")
    expect(withoutTokens("/api/wall")).toBe("/api/wall")
  })

  it("given Authorization headers, then the bearer is read and a display token told apart from a sign-in", () => {
    expect(bearerOf("Bearer twd_x")).toBe("twd_x")
    expect(bearerOf("bearer  eyJ ")).toBe("eyJ")
    expect(bearerOf(undefined)).toBe("")
    expect(isDisplayToken("twd_x")).toBe(true)
    expect(isDisplayToken("eyJhbGciOi")).toBe(false)
  })
})
