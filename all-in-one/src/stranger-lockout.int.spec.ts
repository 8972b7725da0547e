import { AuthMessages, MAX_FAILED_LOGINS, SettingsMessages, SIGN_IN_LOCK_MINUTES } from "@timber/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from "./config"
import { startTestApp, type TestApp } from "./testing/test-app"

// issue 38 item 1: no stranger can lock anyone out (OWASP's device cookie, ASVS 5.0 V6.3)
const PASSWORD = "Right-password-2026"
const DEVICE_COOKIE = "timber_device"

interface SignIn {
  readonly status: number
  readonly message: string | undefined
  readonly token: string | undefined
  /** `name=value` of each cookie the answer set, by name. */
  readonly cookies: Readonly<Record<string, string>>
}

describe("a stranger's wrong passwords lock out only the devices the account never signed in from", () => {
  let app: TestApp
  let clockAheadMs = 0
  let adminDevice = ""
  beforeAll(async () => {
    // the throttle out of the way (its own specs cover it): only the lockout acts; the command service's clock ours to move
    app = await startTestApp({
      signInLimits: { failuresPerAddressPerMinute: 10_000, failuresPerAccountPerHour: 10_000, refusalFloorMs: 0 },
      commandClock: () => new Date(Date.now() + clockAheadMs)
    })
    const admin = await app.login()
    for (const [email, firstName] of [
      ["colleague@timber.works", "Colleague"],
      ["mistyper@timber.works", "Mistyper"]
    ] as const) {
      const created = await app.api("/users", { method: "POST", token: admin, json: { email, password: PASSWORD, firstName, lastName: "Test", role: "USER" } })
      expect(created.status).toBe(201)
    }
  })
  afterAll(async () => app?.close())

  /** POST /api/auth/login as a browser holding `cookies` (name=value pairs). */
  const signIn = async (email: string, password: string, cookies: ReadonlyArray<string> = []): Promise<SignIn> => {
    const response = await app.api("/auth/login", { method: "POST", json: { email, password }, headers: cookies.length ? { cookie: cookies.join("; ") } : {} })
    const body = (await response.json()) as { token?: string; message?: string }
    const set = Object.fromEntries(
      response.headers.getSetCookie().map((c) => {
        const pair = c.split(";")[0]!
        return [pair.slice(0, pair.indexOf("=")), pair]
      })
    )
    return { status: response.status, message: body.message, token: body.token, cookies: set }
  }
  const spray = async (email: string, times: number) => {
    const statuses = new Set<number>()
    for (let i = 0; i < times; i++) statuses.add((await signIn(email, `stranger-guess-${i}`)).status)
    return [...statuses]
  }

  it("given the only ADMIN signed in from their browser, when a stranger sends 50 wrong passwords, then the admin's open session still works and renews, their own browser signs in again, and a new device is refused with the locked message", async () => {
    const owner = await signIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD)
    expect(owner.status).toBe(200)
    const device = owner.cookies[DEVICE_COOKIE]!
    expect(device).toBeDefined()
    adminDevice = device

    expect(await spray(DEFAULT_ADMIN_EMAIL, 50)).toEqual([401])

    // the session open before the spray: reads, writes and renewal all still work
    expect((await app.api("/auth/me", { headers: { authorization: `Bearer ${owner.token}` } })).status).toBe(200)
    const write = await app.api("/factory/wood-types", { method: "POST", headers: { authorization: `Bearer ${owner.token}` }, json: { name: "Mninga" } })
    expect(write.status).toBe(201)
    const renewed = await app.api("/auth/refresh", { method: "POST", headers: { cookie: owner.cookies["timber_session"]! } })
    expect(renewed.status).toBe(200)

    // the admin's own browser (its device cookie) signs in; a new device with the right password learns of the lock
    expect((await signIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, [device])).status).toBe(200)
    expect(await signIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD)).toMatchObject({ status: 403, message: AuthMessages.accountLocked })
  })

  it("given a locked account, then a device cookie made without the secret, or one naming another account, is a new device: refused", async () => {
    const colleague = await signIn("colleague@timber.works", PASSWORD)
    expect(colleague.status).toBe(200)
    expect((await signIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, [colleague.cookies[DEVICE_COOKIE]!])).status).toBe(403)
    // the admin's own cookie with another nonce (its MAC no longer fits), and with a MAC made up
    const [userId, , mac] = adminDevice.slice(DEVICE_COOKIE.length + 1).split(".")
    for (const forged of [`${userId}.00000000-0000-0000-0000-000000000000.${mac}`, `${userId}.${adminDevice.split(".")[1]}.${"A".repeat(mac!.length)}`])
      expect((await signIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, [`${DEVICE_COOKIE}=${forged}`])).status).toBe(403)
  })

  it(`given a stranger's lock, when ${SIGN_IN_LOCK_MINUTES} minutes have passed, then a new device signs in again; a moment before, it is refused`, async () => {
    clockAheadMs = (SIGN_IN_LOCK_MINUTES - 1) * 60_000
    expect((await signIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD)).status).toBe(403)
    clockAheadMs = SIGN_IN_LOCK_MINUTES * 60_000 + 1_000
    expect((await signIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD)).status).toBe(200)
    // and the count starts again: one more wrong password does not lock it at once
    expect((await signIn(DEFAULT_ADMIN_EMAIL, "one-more-guess")).status).toBe(401)
    expect((await signIn(DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD)).status).toBe(200)
  })

  it(`given a device the account signed in from, when it gives ${MAX_FAILED_LOGINS} wrong passwords, then that device is locked out and the unknown devices are not`, async () => {
    clockAheadMs = 0
    const first = await signIn("mistyper@timber.works", PASSWORD)
    const device = first.cookies[DEVICE_COOKIE]!
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) expect((await signIn("mistyper@timber.works", `typo-${i}`, [device])).status).toBe(401)
    expect(await signIn("mistyper@timber.works", PASSWORD, [device])).toMatchObject({ status: 403, message: AuthMessages.accountLocked })
    expect((await signIn("mistyper@timber.works", PASSWORD)).status).toBe(200)
  })
})

