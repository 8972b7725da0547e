import { AuthMessages } from "@timber/contracts"
import { request } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from "./config"
import { startTestApp, type TestApp } from "./testing/test-app"

// small limits keep the file fast; the defaults are in command-service/src/auth/sign-in-limits.ts
const PER_ADDRESS = 5
const PER_ACCOUNT = 4

let app: TestApp
let admin: string

beforeAll(async () => {
  app = await startTestApp({ signInLimits: { failuresPerAddressPerMinute: PER_ADDRESS, failuresPerAccountPerHour: PER_ACCOUNT, refusalFloorMs: 0 } })
  admin = await app.login()
})
afterAll(async () => app?.close())

interface Answer {
  readonly status: number
  readonly retryAfter: string | undefined
  readonly body: { error: string; message: string }
}

/** POST /api/auth/login from a loopback address of our choosing (all of 127.0.0.0/8 is this machine). */
const signInFrom = (address: string, email: string, password: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const body = JSON.stringify({ email, password })
    const req = request(
      {
        host: "127.0.0.1",
        port: app.port,
        path: "/api/auth/login",
        method: "POST",
        localAddress: address,
        headers: { "content-type": "application/json", ...headers }
      },
      (res) => {
        let text = ""
        res.on("data", (chunk: Buffer) => (text += chunk.toString()))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"], body: JSON.parse(text) }))
      }
    )
    req.on("error", reject)
    req.end(body)
  })

const createUser = async (email: string, password: string) => {
  const created = await app.api("/users", { method: "POST", token: admin, json: { email, password, firstName: "Thr", lastName: "Ottled", role: "USER" } })
  expect(created.status).toBe(201)
}

describe("failed sign-ins from one address", () => {
  it(`given ${PER_ADDRESS} failures from an address within a minute, when it signs in again, even rightly, then it answers 429 with a sentence and Retry-After, while another address still signs in`, async () => {
    for (let i = 0; i < PER_ADDRESS; i++) expect((await signInFrom("127.0.0.2", `guess.${i}@timber.works`, "wrong")).status).toBe(401)
    const throttled = await signInFrom("127.0.0.2", DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD)
    expect(throttled.status).toBe(429)
    expect(throttled.body).toEqual({
      error: "TooManyRequests",
      message: AuthMessages.tooManyAttempts(1),
      details: { retryAfterSeconds: Number(throttled.retryAfter) }
    })
    expect(Number(throttled.retryAfter)).toBeGreaterThan(0)
    expect(Number(throttled.retryAfter)).toBeLessThanOrEqual(60)
    expect((await signInFrom("127.0.0.3", DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD)).status).toBe(200)
  })

  it("given a throttled address, when it sends its own X-Timber-Client-Address or X-Forwarded-For, then it is still throttled (only the socket counts)", async () => {
    for (let i = 0; i < PER_ADDRESS; i++) await signInFrom("127.0.0.4", `forger.${i}@timber.works`, "wrong")
    const forged = await signInFrom("127.0.0.4", DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, {
      "x-timber-client-address": "10.9.8.7",
      "x-forwarded-for": "10.9.8.6"
    })
    expect(forged.status).toBe(429)
  })

  it(`given more than ${PER_ADDRESS} successful sign-ins from one address, then none is throttled (only failures count)`, async () => {
    for (let i = 0; i < PER_ADDRESS * 2; i++) expect((await signInFrom("127.0.0.5", DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD)).status).toBe(200)
  })
})

describe("failed sign-ins for one account", () => {
  it(`given ${PER_ACCOUNT} failures for an account from different addresses within an hour, when the right password comes from a fresh address, then it answers 429 "Try again in 60 minutes."`, async () => {
    await createUser("targeted@timber.works", "Right-password-1")
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await signInFrom(`127.0.1.${i + 1}`, "targeted@timber.works", "wrong")).status).toBe(401)
    const throttled = await signInFrom("127.0.1.100", "TARGETED@timber.works", "Right-password-1")
    expect(throttled.status).toBe(429)
    expect(throttled.body.message).toBe(AuthMessages.tooManyAttempts(60))
    expect(Number(throttled.retryAfter)).toBeGreaterThan(3_500)
  })

  it("given an unknown e-mail, then it is throttled after the same number of failures (the limit does not tell which accounts exist)", async () => {
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await signInFrom(`127.0.2.${i + 1}`, "ghost@timber.works", "wrong")).status).toBe(401)
    expect((await signInFrom("127.0.2.100", "ghost@timber.works", "wrong")).status).toBe(429)
  })
})
