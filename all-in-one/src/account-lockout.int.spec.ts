import { AuthMessages } from "@timber/contracts"
import { Effect } from "effect"
import { request } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

// issue 24 item 1: the spec's lockout (max login attempts 5, Unlock in Admin Settings) without the denial of service
const PASSWORD = "Right-password-2026"
const REFUSAL_FLOOR_MS = 200

interface Answer {
  readonly status: number
  readonly body: unknown
  readonly ms: number
}

/** POST /api/auth/login from a loopback address of our choosing, timed. */
const signIn = (app: TestApp, email: string, password: string, address = "127.0.0.1") =>
  new Promise<Answer>((resolve, reject) => {
    const startedAt = performance.now()
    const req = request(
      { host: "127.0.0.1", port: app.port, path: "/api/auth/login", method: "POST", localAddress: address, headers: { "content-type": "application/json" } },
      (res) => {
        let text = ""
        res.on("data", (chunk: Buffer) => (text += chunk.toString()))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), ms: performance.now() - startedAt }))
      }
    )
    req.on("error", reject)
    req.end(JSON.stringify({ email, password }))
  })

const createUser = async (app: TestApp, admin: string, email: string) => {
  const created = await app.api("/users", {
    method: "POST",
    token: admin,
    json: { email, password: PASSWORD, firstName: "Lock", lastName: "Out", role: "USER" }
  })
  expect(created.status).toBe(201)
  return ((await created.json()) as { id: string }).id
}

const eventTypes = async (app: TestApp, userId: string) => (await Effect.runPromise(app.store.readStream(`User-${userId}`))).map((e) => e.type)

const invalidCredentials = { status: 401, body: { error: "Unauthorized", message: AuthMessages.invalidCredentials } }

describe("a locked account tells nobody but its owner", () => {
  let app: TestApp
  let admin: string
  beforeAll(async () => {
    // limits high enough that only the lockout acts; the refusal floor as in the product
    app = await startTestApp({ signInLimits: { failuresPerAddressPerMinute: 1_000, failuresPerAccountPerHour: 1_000, refusalFloorMs: REFUSAL_FLOOR_MS } })
    admin = await app.login()
  })
  afterAll(async () => app?.close())

  it("given five anonymous wrong passwords, every one of them, the one that locks included, answers as a wrong password; the lock is kept (the spec's max login attempts)", async () => {
    const id = await createUser(app, admin, "five.wrong@timber.works")
    for (let i = 0; i < 5; i++) expect(await signIn(app, "five.wrong@timber.works", `wrong-${i}`)).toMatchObject(invalidCredentials)
    expect(await eventTypes(app, id)).toContain("UserAccountLocked")
  })

  it("given a locked account, a wrong password answers exactly as an unknown account's (401, same body, no sooner than the floor)", async () => {
    await createUser(app, admin, "locked.probe@timber.works")
    for (let i = 0; i < 5; i++) await signIn(app, "locked.probe@timber.works", `wrong-${i}`)
    const locked = await signIn(app, "locked.probe@timber.works", "another-guess")
    const unknown = await signIn(app, "nobody.here@timber.works", "another-guess")
    expect({ status: locked.status, body: locked.body }).toEqual({ status: unknown.status, body: unknown.body })
    expect(locked).toMatchObject(invalidCredentials)
    expect(locked.ms).toBeGreaterThanOrEqual(REFUSAL_FLOOR_MS - 5)
    expect(unknown.ms).toBeGreaterThanOrEqual(REFUSAL_FLOOR_MS - 5)
  })

  it("given a locked account, only the right password learns that it is locked (403), and after an administrator's Unlock it signs in", async () => {
    const id = await createUser(app, admin, "owner.knows@timber.works")
    for (let i = 0; i < 5; i++) await signIn(app, "owner.knows@timber.works", `wrong-${i}`)
    expect(await signIn(app, "owner.knows@timber.works", PASSWORD)).toMatchObject({ status: 403, body: { message: AuthMessages.accountLocked } })
    expect((await app.api(`/users/unlock/${id}`, { method: "POST", token: admin })).status).toBe(200)
    expect((await signIn(app, "owner.knows@timber.works", PASSWORD)).status).toBe(200)
  })
})

describe("failures answered 429 by the throttle don't count towards the lockout", () => {
  const PER_ADDRESS = 3
  let app: TestApp
  let admin: string
  beforeAll(async () => {
    app = await startTestApp({ signInLimits: { failuresPerAddressPerMinute: PER_ADDRESS, failuresPerAccountPerHour: 1_000, refusalFloorMs: 0 } })
    admin = await app.login()
  })
  afterAll(async () => app?.close())

  it(`given ten wrong passwords from one address, of which only ${PER_ADDRESS} get past the throttle, then the account is not locked and the right password from another address signs in`, async () => {
    const id = await createUser(app, admin, "hammered@timber.works")
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await signIn(app, "hammered@timber.works", `wrong-${i}`, "127.0.7.1")).status)
    expect(statuses).toEqual([...Array<number>(PER_ADDRESS).fill(401), ...Array<number>(10 - PER_ADDRESS).fill(429)])
    const types = await eventTypes(app, id)
    expect(types.filter((t) => t === "UserLoginFailed")).toHaveLength(PER_ADDRESS)
    expect(types).not.toContain("UserAccountLocked")
    expect((await signIn(app, "hammered@timber.works", PASSWORD, "127.0.7.2")).status).toBe(200)
  })
})