describe("the device cookie", () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ signInLimits: { refusalFloorMs: 0 } })
  })
  afterAll(async () => app?.close())

  it("is HttpOnly, SameSite=Strict, sent only to the sign-in call and kept for a year", async () => {
    const response = await app.api("/auth/login", { method: "POST", json: { email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD } })
    const device = response.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!
    const attributes = device.split(";").map((part) => part.trim())
    expect(attributes).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Strict", "Path=/api/auth/login", `Max-Age=${365 * 24 * 3600}`]))
  })

  it("given an administrator, when they set max login attempts under 3, then the server refuses it in words and keeps the old value", async () => {
    const admin = await app.login()
    for (const path of ["/settings", "/settings/maxLoginAttempts"]) {
      const refused = await app.api(path, { method: "PUT", token: admin, json: path === "/settings" ? { maxLoginAttempts: 2 } : { value: 1 } })
      expect(refused.status).toBe(400)
      expect(JSON.stringify(await refused.json())).toContain(SettingsMessages.maxLoginAttemptsFloor(3))
    }
    expect(((await (await app.api("/settings", { token: admin })).json()) as { maxLoginAttempts: number }).maxLoginAttempts).toBe(MAX_FAILED_LOGINS)
  })
})

describe("the per-e-mail throttle window does not hold a known device shut", () => {
  const PER_ACCOUNT = 10
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ signInLimits: { failuresPerAddressPerMinute: 10_000, failuresPerAccountPerHour: PER_ACCOUNT, refusalFloorMs: 0 } })
  })
  afterAll(async () => app?.close())

  const signIn = (password: string, cookie?: string) =>
    app.api("/auth/login", { method: "POST", json: { email: DEFAULT_ADMIN_EMAIL, password }, headers: cookie ? { cookie } : {} })

  it(`given a stranger's guesses filling the e-mail's window (${PER_ACCOUNT} an hour), then the owner's browser still signs in, and a new device is answered 429`, async () => {
    const owner = await signIn(DEFAULT_ADMIN_PASSWORD)
    const device = owner.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!
      .split(";")[0]!
    const statuses: number[] = []
    for (let i = 0; i < PER_ACCOUNT + 5; i++) statuses.push((await signIn(`guess-${i}`)).status)
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429])
    expect((await signIn(DEFAULT_ADMIN_PASSWORD, device)).status).toBe(200)
    expect((await signIn(DEFAULT_ADMIN_PASSWORD)).status).toBe(429)
  })
})
