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

/** The answer with the security headers set (in place when it may be changed: `changeableAnswer`). */
export const withSecurityHeaders = (response: Response): Response => {
  const answer = changeableAnswer(response)
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) answer.headers.set(name, value)
  return answer
}
