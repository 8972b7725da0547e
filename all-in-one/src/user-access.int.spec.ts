import { PAGE_KEYS } from "@timber/contracts"
import type { EventStore } from "@timber/eventstore"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { wireByHand, type HandWired } from "./testing/hand-wired"

const PASSWORD = "Right-password-1"

describe("the signed-in user's permissions and lock state, from memory (confirmed per request when the log is shared)", () => {
  let wired: HandWired
  let admin: string
  /** Every read of a user's stream the services made, and how many events it answered. */
  const userReads: Array<{ readonly streamId: string; readonly answered: number }> = []
  beforeAll(async () => {
    wired = await wireByHand({
      store: (store): EventStore => ({
        ...store,
        readStream: (streamId, options) => {
          const read = store.readStream(streamId, options)
          return streamId.startsWith("User-") ? Effect.tap(read, (events) => Effect.sync(() => userReads.push({ streamId, answered: events.length }))) : read
        }
      })
    })
    admin = await wired.login()
  })
  afterAll(async () => wired?.close())

  it("given a signed-in user seen once, then their reads and writes read no event for who they are, and a change to them is seen by the very next request", async () => {
    const created = await wired.api("POST", "/users", {
      token: admin,
      json: { email: "memory.user@timber.works", password: PASSWORD, firstName: "Mem", lastName: "Ory", role: "MANAGER" }
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: string }
    await wired.projections.catchUp()
    const token = await wired.login("memory.user@timber.works", PASSWORD)
    expect((await wired.api("GET", "/auth/me", { token })).status).toBe(200)
    expect((await wired.api("POST", "/factory/wood-types", { token, json: { name: "Mninga" } })).status).toBe(201)

    userReads.length = 0
    for (let i = 0; i < 3; i++) {
      expect((await wired.api("GET", "/management/wood-receipts", { token })).status).toBe(200)
      expect((await wired.api("GET", "/auth/me", { token })).status).toBe(200)
    }
    expect((await wired.api("POST", "/factory/wood-types", { token, json: { name: "Mvule" } })).status).toBe(201)
    if (wired.database.kind === "pglite") expect(userReads).toEqual([])
    // on a PostgreSQL server other services may share the log: each request asks for the user's events
    // after the ones folded (server-edge's user-access `sharedLog`), an index probe that answers none
    else expect(userReads.filter(({ answered }) => answered > 0)).toEqual([])

    // the admin takes the wood-types page away: the next write is refused at once
    const edit = (changes: Record<string, unknown>) =>
      wired.api("PUT", `/users/${id}`, {
        token: admin,
        json: { email: "memory.user@timber.works", firstName: "Mem", lastName: "Ory", role: "MANAGER", ...changes }
      })
    const everything = { access: true, read: true, create: true, edit: true, delete: true, amount: true }
    const nothing = { access: false, read: false, create: false, edit: false, delete: false, amount: false }
    const permissions = Object.fromEntries(PAGE_KEYS.map((page) => [page, page === "wood-types" ? nothing : everything]))
    expect((await edit({ permissions })).status).toBe(200)
    expect((await wired.api("POST", "/factory/wood-types", { token, json: { name: "Mkongo" } })).status).toBe(403)
    // deactivated: refused everywhere at once
    expect((await edit({ permissions, isActive: false })).status).toBe(200)
    expect((await wired.api("GET", "/management/wood-receipts", { token })).status).toBe(401)
  })
})
