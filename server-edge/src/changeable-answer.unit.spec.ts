import { describe, expect, it } from "vitest"
import { CONTENT_SECURITY_POLICY, withSecurityHeaders } from "./security-headers"

describe("an answer's headers are set in place, or on a copy when they may not be changed", () => {
  it("given an answer the service built, the security headers are set on that same answer, its body untouched", async () => {
    const built = new Response('{"ok":true}', { status: 201, headers: { "content-type": "application/json" } })
    const answered = withSecurityHeaders(built)
    expect(answered).toBe(built)
    expect(answered.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY)
    expect(await answered.json()).toEqual({ ok: true })
  })

  it("given an answer with immutable headers (a redirect), the security headers go on a copy with its status and headers", () => {
    const fixed = Response.redirect("http://localhost/sign-in", 303)
    const answered = withSecurityHeaders(fixed)
    expect(answered).not.toBe(fixed)
    expect(answered.status).toBe(303)
    expect(answered.headers.get("location")).toBe("http://localhost/sign-in")
    expect(answered.headers.get("x-frame-options")).toBe("DENY")
  })
})
