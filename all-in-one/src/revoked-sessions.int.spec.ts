import { AuthMessages, MAX_FAILED_LOGINS, UserId } from "@timber/contracts"
import { signAccessToken } from "@timber/contracts/auth/session-token"
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

describe("a locked account's token, while the users read model lags behind the log, or the log's readable head behind an open write", () => {
  let wired: HandWired
  let admin: string
  beforeAll(async () => {
    wired = await wireByHand()
    admin = await wired.login()
  })
  afterAll(async () => wired?.close())

  /** A MANAGER created by the admin, in the read model, signed in: their token, seen to work. */
  const signedInManager = async (email: string, firstName: string, lastName: string) => {
    const created = await wired.api("POST", "/users", { token: admin, json: { email, password: PASSWORD, firstName, lastName, role: "MANAGER" } })
    expect(created.status).toBe(201)
    await wired.projections.catchUp()
    const token = await wired.login(email, PASSWORD)
    expect((await wired.api("GET", "/auth/me", { token })).status).toBe(200)
    return token
  }

  it("given a signed-in user locked out by failed sign-ins, when they write or read at once, then both services refuse the token", async () => {
    const token = await signedInManager("locked.reader@timber.works", "Lee", "Reader")

    await lockOut(() => wired.api("POST", "/auth/login", { json: { email: "locked.reader@timber.works", password: "wrong" } }))

    const write = await wired.api("POST", "/factory/wood-types", { token, json: { name: "Mvule" } })
    expect(write.status).toBe(401)
    expect((await body(write)).message).toBe(AuthMessages.expiredToken)
    // the read arrives while the lock is still only in the log; the read model takes it a moment later
    const read = wired.api("GET", "/auth/me", { token })
    const caughtUp = new Promise<void>((resolve, reject) => setTimeout(() => wired.projections.catchUp().then(resolve, reject), 150))
    const answer = await read
    await caughtUp
    expect(answer.status).toBe(401)
    expect((await body(answer)).message).toBe(AuthMessages.expiredToken)
  })

  // only a server runs an open transaction beside others (PGlite's one connection would wait for it)
  it.runIf(process.env.DATABASE_URL)(
    "given a write of someone else's still open, when a signed-in user is locked out, then their next read waits for the lock to reach the read model and is refused",
    async () => {
      const token = await signedInManager("held.reader@timber.works", "Hel", "Dback")

      // a transaction that took its id and stays open: everything committed after it lies above the log's readable head
      let release = () => {}
      const released = new Promise<void>((resolve) => (release = resolve))
      let opened = () => {}
      const open = new Promise<void>((resolve) => (opened = resolve))
      const held = wired.database.db.transaction().execute(async (trx) => {
        await sql`select pg_current_xact_id()`.execute(trx)
        opened()
        await released
      })
      await open
      await lockOut(() => wired.api("POST", "/auth/login", { json: { email: "held.reader@timber.works", password: "wrong" } }))

      const read = wired.api("GET", "/auth/me", { token })
      const caughtUp = new Promise<void>((resolve, reject) =>
        setTimeout(() => {
          release()
          held.then(() => wired.projections.catchUp()).then(resolve, reject)
        }, 300)
      )
      const answer = await read
      await caughtUp
      expect(answer.status).toBe(401)
      expect((await body(answer)).message).toBe(AuthMessages.expiredToken)
    }
  )
})

describe("revoked sessions on the running product", () => {
  let app: TestApp
  let admin: string
  beforeAll(async () => {
    app = await startTestApp({ signInLimits: { refusalFloorMs: 0 } })
    admin = await app.login()
  })
  afterAll(async () => app?.close())

  it("given a user with the live socket open, when their account is locked, then the socket is closed with the session-ended message", async () => {
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
    expect(closed).toEqual({ code: 4401, reason: AuthMessages.expiredToken })
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
