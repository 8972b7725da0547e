import { describe, expect, it } from "vitest"
import {
  CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
  securityHeadersFor,
  UPLOAD_CONTENT_SECURITY_POLICY,
  UPLOAD_IMAGE_CONTENT_SECURITY_POLICY,
  withSecurityHeaders
} from "./security-headers"

describe("which Content-Security-Policy an answer leaves with (issue 38 item 6)", () => {
  it.each([UPLOAD_CONTENT_SECURITY_POLICY, UPLOAD_IMAGE_CONTENT_SECURITY_POLICY])(
    "given an upload served with its sandbox %s, then the sandbox stands beside the other security headers",
    (policy) => {
      expect(securityHeadersFor(policy)).toEqual({ ...SECURITY_HEADERS, "content-security-policy": policy })
      const answered = withSecurityHeaders(new Response("<script>alert(1)</script>", { headers: { "content-security-policy": policy } }))
      expect(answered.headers.get("content-security-policy")).toBe(policy)
      expect(answered.headers.get("x-content-type-options")).toBe("nosniff")
    }
  )

  it.each([null, undefined, "", "default-src *", "sandbox allow-scripts; default-src 'none'", `${UPLOAD_CONTENT_SECURITY_POLICY}; script-src *`])(
    "given an answer with no policy or any other (%s), then it gets the console's policy",
    (policy) => {
      expect(securityHeadersFor(policy)["content-security-policy"]).toBe(CONTENT_SECURITY_POLICY)
    }
  )

  it("every upload policy sandboxes and loads nothing by default", () => {
    for (const policy of [UPLOAD_CONTENT_SECURITY_POLICY, UPLOAD_IMAGE_CONTENT_SECURITY_POLICY]) {
      expect(policy.split("; ").slice(0, 2)).toEqual(["sandbox", "default-src 'none'"])
    }
  })
})
