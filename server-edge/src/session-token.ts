import { jwtVerify, SignJWT } from "jose"
import { UserId } from "@timber/contracts"

/**
 * The tokens of a session: signed by the command service at sign-in, verified by both services
 * (and the live hub). One definition, so the two sides can never disagree on them. Server only:
 * the services import it by path, the console never needs it.
 *
 * - The access token goes in the bearer header of every request. It lives ACCESS_TOKEN_MINUTES
 *   counted from its `iat`, whatever its `exp` claims.
 * - The refresh token lives in an HttpOnly cookie (session-cookie.ts) and only buys new access
 *   tokens (POST /api/auth/refresh). It lives as long as its session, whose end the session's own
 *   start event records (`UserSessionStarted.expiresAt`), whatever its `exp` claims.
 *
 * Both name their session (`sid`); a token is good only while its session is live, which the
 * user's events decide (domain users/sessions.ts, user-access.ts here): signed out, a password changed,
 * locked or deactivated, and it is refused from the next request on.
 */

export interface TokenClaims {
  readonly userId: UserId
  readonly email: string
  readonly sessionId: string
}

/** How long an access token is good for, counted from when it was signed. */
export const ACCESS_TOKEN_MINUTES = 10
const ACCESS_TOKEN_MS = ACCESS_TOKEN_MINUTES * 60_000
/** How long a session lasts from its sign-in unless SESSION_HOURS says otherwise: a working day. */
export const DEFAULT_SESSION_HOURS = 12

const ISSUER = "timber-works"
/** Who a token is for: the API (a bearer token) or the refresh call (the cookie); neither is taken for the other. */
const Audience = { access: "timber-works/api", refresh: "timber-works/refresh" } as const
type Kind = keyof typeof Audience

const key = (secret: string) => new TextEncoder().encode(secret)

const sign = (secret: string, kind: Kind, claims: TokenClaims, expiresAt: number) =>
  new SignJWT({ email: claims.email, sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setIssuer(ISSUER)
    .setAudience(Audience[kind])
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(key(secret))

/** A new access token of the session: good for ACCESS_TOKEN_MINUTES. */
export const signAccessToken = (secret: string, claims: TokenClaims) => sign(secret, "access", claims, Date.now() + ACCESS_TOKEN_MS)

/** The session's refresh token, good until the session ends (`expiresAt`, milliseconds). */
export const signRefreshToken = (secret: string, claims: TokenClaims, expiresAt: number) => sign(secret, "refresh", claims, expiresAt)

interface Verified {
  readonly claims: TokenClaims
  /** When the token stops being good (milliseconds): its `exp`, or sooner its kind's lifetime from `iat`. */
  readonly expiresAt: number
}

/**
 * Tokens whose signature this process has already checked, per secret and kind: every request
 * carries its token, and checking an HMAC through WebCrypto was about 6 % of a LOT create's CPU
 * (twice per write: authentication and the idempotency key's owner). A token's signature never
 * changes its verdict, its expiry does: that is checked again on every use, and whether its
 * session is still live is the caller's question on every use (user-access.ts). Refused tokens
 * are not kept (a stream of forged tokens must not grow memory); the oldest entries go first
 * past the bound.
 */
const verified = new Map<string, Map<string, Verified>>()
const VERIFIED_PER_SECRET = 10_000

const remember = (cacheKey: string, token: string, entry: Verified) => {
  let tokens = verified.get(cacheKey)
  if (!tokens) verified.set(cacheKey, (tokens = new Map()))
  if (tokens.size >= VERIFIED_PER_SECRET) tokens.delete(tokens.keys().next().value!)
  tokens.set(token, entry)
}

const verify = async (secret: string, kind: Kind, token: string): Promise<TokenClaims | null> => {
  const cacheKey = `${kind}|${secret}`
  const known = verified.get(cacheKey)?.get(token)
  if (known) return Date.now() < known.expiresAt ? known.claims : null
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, audience: Audience[kind], algorithms: ["HS256"] })
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string" || typeof payload.exp !== "number" || typeof payload.iat !== "number") return null
    const claims = { userId: UserId.make(payload.sub), email: typeof payload.email === "string" ? payload.email : "", sessionId: payload.sid }
    // an access token is bounded by its lifetime from `iat` whatever `exp` it claims; a refresh token by its session's recorded end
    const expiresAt = kind === "access" ? Math.min(payload.exp * 1000, payload.iat * 1000 + ACCESS_TOKEN_MS) : payload.exp * 1000
    if (Date.now() >= expiresAt) return null
    remember(cacheKey, token, { claims, expiresAt })
    return claims
  } catch {
    return null
  }
}

/** The claims of a valid access token within its lifetime, or null. Whether its session is live is asked apart. */
export const verifyToken = (secret: string, token: string): Promise<TokenClaims | null> => verify(secret, "access", token)

/** The claims of a valid refresh token, or null. Whether its session is live (and within its recorded end) is asked apart. */
export const verifyRefreshToken = (secret: string, token: string): Promise<TokenClaims | null> => verify(secret, "refresh", token)
