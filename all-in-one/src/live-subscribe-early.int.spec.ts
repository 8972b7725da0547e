import { LiveMessages, LiveServerMessage, LiveTopics } from "@timber/contracts"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let admin: string

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
})
afterAll(async () => app?.close())

const decode = Schema.decodeUnknownSync(Schema.parseJson(LiveServerMessage))

/** Opens /api/live and sends `first` the moment the socket opens, before the token can have been checked. */
const openAndSendAtOnce = async (query: string, first: unknown) => {
  const socket = new WebSocket(`${app.url.replace("http", "ws")}/api/live${query}`)
  const messages: LiveServerMessage[] = []
  socket.on("message", (raw) => messages.push(decode(raw.toString())))
  socket.on("open", () => socket.send(JSON.stringify(first)))
  const until = async (done: () => boolean) => {
    const deadline = Date.now() + 3_000
    while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return { socket, messages, until }
}

describe("the live socket's first breath", () => {
  it("given a client that subscribes as soon as the socket with ?token= opens, then the subscribe waits for the token and is confirmed, and changes arrive", async () => {
    const live = await openAndSendAtOnce(`?token=${admin}`, { _tag: "subscribe", topics: [LiveTopics.woodTypes] })
    await live.until(() => live.messages.some((m) => "type" in m && m.type === "subscribed"))
    expect(live.messages.slice(0, 2)).toEqual([{ type: "ready" }, { type: "subscribed", topics: [LiveTopics.woodTypes] }])
    expect((await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mkongo" } })).status).toBe(201)
    await live.until(() => live.messages.some((m) => "topic" in m))
    expect(live.messages.find((m) => "topic" in m)).toMatchObject({ topic: LiveTopics.woodTypes })
    live.socket.close()
  })

  it("given a client with no token, then no socket opens at all: the upgrade is answered 401, in the words of the contract (issue 24 item 5)", async () => {
    const socket = new WebSocket(`${app.url.replace("http", "ws")}/api/live`)
    const answer = await new Promise<{ status: number; body: string }>((resolve) =>
      socket.on("unexpected-response", (_request, response) => {
        let body = ""
        response.on("data", (chunk: Buffer) => (body += chunk.toString()))
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }))
      })
    )
    expect(answer.status).toBe(401)
    expect(JSON.parse(answer.body)).toMatchObject({ message: LiveMessages.noToken })
  })
})
