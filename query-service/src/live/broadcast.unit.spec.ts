import type { LiveChange } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { PermissionTemplates } from "@timber/domain/permissions/index"
import { broadcastChange, encodeMessage, type Listener, type Outlet } from "./broadcast"
import type { Viewer } from "./topic-permissions"

const OPEN = 1
const CLOSED = 3

/** A socket that keeps what it was sent. */
const socket = (readyState = OPEN) => {
  const frames: Buffer[] = []
  const outlet: Outlet = { readyState, send: (data) => void frames.push(data) }
  return { outlet, frames }
}

const asRole = (userId: string, role: "ADMIN" | "MANAGER" | "USER"): Viewer => ({ userId, role, permissions: PermissionTemplates[role] })
const watching = (userId: string | null, ...topics: string[]): Listener => ({ viewer: userId ? asRole(userId, "USER") : null, topics: new Set(topics) })

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

describe("a live change reaches only who may read what it announces (issue 24 item 4)", () => {
  it("given a USER watching `approvals`, `users` and `*`, when those topics and `lots` change, then only `lots` reaches them; a MANAGER watching `*` gets `approvals` but not `users`", () => {
    const user = socket()
    const wildcardUser = socket()
    const manager = socket()
    const listeners: Array<readonly [Outlet, Listener]> = [
      [user.outlet, { viewer: asRole("u1", "USER"), topics: new Set(["approvals", "users", "lots"]) }],
      [wildcardUser.outlet, { viewer: asRole("u2", "USER"), topics: new Set(["*"]) }],
      [manager.outlet, { viewer: asRole("m1", "MANAGER"), topics: new Set(["*"]) }]
    ]
    broadcastChange(listeners, { topics: ["approvals", "users", "settings", "system", "lots"], position: "3" })
    const topics = (s: ReturnType<typeof socket>) => s.frames.map((f) => (JSON.parse(f.toString()) as { topic: string }).topic)
    expect(topics(user)).toEqual(["lots"])
    expect(topics(wildcardUser)).toEqual(["lots"])
    expect(topics(manager)).toEqual(["approvals", "lots"])
  })

  it("given a MANAGER watching `approvals`, when their permissions lose approvals between two pushes, then the second push does not reach them", () => {
    const manager = socket()
    const listener: Listener = { viewer: asRole("m1", "MANAGER"), topics: new Set(["approvals"]) }
    broadcastChange([[manager.outlet, listener]], { topics: ["approvals"], position: "1" })
    listener.viewer = { ...asRole("m1", "MANAGER"), permissions: { ...PermissionTemplates.MANAGER, approvals: PermissionTemplates.USER.approvals } }
    broadcastChange([[manager.outlet, listener]], { topics: ["approvals"], position: "2" })
    expect(manager.frames.map((f) => JSON.parse(f.toString()))).toEqual([{ topic: "approvals", position: "1" }])
  })
})
