import { DisplayTokenMessages, LiveTopics, TimberApi, type CreatedDisplayToken, type DisplayToken, type WallSnapshot } from "@timber/contracts"
import { displayTokenSha256 } from "@timber/server-edge/display-token-secret"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * Display tokens and the wall (issue 28 item 5): an ADMIN's named, revocable token that opens the
 * wall's read and live socket and nothing else; only its hash is kept; a revoked wall closes within a second.
 */
let app: TestApp
let admin = ""
let manager = ""
let woodTypeId = ""

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const withBearer = (token: string, path: string, init: RequestInit = {}) =>
  fetch(`${app.url}/api${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` } })
const createToken = async (name: string, token = admin, headers: Record<string, string> = {}) => {
  const response = await app.api("/display-tokens", { method: "POST", token, json: { name }, headers })
  expect(response.status, await response.clone().text()).toBe(201)
  // read-your-writes: the wall's door looks the token up in the read model
  lastPosition = response.headers.get("x-event-position")!
  await listTokens()
  return json<CreatedDisplayToken>(response)
}
let lastPosition = "0"
const listTokens = () => json<DisplayToken[]>(app.api("/display-tokens", { token: admin, headers: { "x-min-position": lastPosition } }))
const createLot = async (lotNumber: string) => {
  const response = await app.api("/management/wood-receipts", {
    method: "POST",
    token: admin,
    json: {
      wood_type_id: woodTypeId,
      supplier: "Kilombero",
      receipt_date: new Date().toISOString().slice(0, 10),
      lot_number: lotNumber,
      purchase_order: "PO-1",
      total_volume_m3: 12.5
    }
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return response.headers.get("x-event-position")!
}
/** A LOT whose wood arrived: created, then its first sleeper measured (a saved draft makes it PROCESSING). */
const deliverLot = async (lotNumber: string) => {
  const created = await createLot(lotNumber)
  const listed = await json<{ items: Array<{ id: string }> }>(
    app.api(`/management/wood-receipts?lotNumber=${lotNumber}`, { token: admin, headers: { "x-min-position": created } })
  )
  const lot = listed.items[0]!
  const draft = await app.api("/factory/drafts", {
    method: "POST",
    token: admin,
    json: { receipt_id: lot.id, measurements: [{ id: "s1", thickness: 15, width: 20, length: 300 }] }
  })
  expect(draft.status, await draft.clone().text()).toBeLessThan(300)
  return draft.headers.get("x-event-position")!
}

/** Opens the live socket with a token; resolves once the hub said ready (or rejects with the HTTP status of a refused upgrade). */
const openWall = (token: string, topics: ReadonlyArray<string>) =>
  new Promise<{ socket: WebSocket; messages: Array<Record<string, unknown>>; closed: Promise<{ code: number; reason: string; at: number }> }>(
    (resolve, reject) => {
      const socket = new WebSocket(`${app.url.replace("http", "ws")}/api/live?token=${encodeURIComponent(token)}`)
      const messages: Array<Record<string, unknown>> = []
      const closed = new Promise<{ code: number; reason: string; at: number }>((done) =>
        socket.on("close", (code, reason) => done({ code, reason: reason.toString(), at: Date.now() }))
      )
      socket.on("unexpected-response", (_request, response) => reject(new Error(`upgrade refused ${response.statusCode}`)))
      socket.on("message", (raw) => {
        const message = JSON.parse(raw.toString()) as Record<string, unknown>
        messages.push(message)
        if (message.type === "ready") socket.send(JSON.stringify({ _tag: "subscribe", topics }))
        if (message.type === "subscribed") resolve({ socket, messages, closed })
      })
    }
  )
const until = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20))
  return check()
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  const created = await app.api("/users", {
    method: "POST",
    token: admin,
    json: { email: "manager@timber.works", password: "Passw0rd-long", firstName: "Mia", lastName: "Manager", role: "MANAGER" }
  })
  expect(created.status).toBe(201)
  manager = await app.login("manager@timber.works", "Passw0rd-long")
  woodTypeId = (await json<{ id: string }>(app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mninga" } }))).id
}, 120_000)
afterAll(async () => app?.close())

