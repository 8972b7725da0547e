import { AuthMessages } from "@timber/contracts"
import { ACCESS_TOKEN_MINUTES } from "@timber/server-edge/session-token"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runAdminCli } from "./testing/admin-cli"
import { browserSession, claimsOf, openLiveSocket, resigned, within, type BrowserSession } from "./testing/sessions"
import { startTestApp, type TestApp } from "./testing/test-app"

// issue 24 item 2: sessions end when they should, on commands, queries and the live socket alike
const PASSWORD = "Right-password-1"

let app: TestApp
let admin: string
let users = 0

beforeAll(async () => {
  app = await startTestApp({ signInLimits: { refusalFloorMs: 0 } })
  admin = await app.login()
})
afterAll(async () => app?.close())

const signIn = async (email: string, password = PASSWORD, headers: Record<string, string> = {}) =>
  browserSession(await app.api("/auth/login", { method: "POST", json: { email, password }, headers }))

/** A new MANAGER, signed in: their session as the browser holds it. */
const newUser = async () => {
  const email = `session.user.${++users}@timber.works`
  const created = await app.api("/users", {
    method: "POST",
    token: admin,
    json: { email, password: PASSWORD, firstName: "Ses", lastName: "Sion", role: "MANAGER" }
  })
  expect(created.status).toBe(201)
  const { id } = (await created.json()) as { id: string }
  return { id, email, session: await signIn(email) }
}

let woodTypes = 0
/** A write and a read with the token: their statuses. */
const useToken = async (token: string) => {
  const write = await app.api("/factory/wood-types", { method: "POST", token, json: { name: `Session wood ${++woodTypes}` } })
  const read = await app.api("/auth/me", { token })
  return { write: write.status, read: read.status, readMessage: read.status === 401 ? ((await read.json()) as { message: string }).message : null }
}
const refused = { write: 401, read: 401, readMessage: AuthMessages.expiredToken }
const accepted = { write: 201, read: 200, readMessage: null }

const refresh = (session: Pick<BrowserSession, "cookie">, headers: Record<string, string> = {}) =>
  app.api("/auth/refresh", { method: "POST", headers: { cookie: session.cookie, ...headers } })

describe("sign-out", () => {
  it("given a signed-in user with the live socket open, when they sign out, then the same token is refused on a command, a query and a new live socket, and the open socket is closed", async () => {
    const { session } = await newUser()
    expect(await useToken(session.token)).toEqual(accepted)
    const live = await openLiveSocket(app.url, session.token)
    expect(live.ready).toBe(true)

    const out = await app.api("/auth/logout", { method: "POST", token: session.token, headers: { cookie: session.cookie } })
    expect(out.status).toBe(204)

    expect(await useToken(session.token)).toEqual(refused)
    expect(await within(live.closed, 3_000)).toEqual({ code: 4401, reason: AuthMessages.expiredToken })
    const again = await openLiveSocket(app.url, session.token)
    expect({ ready: again.ready, refused: again.refused }).toEqual({ ready: false, refused: 401 })
  })

  it("given a signed-out session, then its refresh cookie buys no new token and the browser is told to forget it", async () => {
    const { session } = await newUser()
    expect((await refresh(session)).status).toBe(200)
    const out = await app.api("/auth/logout", { method: "POST", token: session.token, headers: { cookie: session.cookie } })
    expect(out.headers.getSetCookie()).toEqual([expect.stringMatching(/^timber_session=; .*Max-Age=0/)])

    const renewed = await refresh(session)
    expect(renewed.status).toBe(401)
    expect(((await renewed.json()) as { message: string }).message).toBe(AuthMessages.expiredToken)
    expect(renewed.headers.getSetCookie()).toEqual([expect.stringMatching(/^timber_session=; .*Max-Age=0/)])
  })

  it("given an access token past its minutes, then sign-out still ends the session through the cookie", async () => {
    const { session } = await newUser()
    const out = await app.api("/auth/logout", { method: "POST", token: "expired-or-forged", headers: { cookie: session.cookie } })
    expect(out.status).toBe(204)
    expect(await useToken(session.token)).toEqual(refused)
    expect((await refresh(session)).status).toBe(401)
  })

  it("signs out one session only: the same user's other session keeps working", async () => {
    const { email, session } = await newUser()
    const other = await signIn(email)
    expect((await app.api("/auth/logout", { method: "POST", token: session.token })).status).toBe(204)
    expect(await useToken(session.token)).toEqual(refused)
    expect(await useToken(other.token)).toEqual(accepted)
  })
})

