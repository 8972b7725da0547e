import { Effect } from "effect"
import { DEFAULT_ADMIN_PASSWORD } from "./config"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

const SUBSCRIBER = "nadia.subscriber@example.org"
const lines: string[] = []
const secrets: string[] = [DEFAULT_ADMIN_PASSWORD, SUBSCRIBER]
let app: TestApp
let adminUserId = ""

const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>)

beforeAll(async () => {
  app = await startTestApp({}, (line) => lines.push(line))
  // a sign-in: the password in its body, a session token and a refresh cookie in its answer
  const signIn = await fetch(`${app.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@timber.works", password: DEFAULT_ADMIN_PASSWORD })
  })
  expect(signIn.status).toBe(200)
  const { token, user } = (await signIn.json()) as { token: string; user: { id: string } }
  adminUserId = user.id
  secrets.push(token, ...(signIn.headers.getSetCookie() ?? []).map((cookie) => cookie.split(";")[0]!.split("=")[1]!).filter((value) => value.length > 8))
  const as = (path: string, init: RequestInit = {}) =>
    fetch(`${app.url}/api${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` } })

  // a newsletter sign-up: the subscriber's e-mail in its body
  const subscribed = await fetch(`${app.url}/api/crm/newsletter/subscribe`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: SUBSCRIBER })
  })
  expect(subscribed.status).toBe(200)

  // a display token: made, then used on the wall, in the header and in an address
  const display = await as("/display-tokens", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "Yard TV" }) })
  expect(display.status).toBe(201)
  const displayToken = ((await display.json()) as { token: string }).token
  secrets.push(displayToken)
  await fetch(`${app.url}/api/wall`, { headers: { authorization: `Bearer ${displayToken}` } })
  await fetch(`${app.url}/api/wall?token=${displayToken}`)
  // failing requests: a display token where it may not go, a bad token, a body that is not JSON, an unknown address holding a token
  expect((await fetch(`${app.url}/api/management/wood-receipts`, { headers: { authorization: `Bearer ${displayToken}` } })).status).toBe(403)
  expect((await fetch(`${app.url}/api/management/wood-receipts`, { headers: { authorization: "Bearer forged.token.value-xyz" } })).status).toBe(401)
  expect(
    (
      await as("/factory/wood-types", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: "timber_refresh=cookie-secret-123456" },
        body: "{"
      })
    ).status
  ).toBe(400)
  secrets.push("forged.token.value-xyz", "cookie-secret-123456")
  expect((await fetch(`${app.url}/api/no-such-thing/${SUBSCRIBER}?token=${token}`)).status).toBe(404)
  expect((await as("/management/wood-receipts")).status).toBe(200)
})
afterAll(async () => app?.close())

describe("the product's log (issue 40 item 5)", () => {
  it("given requests, then one JSON line each with time, level, correlation id, user id, route pattern, status and ms", () => {
    const requests = entries().filter((entry) => entry.msg === "request")
    expect(requests.length).toBeGreaterThanOrEqual(10)
    for (const entry of requests) {
      expect(Object.keys(entry).sort()).toEqual(["correlationId", "level", "method", "ms", "msg", "route", "status", "time", "userId"])
      expect(entry.correlationId).toMatch(/^[\w.:-]+$/)
      expect(typeof entry.ms).toBe("number")
    }
    expect(requests).toContainEqual(expect.objectContaining({ route: "/api/management/wood-receipts", status: 200, userId: adminUserId, level: "info" }))
    expect(requests).toContainEqual(expect.objectContaining({ route: "/api/auth/login", method: "POST", status: 200 }))
    expect(requests).toContainEqual(expect.objectContaining({ route: "(unmatched)", status: 404, userId: null }))
    expect(requests).toContainEqual(expect.objectContaining({ route: "/api/factory/wood-types", status: 400 }))
  })

  it("given a sign-in, a newsletter sign-up, a display token and failing requests, then no line holds the password, a token, a cookie or the subscriber's e-mail", () => {
    expect(lines.length).toBeGreaterThan(0)
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8)
      const holding = lines.filter((line) => line.includes(secret))
      expect({ secret: `${secret.slice(0, 6)}…`, holding }).toEqual({ secret: `${secret.slice(0, 6)}…`, holding: [] })
    }
    expect(lines.join("\n")).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/)
  })

  it("given a request that names its correlation id, then its line and its answer carry that id", async () => {
    const answer = await fetch(`${app.url}/api/health`, { headers: { "x-correlation-id": "order-42-check" } })
    expect(answer.headers.get("x-correlation-id")).toBe("order-42-check")
    expect(entries()).toContainEqual(expect.objectContaining({ msg: "request", correlationId: "order-42-check", route: "/api/health" }))
  })

  it("given a write without a correlation id, then the id the edge gave it is on its answer, its log line and the events it appended", async () => {
    const token = await app.login()
    const from = await Effect.runPromise(app.store.headPosition())
    const created = await app.api("/factory/wood-types", { method: "POST", token, json: { name: "Mkongo", grade: "A" } })
    expect(created.status).toBe(201)
    const id = created.headers.get("x-correlation-id")
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(entries()).toContainEqual(expect.objectContaining({ msg: "request", correlationId: id, route: "/api/factory/wood-types", status: 201 }))
    // the log is readable below the database's oldest open transaction: other files' may hold it back a moment
    const correlationsOfCreated = async () =>
      (await Effect.runPromise(app.store.readAll({ fromPosition: from + 1n, limit: 50 })))
        .filter((event) => event.type === "WoodTypeCreated")
        .map((event) => (event.metadata as { correlationId?: string }).correlationId)
    await expect.poll(correlationsOfCreated, { timeout: 10_000, interval: 200 }).toEqual([id])
  })
})
