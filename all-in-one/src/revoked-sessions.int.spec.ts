import { AuthMessages, MAX_FAILED_LOGINS, UserId } from "@timber/contracts"
import { signAccessToken } from "@timber/server-edge/session-token"
import { randomUUID } from "node:crypto"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import { wireByHand, type HandWired } from "./testing/hand-wired"
import { openLiveSocket } from "./testing/sessions"
import { startTestApp, type TestApp } from "./testing/test-app"

const PASSWORD = "Right-password-1"
const body = async (response: Response) => (await response.json()) as { message: string; id: string }
const lockOut = async (failedSignIn: () => Promise<Response>) => {
  for (let i = 0; i < MAX_FAILED_LOGINS; i++) await failedSignIn()
}

/** Opens /api/live with a token and subscribes; resolves once the hub confirmed. */
const openSocket = async (app: TestApp, token: string, topics: ReadonlyArray<string>) => {
  const socket = new WebSocket(`${app.url.replace("http", "ws")}/api/live?token=${token}`)
  const messages: Array<Record<string, unknown>> = []
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })))
  const arrived = (type: string) => new Promise<void>((resolve) => socket.on("message", () => messages.some((m) => m.type === type) && resolve()))
  socket.on("message", (raw) => messages.push(JSON.parse(raw.toString())))
  await arrived("ready")
  socket.send(JSON.stringify({ _tag: "subscribe", topics }))
  await arrived("subscribed")
  return { socket, messages, closed }
}

describe("a locked account's token (issue 38: a lock refuses new sign-ins from unknown devices, never a session already open)", () => {
  let wired: HandWired
  let admin: string
  beforeAll(async () => {
    wired = await wireByHand()
    admin = await wired.login()
  })
  afterAll(async () => wired?.close())

  it("given a signed-in user whose unknown devices a stranger locked out, when they write or read at once and after the read model caught up, then both services accept the token", async () => {
    const created = await wired.api("POST", "/users", {
      token: admin,
      json: { email: "locked.reader@timber.works", password: PASSWORD, firstName: "Lee", lastName: "Reader", role: "MANAGER" }
    })
    expect(created.status).toBe(201)
    await wired.projections.catchUp()
    const token = await wired.login("locked.reader@timber.works", PASSWORD)

    await lockOut(() => wired.api("POST", "/auth/login", { json: { email: "locked.reader@timber.works", password: "wrong" } }))

    expect((await wired.api("POST", "/factory/wood-types", { token, json: { name: "Mvule" } })).status).toBe(201)
    expect((await wired.api("GET", "/auth/me", { token })).status).toBe(200)
    await wired.projections.catchUp()
    expect((await wired.api("GET", "/auth/me", { token })).status).toBe(200)
    // and the lock is real: the right password from an unknown device learns of it
    const refused = await wired.api("POST", "/auth/login", { json: { email: "locked.reader@timber.works", password: PASSWORD } })
    expect(refused.status).toBe(403)
    expect((await body(refused)).message).toBe(AuthMessages.accountLocked)
  })
})

describe("revoked sessions on the running product", () => {
  let app: TestApp
  let admin: string
  beforeAll(async () => {
    app = await startTestApp({ signInLimits: { refusalFloorMs: 0 } })
    admin = await app.login()
  })
  afterAll(async () => app?.close())

  it("given a user with the live socket open, when a stranger locks their account's unknown devices out, then the socket stays open (issue 38)", async () => {
    const created = await app.api("/users", {
      method: "POST",
      token: admin,
      json: { email: "locked.watcher@timber.works", password: PASSWORD, firstName: "Wa", lastName: "Tcher", role: "USER" }
    })
    expect(created.status).toBe(201)
    const token = await app.login("locked.watcher@timber.works", PASSWORD)
    const live = await openSocket(app, token, ["lots", "dashboard"])

    await lockOut(() => app.api("/auth/login", { method: "POST", json: { email: "locked.watcher@timber.works", password: "wrong" } }))

    const closed = await Promise.race([live.closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), 3_000))])
    expect(closed).toBeNull()
    live.socket.close()
  })

  it("given a deactivated user holding a validly signed token, then writes, reads and the live socket all refuse it", async () => {
    const created = await app.api("/users", {
      method: "POST",
      token: admin,
      json: { email: "inactive@timber.works", password: PASSWORD, firstName: "In", lastName: "Active", role: "ADMIN", isActive: false }
    })
    expect(created.status).toBe(201)
    const { id } = await body(created)
    const token = await signAccessToken("test-secret", { userId: UserId.make(id), email: "inactive@timber.works", sessionId: randomUUID() })

    expect((await app.api("/factory/wood-types", { method: "POST", token, json: { name: "Mkongo" } })).status).toBe(401)
    const read = await app.api("/auth/me", { token, headers: { "x-min-position": created.headers.get("x-event-position")! } })
    expect(read.status).toBe(401)
    expect((await body(read)).message).toBe(AuthMessages.expiredToken)
    expect(await openLiveSocket(app.url, token)).toMatchObject({ ready: false, refused: 401 })
  })
})
