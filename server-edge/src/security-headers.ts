import { changeableAnswer } from "./changeable-answer"

/**
 * The response headers every answer carries, from the services, the all-in-one
 * process and the edge alike (deploy/edge.conf mirrors them; a test keeps the two equal).
 *
 * The console loads only its own bundled scripts, so no inline script runs. MUI and
 * emotion insert <style> elements and style attributes at run time, hence the one
 * relaxation, 'unsafe-inline' for styles. 'self' in connect-src also covers the live
 * socket (ws:/wss: on the same host, CSP level 3). The favicon and generated PDFs use
 * data: and blob: URLs. Pictures may also come from any https address: the page editor's
 * pasted carousel and logo URLs and web product-search thumbnails are on other sites (a
 * picture runs no code; plain http stays refused). API answers carry the same policy.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'"
].join("; ")

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  // frame-ancestors for browsers that predate it
  "x-frame-options": "DENY"
}

/**
 * The policy of every uploaded file served back (website files, asset documents, asset pictures,
 * wood type pictures, profile pictures): whatever the bytes turn out to be, a
 * browser that opens one directly runs nothing, loads nothing and treats it as a page of no origin
 * (`sandbox`), so an HTML or SVG upload can never act for the signed-in user.
 */
export const UPLOAD_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'"

/**
 * The same for a picture: a browser shows an image opened directly as a page of its own that loads
 * that image from the same address, so `img-src 'self'` and nothing more. (Browsers style their
 * image viewer themselves: no style-src is needed, none is given.)
 */
export const UPLOAD_IMAGE_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'; img-src 'self'"

/**
 * The policies an answer may carry instead of the general one: only the uploads' sandboxes, stricter
 * in every directive (deploy/edge.conf keeps the same two; a test keeps them equal).
 */
export const UPLOAD_CONTENT_SECURITY_POLICIES: ReadonlyArray<string> = [UPLOAD_CONTENT_SECURITY_POLICY, UPLOAD_IMAGE_CONTENT_SECURITY_POLICY]
const SANDBOX_POLICIES: ReadonlySet<string> = new Set(UPLOAD_CONTENT_SECURITY_POLICIES)

/**
 * The security headers for an answer that set `ownPolicy` itself: the general ones, with the
 * answer's own policy kept when it is an upload's sandbox (the general policy would let an
 * uploaded page run as the console). Any other policy an answer sets is replaced.
 */
export const securityHeadersFor = (ownPolicy: string | null | undefined): Readonly<Record<string, string>> =>
  ownPolicy !== null && ownPolicy !== undefined && SANDBOX_POLICIES.has(ownPolicy)
    ? { ...SECURITY_HEADERS, "content-security-policy": ownPolicy }
    : SECURITY_HEADERS

/** The answer with the security headers set (in place when it may be changed: `changeableAnswer`). */
export const withSecurityHeaders = (response: Response): Response => {
  const answer = changeableAnswer(response)
  for (const [name, value] of Object.entries(securityHeadersFor(answer.headers.get("content-security-policy")))) answer.headers.set(name, value)
  return answer
}
