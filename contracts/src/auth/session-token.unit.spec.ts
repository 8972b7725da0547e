import { afterEach, describe, expect, it, vi } from "vitest"
import { signToken, verifyToken } from "./session-token"

const SECRET = "session-token-spec"
const claims = { userId: "3f1c0a9e-0000-4000-8000-000000000001", email: "manager@timber.works" }

describe("the session token", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("a token signed with the secret is accepted, and again on its next use", async () => {
    const token = await signToken(SECRET, claims)
    expect(await verifyToken(SECRET, token)).toEqual(claims)
    expect(await verifyToken(SECRET, token)).toEqual(claims)
  })

  it("a token accepted before is refused once its twelve hours are over", async () => {
    vi.useFakeTimers({ toFake: ["Date"] })
    vi.setSystemTime(new Date("2026-11-24T06:00:00Z"))
    const token = await signToken(SECRET, claims)
    expect(await verifyToken(SECRET, token)).toEqual(claims)
    vi.setSystemTime(new Date("2026-11-24T17:59:59Z"))
    expect(await verifyToken(SECRET, token)).toEqual(claims)
    vi.setSystemTime(new Date("2026-11-24T18:00:00Z"))
    expect(await verifyToken(SECRET, token)).toBeNull()
  })

  it("a token accepted under one secret is refused under another", async () => {
    const token = await signToken(SECRET, claims)
    expect(await verifyToken(SECRET, token)).toEqual(claims)
    expect(await verifyToken("another-secret", token)).toBeNull()
  })

  it("a token whose claims were altered after signing is refused, even when the original was accepted", async () => {
    const token = await signToken(SECRET, claims)
    expect(await verifyToken(SECRET, token)).toEqual(claims)
    const [header, payload, signature] = token.split(".")
    const altered = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<string, unknown>
    altered.sub = "3f1c0a9e-0000-4000-8000-000000000002"
    const forged = [header, Buffer.from(JSON.stringify(altered)).toString("base64url"), signature].join(".")
    expect(await verifyToken(SECRET, forged)).toBeNull()
  })
})