describe("a password change", () => {
  it("given two sessions of a user, when they change their password in User Settings, then the other session's token, cookie and socket are refused and this one keeps working", async () => {
    const { email, session: here } = await newUser()
    const elsewhere = await signIn(email)
    const live = await openLiveSocket(app.url, elsewhere.token)
    expect(live.ready).toBe(true)

    const changed = await app.api("/users/profile", {
      method: "PUT",
      token: here.token,
      json: { firstName: "Ses", lastName: "Sion", currentPassword: PASSWORD, newPassword: "Changed-password-2" }
    })
    expect(changed.status).toBe(200)

    expect(await useToken(elsewhere.token)).toEqual(refused)
    expect((await refresh(elsewhere)).status).toBe(401)
    expect(await within(live.closed, 3_000)).toEqual({ code: 4401, reason: AuthMessages.expiredToken })
    expect(await useToken(here.token)).toEqual(accepted)
    expect((await refresh(here)).status).toBe(200)
  })

  it("given a signed-in user, when an administrator sets them a new password, then every session of theirs ends and the administrator's own keeps working", async () => {
    const { id, email, session } = await newUser()
    const changed = await app.api(`/users/${id}`, {
      method: "PUT",
      token: admin,
      json: { email, firstName: "Ses", lastName: "Sion", role: "MANAGER", password: "Reset-by-admin-3" }
    })
    expect(changed.status).toBe(200)
    expect(await useToken(session.token)).toEqual(refused)
    expect((await refresh(session)).status).toBe(401)
    expect(await useToken(admin)).toEqual(accepted)
    // the new password signs in as a new session
    expect(await useToken((await signIn(email, "Reset-by-admin-3")).token)).toEqual(accepted)
  })

  // the CLI is another process on the same PostgreSQL (PGlite is one process's): the running product learns of it through the store's announcement
  it.runIf(process.env.DATABASE_URL)(
    "given a signed-in user with the live socket open, when the host runs npm run admin -- reset-password for them, then their token is refused and the socket closed",
    async () => {
      const { email, session } = await newUser()
      const live = await openLiveSocket(app.url, session.token)
      expect(live.ready).toBe(true)
      const reset = await runAdminCli(["reset-password", email], { DATABASE_URL: app.databaseUrl!, DATABASE_SCHEMA: app.databaseSchema! })
      expect(reset.code).toBe(0)
      expect(await within(live.closed, 5_000)).toEqual({ code: 4401, reason: AuthMessages.expiredToken })
      expect(await useToken(session.token)).toEqual(refused)
      expect((await refresh(session)).status).toBe(401)
    },
    90_000
  )
})

describe("a token's lifetime", () => {
  it(`given a live session, a token of it signed to last a year is refused once ${ACCESS_TOKEN_MINUTES} minutes have passed since it was signed, on a command, a query and the live socket`, async () => {
    const { session } = await newUser()
    const now = Math.floor(Date.now() / 1000)
    const yearLong = await resigned("test-secret", session.token, { iat: now, exp: now + 365 * 24 * 3600 })
    expect(await useToken(yearLong)).toEqual(accepted)

    const signedLongAgo = await resigned("test-secret", session.token, { iat: now - ACCESS_TOKEN_MINUTES * 60 - 1, exp: now + 365 * 24 * 3600 })
    expect(await useToken(signedLongAgo)).toEqual(refused)
    const live = await openLiveSocket(app.url, signedLongAgo)
    expect({ ready: live.ready, refused: live.refused }).toEqual({ ready: false, refused: 401 })
    // the session itself is fine: the token signed now still works
    expect(await useToken(session.token)).toEqual(accepted)
  })

  it(`answers access tokens good for ${ACCESS_TOKEN_MINUTES} minutes`, async () => {
    const { session } = await newUser()
    const { iat, exp } = claimsOf(session.token) as { iat: number; exp: number }
    expect(exp - iat).toBe(ACCESS_TOKEN_MINUTES * 60)
  })
})

describe("the refresh cookie", () => {
  it("is HttpOnly, SameSite=Strict, sent only to /api/auth and kept for the session's twelve hours; over plain HTTP it is not Secure", async () => {
    const { session } = await newUser()
    const attributes = session.setCookie.split(";").map((part) => part.trim())
    expect(attributes).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Strict", "Path=/api/auth"]))
    expect(attributes).not.toContain("Secure")
    const maxAge = Number(attributes.find((a) => a.startsWith("Max-Age="))!.slice("Max-Age=".length))
    expect(maxAge).toBeGreaterThan(12 * 3600 - 60)
    expect(maxAge).toBeLessThanOrEqual(12 * 3600)
    // the sign-in's answer carries no refresh token in its body: only the short-lived access token
    expect(session.token).not.toBe(session.cookie.split("=")[1])
  })

  it("renews the access token: the new one works on commands, queries and the live socket; without the cookie there is none", async () => {
    const { session } = await newUser()
    const renewed = await refresh(session)
    expect(renewed.status).toBe(200)
    const { token } = (await renewed.json()) as { token: string }
    expect(claimsOf(token).sid).toBe(claimsOf(session.token).sid)
    expect(await useToken(token)).toEqual(accepted)
    const live = await openLiveSocket(app.url, token)
    expect(live.ready).toBe(true)
    live.close()

    expect((await app.api("/auth/refresh", { method: "POST" })).status).toBe(401)
    // the cookie's token is no bearer token
    expect(await useToken(session.cookie.split("=")[1]!)).toEqual(refused)
  })

  it("given a stranger's wrong passwords locking the account's unknown devices out, then the session still renews and its token still works (issue 38)", async () => {
    const { email, session } = await newUser()
    for (let i = 0; i < 5; i++) await app.api("/auth/login", { method: "POST", json: { email, password: `wrong-${i}` } })
    expect((await refresh(session)).status).toBe(200)
    expect(await useToken(session.token)).toEqual(accepted)
  })
})

describe("behind an HTTPS proxy", () => {
  let proxied: TestApp
  beforeAll(async () => {
    proxied = await startTestApp({ trustForwardedFor: true, signInLimits: { refusalFloorMs: 0 } })
  })
  afterAll(async () => proxied?.close())

  const cookieOver = async (target: TestApp, proto: string | null) => {
    const response = await target.api("/auth/login", {
      method: "POST",
      json: { email: "admin@timber.works", password: "ChangeMe-2026!" },
      headers: proto ? { "x-forwarded-proto": proto } : {}
    })
    return (await browserSession(response)).setCookie.split(";").map((part) => part.trim())
  }

  it("marks the cookie Secure when the proxy says the browser came over HTTPS, and only when the proxy is trusted", async () => {
    expect(await cookieOver(proxied, "https")).toContain("Secure")
    expect(await cookieOver(proxied, "http")).not.toContain("Secure")
    // without TRUST_FORWARDED_FOR the header is the client's word: not taken
    expect(await cookieOver(app, "https")).not.toContain("Secure")
  })
})
