import { AuthMessages, MAX_FAILED_LOGINS } from "@timber/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import { openLiveSocket } from "./testing/sessions"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let admin: string

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
})
afterAll(async () => app?.close())

describe("sign-in", () => {
  it("returns a token and the user; /auth/me answers role, permissions and names", async () => {
    const response = await app.api("/auth/login", { method: "POST", json: { email: "admin@timber.works", password: "ChangeMe-2026!" } })
    const body = (await response.json()) as { token: string; user: { role: string } }
    expect(body.user.role).toBe("ADMIN")
    const me = (await (await app.api("/auth/me", { token: body.token })).json()) as Record<string, unknown>
    expect(me).toMatchObject({ email: "admin@timber.works", role: "ADMIN", firstName: "Administrator", lastName: "" })
    expect((me.permissions as Record<string, { access: boolean }>)["lot-creation"]!.access).toBe(true)
  })

  it("refuses a wrong password with a message the sign-in page maps, and never says which part was wrong", async () => {
    const wrong = await app.api("/auth/login", { method: "POST", json: { email: "admin@timber.works", password: "nope" } })
    expect(wrong.status).toBe(401)
    expect(((await wrong.json()) as { message: string }).message.toLowerCase()).toContain("invalid credentials")
    const unknown = await app.api("/auth/login", { method: "POST", json: { email: "nobody@timber.works", password: "nope" } })
    expect(unknown.status).toBe(401)
    const empty = await app.api("/auth/login", { method: "POST", json: { email: "admin@timber.works" } })
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as { message: string }).message).toBe(AuthMessages.passwordRequired)
  })

  it(`locks an account after ${MAX_FAILED_LOGINS} failed attempts, even for the right password`, async () => {
    const created = await app.api("/users", {
      method: "POST",
      token: admin,
      json: { email: "lockme@timber.works", password: "Right-password-1", firstName: "Lock", lastName: "Me", role: "USER" }
    })
    expect(created.status).toBe(201)
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      await app.api("/auth/login", { method: "POST", json: { email: "lockme@timber.works", password: "wrong" } })
    }
    const right = await app.api("/auth/login", { method: "POST", json: { email: "lockme@timber.works", password: "Right-password-1" } })
    expect(right.status).toBe(403)
    expect(((await right.json()) as { message: string }).message).toBe(AuthMessages.accountLocked)
  })

  it("refuses a second user with the same e-mail", async () => {
    const payload = { email: "twice@timber.works", password: "Passw0rd-long", firstName: "T", lastName: "W", role: "USER" }
    expect((await app.api("/users", { method: "POST", token: admin, json: payload })).status).toBe(201)
    const again = await app.api("/users", { method: "POST", token: admin, json: { ...payload, email: "TWICE@timber.works" } })
    expect(again.status).toBe(409)
  })
})

describe("live updates", () => {
  it("pushes {topic, position} on `lots` to a subscribed client within a second of a create", async () => {
    const wt = (await (await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Teak" } })).json()) as { id: string }
    const socket = new WebSocket(`${app.url.replace("http", "ws")}/api/live?token=${admin}`)
    const messages: Array<Record<string, unknown>> = []
    socket.on("message", (raw) => messages.push(JSON.parse(raw.toString())))
    await new Promise<void>((resolve) => socket.on("message", () => messages.some((m) => m.type === "ready") && resolve()))
    socket.send(JSON.stringify({ _tag: "subscribe", topics: ["lots"] }))
    await new Promise<void>((resolve) => socket.on("message", () => messages.some((m) => m.type === "subscribed") && resolve()))
    const started = Date.now()
    const created = await app.api("/management/wood-receipts", {
      method: "POST",
      token: admin,
      json: { wood_type_id: wt.id, supplier: "S", receipt_date: "2026-11-21", lot_number: "LOT-LIVE-1", purchase_order: "PO" }
    })
    const position = created.headers.get("x-event-position")!
    const pushed = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no live message within 1 s")), 1000)
      const check = () => {
        const hit = messages.find((m) => m.topic === "lots" && BigInt(m.position as string) >= BigInt(position))
        if (hit) {
          clearTimeout(timer)
          resolve(hit)
        }
      }
      check()
      socket.on("message", check)
    })
    expect(Date.now() - started).toBeLessThan(1000)
    expect(pushed).toEqual({ topic: "lots", position: expect.stringMatching(/^\d+$/) })
    socket.close()
  })

  it("refuses an upgrade whose token is invalid with 401: it never becomes a socket", async () => {
    expect(await openLiveSocket(app.url, "forged")).toMatchObject({ ready: false, refused: 401 })
  })
})

describe("the API host", () => {
  it("serves the OpenAPI document at /api/docs and the health check", async () => {
    const docs = (await (await app.api("/docs")).json()) as { openapi: string; paths: Record<string, unknown> }
    expect(docs.openapi).toMatch(/^3\./)
    expect(Object.keys(docs.paths)).toContain("/api/management/wood-receipts")
    expect((await app.api("/health")).status).toBe(200)
  })
})