describe("display tokens: created, listed and revoked by an ADMIN only", () => {
  it("given an ADMIN, when they create 'Sawmill hall TV', then the token is answered once and the list names it without the token", async () => {
    const created = await createToken("Sawmill hall TV")
    expect(created.token).toMatch(/^twd_[A-Za-z0-9_-]{43}$/)
    expect(created).toMatchObject({ name: "Sawmill hall TV", createdBy: "admin@timber.works", revokedAt: null })
    const list = await listTokens()
    const listed = list.find((t) => t.id === created.id)
    expect(listed).toEqual({
      id: created.id,
      name: "Sawmill hall TV",
      createdAt: created.createdAt,
      createdBy: "admin@timber.works",
      revokedAt: null,
      revokedBy: null,
      version: created.version
    })
    expect(JSON.stringify(list)).not.toContain(created.token)
  })

  it("given a token created with an Idempotency-Key, then the token itself is in no event, no read model and no stored answer: only its sha256", async () => {
    const created = await createToken("Kiln yard TV", admin, { "idempotency-key": "display-token-key-1" })
    await until(() => false, 300)
    const db = app.database.db
    const tables = ["events", "display_tokens", "idempotent_requests"]
    for (const table of tables) {
      const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(table)} t`.execute(db)
      expect(
        rows.rows.some((r) => r.row.includes(created.token)),
        table
      ).toBe(false)
    }
    const hashes = await sql<{ n: number }>`select count(*)::int as n from display_tokens where token_sha256 = ${displayTokenSha256(created.token)}`.execute(db)
    expect(hashes.rows[0]!.n).toBe(1)
  })

  it("given a MANAGER, when they create, list or revoke display tokens, then 403 and nothing is created", async () => {
    const mine = await createToken("Office TV")
    const before = (await listTokens()).length
    expect((await app.api("/display-tokens", { method: "POST", token: manager, json: { name: "Sneaky TV" } })).status).toBe(403)
    expect((await app.api("/display-tokens", { token: manager })).status).toBe(403)
    expect((await app.api(`/display-tokens/${mine.id}`, { method: "DELETE", token: manager })).status).toBe(403)
    const after = await listTokens()
    expect(after.length).toBe(before)
    expect(after.find((t) => t.id === mine.id)?.revokedAt).toBeNull()
  })

  it("given a blank name, then 400 'Name is required'; given an unknown id to revoke, then 404", async () => {
    const blank = await app.api("/display-tokens", { method: "POST", token: admin, json: { name: "  " } })
    expect(blank.status).toBe(400)
    expect((await json<{ message: string }>(blank)).message).toContain(DisplayTokenMessages.nameRequired)
    expect((await app.api("/display-tokens/no-such-token", { method: "DELETE", token: admin })).status).toBe(404)
  })
})

describe("a display token opens the wall and nothing else", () => {
  it("given a display token, when it reads GET /api/wall, then it gets today's receipts; a staff token is refused 403 and none 401", async () => {
    const { token } = await createToken("Gate TV")
    // a LOT still awaiting delivery is not received: neither listed nor its estimate counted
    const expected = await createLot("LOT-WALL-EXPECTED")
    const before = (await (await withBearer(token, "/wall", { headers: { "x-min-position": expected } })).json()) as WallSnapshot
    expect(before.receipts.map((r) => r.lotNumber)).not.toContain("LOT-WALL-EXPECTED")
    const position = await deliverLot("LOT-WALL-1")
    const wall = await withBearer(token, "/wall", { headers: { "x-min-position": position } })
    expect(wall.status).toBe(200)
    const snapshot = (await wall.json()) as WallSnapshot
    expect(snapshot.display).toBe("Gate TV")
    expect(snapshot.receipts.map((r) => r.lotNumber)).toContain("LOT-WALL-1")
    expect(snapshot.receipts.map((r) => r.lotNumber)).not.toContain("LOT-WALL-EXPECTED")
    expect(snapshot.receiptsVolumeM3).toBeCloseTo(before.receiptsVolumeM3 + 12.5, 6)
    expect(JSON.stringify(snapshot)).not.toContain("@timber.works")
    expect((await withBearer(admin, "/wall")).status).toBe(403)
    expect((await fetch(`${app.url}/api/wall`)).status).toBe(401)
    expect((await withBearer("twd_made-up", "/wall")).status).toBe(401)
  })

  it("given a display token, when it calls EVERY other endpoint of the whole HttpApi (path params filled in), then each answers 403", async () => {
    const { token } = await createToken("Walker TV")
    const endpoints = Object.values(TimberApi.groups).flatMap((group) =>
      Object.values(group.endpoints).map((endpoint) => ({
        key: `${group.identifier}.${endpoint.name}`,
        method: endpoint.method,
        path: endpoint.path.replace(/:(\w+)/g, "x-$1")
      }))
    )
    expect(endpoints.length).toBeGreaterThan(60)
    const others = endpoints.filter((e) => e.key !== "wall.snapshot")
    expect(others.length).toBe(endpoints.length - 1)
    const answers: string[] = []
    for (const endpoint of others) {
      const response = await fetch(`${app.url}${endpoint.path}`, {
        method: endpoint.method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: endpoint.method === "GET" || endpoint.method === "HEAD" ? undefined : "{}"
      })
      answers.push(`${endpoint.key} ${endpoint.method} ${endpoint.path} → ${response.status}`)
    }
    expect(answers.filter((a) => !a.endsWith("→ 403"))).toEqual([])
    // and outside the HttpApi too: the API document, a path that matches nothing
    expect((await withBearer(token, "/docs")).status).toBe(403)
    expect((await withBearer(token, "/no-such-endpoint")).status).toBe(403)
  })
})

describe("the wall's live socket", () => {
  it("given a display token's socket, then it may watch the wall's topics only, and a LOT created elsewhere is pushed to it", async () => {
    const { token } = await createToken("Hall TV")
    const wall = await openWall(token, [LiveTopics.lots, LiveTopics.users, LiveTopics.system, LiveTopics.displayTokens, LiveTopics.notifications("x")])
    const subscribed = wall.messages.find((m) => m.type === "subscribed") as { topics: string[] }
    expect(subscribed.topics).toEqual([LiveTopics.lots])
    const sent = Date.now()
    await createLot("LOT-WALL-LIVE")
    expect(await until(() => wall.messages.some((m) => m.topic === LiveTopics.lots), 5_000)).toBe(true)
    expect(Date.now() - sent).toBeLessThan(3_000)
    wall.socket.close()
  })

  it("given an open wall, when an ADMIN revokes its token, then its socket is closed within a second, and the token opens nothing any more", async () => {
    const { id, token } = await createToken("Revoked TV")
    const wall = await openWall(token, [LiveTopics.lots])
    const revokedAt = Date.now()
    const revoked = await app.api(`/display-tokens/${id}`, { method: "DELETE", token: admin })
    expect(revoked.status).toBe(200)
    expect(((await revoked.json()) as DisplayToken).revokedBy).toBe("admin@timber.works")
    const closed = await Promise.race([wall.closed, new Promise<null>((r) => setTimeout(() => r(null), 3_000))])
    expect(closed).toMatchObject({ code: 4403, reason: DisplayTokenMessages.revoked })
    expect(closed!.at - revokedAt).toBeLessThan(1_000)
    await expect(openWall(token, [LiveTopics.lots])).rejects.toThrow("upgrade refused 401")
    expect((await withBearer(token, "/wall")).status).toBe(401)
    expect((await app.api(`/display-tokens/${id}`, { method: "DELETE", token: admin })).status).toBe(409)
  })

  it("given a made-up display token, then the upgrade is refused 401 before it becomes a socket", async () => {
    await expect(openWall("twd_not-a-real-token", [LiveTopics.lots])).rejects.toThrow("upgrade refused 401")
  })
})
