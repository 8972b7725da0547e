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

/** The claims of a valid, unexpired token, or null. */
export const verifyToken = async (secret: string, token: string): Promise<TokenClaims | null> => {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: "timber-works", algorithms: ["HS256"] })
    if (typeof payload.sub !== "string") return null
    return { userId: payload.sub, email: typeof payload.email === "string" ? payload.email : "" }
  } catch {
    return null
  }
}
