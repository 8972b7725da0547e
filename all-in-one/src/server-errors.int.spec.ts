import { INTERNAL_ERROR_MESSAGE } from "@timber/contracts"
import type { EventStore } from "@timber/eventstore"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { wireByHand, type HandWired } from "./testing/hand-wired"

describe("a 500, from either service", () => {
  let wired: HandWired
  let failing = false
  beforeAll(async () => {
    wired = await wireByHand({
      store: (store): EventStore => ({
        ...store,
        readStream: (streamId, options) => (failing ? Effect.die(new Error("the disk caught fire")) : store.readStream(streamId, options))
      })
    })
  })
  afterAll(async () => wired?.close())

  it("given the event store failing under a signed-in user's first read and write, then both answer 500 with the one sentence and nothing internal", async () => {
    const token = await wired.login()
    failing = true
    const answers = [await wired.api("GET", "/auth/me", { token }), await wired.api("POST", "/factory/wood-types", { token, json: { name: "Mninga" } })]
    failing = false
    for (const answer of answers) {
      expect(answer.status).toBe(500)
      expect(await answer.json()).toEqual({ error: "InternalError", message: INTERNAL_ERROR_MESSAGE })
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff")
    }
  })
})
