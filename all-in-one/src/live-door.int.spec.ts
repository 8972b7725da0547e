import { LiveMessages } from "@timber/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let listed: TestApp
let admin: string
const CAP = 3
const CONSOLE = "https://timber.example"

beforeAll(async () => {
  app = await startTestApp({ liveSocketsPerAddress: CAP })
  listed = await startTestApp({ liveAllowedOrigins: [CONSOLE] })
  admin = await app.login()
})
afterAll(async () => {
  await app?.close()
  await listed?.close()
})

type Outcome = { readonly opened: WebSocket } | { readonly status: number; readonly body: string }

/** Tries the upgrade: the open socket, or the HTTP answer it got instead. */
const tryUpgrade = (on: TestApp, query: string, headers: Record<string, string> = {}) =>
  new Promise<Outcome>((resolve, reject) => {
    const socket = new WebSocket(`${on.url.replace("http", "ws")}/api/live${query}`, { headers })
    socket.on("open", () => resolve({ opened: socket }))
    socket.on("unexpected-response", (_request, response) => {
      let body = ""
      response.on("data", (chunk: Buffer) => (body += chunk.toString()))
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }))
    })
    socket.on("error", (error) => reject(error))
  })

const refusal = (outcome: Outcome) =>
  "status" in outcome ? { status: outcome.status, message: (JSON.parse(outcome.body) as { message: string }).message } : "opened"
const closeAll = (outcomes: ReadonlyArray<Outcome>) =>
  Promise.all(outcomes.map((o) => ("opened" in o ? new Promise((resolve) => (o.opened.once("close", resolve), o.opened.close())) : null)))

describe("the live socket's door (issue 24 item 5)", () => {
  it("given an upgrade with no token, then it is answered 401 before it becomes a socket", async () => {
    expect(refusal(await tryUpgrade(app, ""))).toEqual({ status: 401, message: LiveMessages.noToken })
    expect(refusal(await tryUpgrade(app, "?token="))).toEqual({ status: 401, message: LiveMessages.noToken })
  })

  it("given a page of another origin, then its upgrade is refused with 403, while the console's own origin (the host it was sent to) opens", async () => {
    const foreign = await tryUpgrade(app, `?token=${admin}`, { Origin: "https://evil.example" })
    expect(refusal(foreign)).toEqual({ status: 403, message: LiveMessages.originRefused })
    const own = await tryUpgrade(app, `?token=${admin}`, { Origin: app.url })
    expect("opened" in own).toBe(true)
    await closeAll([own])
  })

  it("given LIVE_ALLOWED_ORIGINS, then only the listed origins open the socket", async () => {
    const token = await listed.login()
    const fromConsole = await tryUpgrade(listed, `?token=${token}`, { Origin: `${CONSOLE}/` })
    expect("opened" in fromConsole).toBe(true)
    expect(refusal(await tryUpgrade(listed, `?token=${token}`, { Origin: listed.url }))).toEqual({ status: 403, message: LiveMessages.originRefused })
    await closeAll([fromConsole])
  })

  it(`given ${CAP} sockets open from one address, then one more is refused with 429, and a socket closed makes room again`, async () => {
    const open = await Promise.all(Array.from({ length: CAP }, () => tryUpgrade(app, `?token=${admin}`)))
    expect(open.every((o) => "opened" in o)).toBe(true)
    expect(refusal(await tryUpgrade(app, `?token=${admin}`))).toEqual({ status: 429, message: LiveMessages.tooManySockets })
    await closeAll(open.slice(0, 1))
    const again = await tryUpgrade(app, `?token=${admin}`)
    expect("opened" in again).toBe(true)
    await closeAll([...open.slice(1), again])
  })

  it("given token-less upgrades, then they take no place in the address's count", async () => {
    for (let i = 0; i < CAP * 2; i++) expect(refusal(await tryUpgrade(app, ""))).toMatchObject({ status: 401 })
    const open = await Promise.all(Array.from({ length: CAP }, () => tryUpgrade(app, `?token=${admin}`)))
    expect(open.every((o) => "opened" in o)).toBe(true)
    await closeAll(open)
  })
})
