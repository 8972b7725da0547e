import { UserId } from "@timber/contracts"
import { SignJWT } from "jose"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ACCESS_TOKEN_MINUTES, signAccessToken, signRefreshToken, verifyRefreshToken, verifyToken } from "./session-token"

const SECRET = "session-token-spec"
const claims = { userId: UserId.make("3f1c0a9e-0000-4000-8000-000000000001"), email: "manager@timber.works", sessionId: "5b7e2c44-0000-4000-8000-00000000000a" }

/** A token signed with the right secret that claims what it likes (as a leaked secret or a bug would sign it). */
const signedClaiming = (payload: { iat?: number; exp: number; aud?: string }) => {
  let jwt = new SignJWT({ email: claims.email, sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.userId)
    .setIssuer("timber-works")
    .setAudience(payload.aud ?? "timber-works/api")
    .setExpirationTime(payload.exp)
  if (payload.iat !== undefined) jwt = jwt.setIssuedAt(payload.iat)
  return jwt.sign(new TextEncoder().encode(SECRET))
}

describe("the session's tokens", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("an access token signed with the secret is accepted, and again on its next use", async () => {
    const token = await signAccessToken(SECRET, claims)
    expect(await verifyToken(SECRET, token)).toEqual(claims)
    expect(await verifyToken(SECRET, token)).toEqual(claims)
  })

  it(`an access token accepted before is refused once its ${ACCESS_TOKEN_MINUTES} minutes are over`, async () => {
    vi.useFakeTimers({ toFake: ["Date"] })
    vi.setSystemTime(new Date("2026-11-24T06:00:00Z"))
    const token = await signAccessToken(SECRET, claims)
    expect(await verifyToken(SECRET, token)).toEqual(claims)
    vi.setSystemTime(new Date("2026-11-24T06:09:59Z"))
    expect(await verifyToken(SECRET, token)).toEqual(claims)
    vi.setSystemTime(new Date("2026-11-24T06:10:00Z"))
    expect(await verifyToken(SECRET, token)).toBeNull()
  })

  it(`an access token claiming a year is refused ${ACCESS_TOKEN_MINUTES} minutes after it was signed, first seen then or used before`, async () => {
    vi.useFakeTimers({ toFake: ["Date"] })
    vi.setSystemTime(new Date("2026-11-24T06:00:00Z"))
    const now = Math.floor(Date.now() / 1000)
    const yearLong = await signedClaiming({ iat: now, exp: now + 365 * 24 * 3600 })
    const old = await signedClaiming({ iat: now - ACCESS_TOKEN_MINUTES * 60, exp: now + 365 * 24 * 3600 })
    expect(await verifyToken(SECRET, yearLong)).toEqual(claims)
    expect(await verifyToken(SECRET, old)).toBeNull()
    vi.setSystemTime(new Date("2026-11-24T06:10:00Z"))
    expect(await verifyToken(SECRET, yearLong)).toBeNull()
  })

  it("a token without the time it was signed is refused", async () => {
    const undated = await signedClaiming({ exp: Math.floor(Date.now() / 1000) + 60 })
    expect(await verifyToken(SECRET, undated)).toBeNull()
  })

  it("a refresh token is no bearer token, and an access token buys no new one", async () => {
    const refresh = await signRefreshToken(SECRET, claims, Date.now() + 3_600_000)
    const access = await signAccessToken(SECRET, claims)
    expect(await verifyRefreshToken(SECRET, refresh)).toEqual(claims)
    expect(await verifyToken(SECRET, refresh)).toBeNull()
    expect(await verifyRefreshToken(SECRET, access)).toBeNull()
  })

  it("a token accepted under one secret is refused under another", async () => {
    const token = await signAccessToken(SECRET, claims)
    expect(await verifyToken(SECRET, token)).toEqual(claims)
    expect(await verifyToken("another-secret", token)).toBeNull()
  })

  it("a token whose claims were altered after signing is refused, even when the original was accepted", async () => {
    const token = await signAccessToken(SECRET, claims)
    expect(await verifyToken(SECRET, token)).toEqual(claims)
    const [header, payload, signature] = token.split(".")
    const altered = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<string, unknown>
    altered.sub = "3f1c0a9e-0000-4000-8000-000000000002"
    const forged = [header, Buffer.from(JSON.stringify(altered)).toString("base64url"), signature].join(".")
    expect(await verifyToken(SECRET, forged)).toBeNull()
  })
})
