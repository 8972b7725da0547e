import { jwtVerify, SignJWT } from "jose"

/**
 * The session token: signed by the command service at sign-in, verified by both services
 * (and the live hub). One definition, so the two sides can never disagree on it. Not part
 * of the package index: the console never needs it.
 */

export interface TokenClaims {
  readonly userId: string
  readonly email: string
}

export const TOKEN_TTL = "12h"

const key = (secret: string) => new TextEncoder().encode(secret)

export const signToken = (secret: string, claims: TokenClaims) =>
  new SignJWT({ email: claims.email })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setIssuer("timber-works")
    .setExpirationTime(TOKEN_TTL)
    .sign(key(secret))

interface Verified {
  readonly claims: TokenClaims
  /** The token's `exp`, in milliseconds. */
  readonly expiresAt: number
}

/**
 * Tokens whose signature this process has already checked, per secret: every request carries its
 * token, and checking an HMAC through WebCrypto was about 6 % of a LOT create's CPU (twice per
 * write: authentication and the idempotency key's owner). A token's signature never changes its
 * verdict, its expiry does: that is checked again on every use. Refused tokens are not kept (a
 * stream of forged tokens must not grow memory); the oldest entries go first past the bound.
 */
const verified = new Map<string, Map<string, Verified>>()
const VERIFIED_PER_SECRET = 10_000

const remember = (secret: string, token: string, entry: Verified) => {
  let tokens = verified.get(secret)
  if (!tokens) verified.set(secret, (tokens = new Map()))
  if (tokens.size >= VERIFIED_PER_SECRET) tokens.delete(tokens.keys().next().value!)
  tokens.set(token, entry)
}

/** The claims of a valid, unexpired token, or null. */
export const verifyToken = async (secret: string, token: string): Promise<TokenClaims | null> => {
  const known = verified.get(secret)?.get(token)
  if (known) return Date.now() < known.expiresAt ? known.claims : null
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: "timber-works", algorithms: ["HS256"] })
    if (typeof payload.sub !== "string" || typeof payload.exp !== "number") return null
    const claims = { userId: payload.sub, email: typeof payload.email === "string" ? payload.email : "" }
    remember(secret, token, { claims, expiresAt: payload.exp * 1000 })
    return claims
  } catch {
    return null
  }
}
