import type { LiveChange } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { broadcastChange, encodeMessage, type Listener, type Outlet } from "./broadcast"

const OPEN = 1
const CLOSED = 3

/** A socket that keeps what it was sent. */
const socket = (readyState = OPEN) => {
  const frames: Buffer[] = []
  const outlet: Outlet = { readyState, send: (data) => void frames.push(data) }
  return { outlet, frames }
}

const watching = (userId: string | null, ...topics: string[]): Listener => ({ userId, topics: new Set(topics) })

/** The encoder with a count of how often it ran. */
const countingEncoder = () => {
  const calls: LiveChange[] = []
  return { calls, encode: (message: LiveChange) => (calls.push(message), encodeMessage(message)) }
}

describe("a live change broadcast to the consoles watching it", () => {
  it("given 200 signed-in consoles watching `lots`, when one change touches `lots` and `dashboard`, then each topic's message is serialised once, not once per console, and every console gets it", () => {
    const sockets = Array.from({ length: 200 }, () => socket())
    const listeners = sockets.map((s, i) => [s.outlet, watching(`user-${i}`, "lots", ...(i % 2 === 0 ? ["dashboard"] : []))] as const)
    const encoder = countingEncoder()

    const sent = broadcastChange(listeners, { topics: ["lots", "dashboard"], position: "42" }, encoder.encode)

    expect(encoder.calls).toEqual([
      { topic: "lots", position: "42" },
      { topic: "dashboard", position: "42" }
    ])
    expect(sent).toBe(300)
    for (const [i, s] of sockets.entries()) {
      expect(s.frames.map((f) => JSON.parse(f.toString()))).toEqual([
        { topic: "lots", position: "42" },
        ...(i % 2 === 0 ? [{ topic: "dashboard", position: "42" }] : [])
      ])
    }
    // the very same bytes go to each console
    expect(new Set(sockets.map((s) => s.frames[0]))).toHaveProperty("size", 1)
  })

  it("given a change nobody watches, then nothing is serialised at all", () => {
    const encoder = countingEncoder()
    const sent = broadcastChange([[socket().outlet, watching("u", "lots")]], { topics: ["approvals"], position: "7" }, encoder.encode)
    expect(sent).toBe(0)
    expect(encoder.calls).toEqual([])
  })

  it("given sockets not signed in, closed, or watching another user's private topic, then they get nothing; `*` watches every topic it may see", () => {
    const anonymous = socket()
    const closed = socket(CLOSED)
    const other = socket()
    const owner = socket()
    const everything = socket()
    broadcastChange(
      [
        [anonymous.outlet, watching(null, "notifications:u1")],
        [closed.outlet, watching("u1", "notifications:u1")],
        [other.outlet, watching("u2", "notifications:u1")],
        [owner.outlet, watching("u1", "notifications:u1")],
        [everything.outlet, watching("u3", "*")]
      ],
      { topics: ["notifications:u1", "lots"], position: "9" }
    )
    expect([anonymous, closed, other].map((s) => s.frames.length)).toEqual([0, 0, 0])
    expect(owner.frames.map((f) => JSON.parse(f.toString()))).toEqual([{ topic: "notifications:u1", position: "9" }])
    expect(everything.frames.map((f) => JSON.parse(f.toString()))).toEqual([{ topic: "lots", position: "9" }])
  })
})
