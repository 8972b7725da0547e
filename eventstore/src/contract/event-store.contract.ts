import { randomUUID } from "node:crypto"
import { Chunk, Effect, Either, Fiber, Stream } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { EventStore, NewEvent } from "../port"
import { subscribeToAll } from "../consumer/subscribe"

const event = (type = "Tested", data: unknown = { n: 1 }): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { userId: "u", correlationId: "c" }
})
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)
const stream = () => `Contract-${randomUUID()}`

/** The behaviour every event store adapter owes the system (ARCHITECTURE section 3). */
export const eventStoreContract = (
  name: string,
  open: () => Promise<{ store: EventStore; close: () => Promise<void> }>,
  /** Why this adapter's run is skipped (no server given): its tests are listed as skipped, under that reason. */
  { skip }: { readonly skip?: string } = {}
) =>
  describe.skipIf(skip !== undefined)(`event store contract: ${name}${skip === undefined ? "" : ` (skipped: ${skip})`}`, () => {
    let store: EventStore
    let close: () => Promise<void>
    beforeAll(async () => {
      ;({ store, close } = await open())
    })
    afterAll(async () => close?.())

    it("appends events and reads them back in revision order with their metadata", async () => {
      const id = stream()
      const events = [event("A", { a: 1 }), event("B", { b: [1, 2] })]
      const result = await run(store.appendToStream(id, events, { expectedRevision: "no_stream" }))
      expect(result.nextRevision).toBe(1n)
      const read = await run(store.readStream(id))
      expect(read.map((e) => [e.type, e.data, e.revision, e.id])).toEqual([
        ["A", { a: 1 }, 0n, events[0]!.id],
        ["B", { b: [1, 2] }, 1n, events[1]!.id]
      ])
      expect(read[0]!.metadata).toMatchObject({ userId: "u", correlationId: "c" })
      expect(read[1]!.position).toBeGreaterThan(read[0]!.position)
      expect(read[0]!.recordedAt).toBeInstanceOf(Date)
    })

    it("reads an unknown stream as empty", async () => {
      expect(await run(store.readStream(stream()))).toEqual([])
    })

    it("refuses no_stream when the stream exists, with a conflict error", async () => {
      const id = stream()
      await run(store.appendToStream(id, [event()], { expectedRevision: "no_stream" }))
      const result = await run(Effect.either(store.appendToStream(id, [event()], { expectedRevision: "no_stream" })))
      expect(Either.isLeft(result) && result.left._tag).toBe("WrongExpectedRevision")
      expect(await run(store.readStream(id))).toHaveLength(1)
    })

    it("appends at an exact expected revision and refuses a stale one", async () => {
      const id = stream()
      await run(store.appendToStream(id, [event(), event()], { expectedRevision: "no_stream" }))
      await run(store.appendToStream(id, [event()], { expectedRevision: 1n }))
      const stale = await run(Effect.either(store.appendToStream(id, [event()], { expectedRevision: 1n })))
      expect(Either.isLeft(stale) && stale.left._tag).toBe("WrongExpectedRevision")
      const missing = await run(Effect.either(store.appendToStream(stream(), [event()], { expectedRevision: 0n })))
      expect(Either.isLeft(missing) && missing.left._tag).toBe("WrongExpectedRevision")
      expect(await run(store.readStream(id))).toHaveLength(3)
    })

    it("appends with expected revision any whatever the stream holds", async () => {
      const id = stream()
      await run(store.appendToStream(id, [event()], { expectedRevision: "any" }))
      await run(store.appendToStream(id, [event()], { expectedRevision: "any" }))
      expect((await run(store.readStream(id))).map((e) => e.revision)).toEqual([0n, 1n])
    })

    it("appends nothing when the same event ids are appended again (idempotent)", async () => {
      const id = stream()
      const events = [event(), event()]
      const first = await run(store.appendToStream(id, events, { expectedRevision: "no_stream" }))
      const again = await run(store.appendToStream(id, events, { expectedRevision: "no_stream" }))
      expect(again.nextRevision).toBe(first.nextRevision)
      expect(await run(store.readStream(id))).toHaveLength(2)
    })

    it("two concurrent appends of the same event ids store them once, and both answer as the first", async () => {
      const id = stream()
      await run(store.appendToStream(id, [event()], { expectedRevision: "no_stream" }))
      const events = [event(), event()]
      const answers = await Promise.all(Array.from({ length: 4 }, () => run(store.appendToStream(id, events, { expectedRevision: "any" }))))
      expect(new Set(answers.map((a) => `${a.nextRevision}@${a.position}`)).size).toBe(1)
      expect(answers[0]!.nextRevision).toBe(2n)
      expect((await run(store.readStream(id))).map((e) => e.id).slice(1)).toEqual(events.map((e) => e.id))
    })

    it("concurrent appends at the same expected revision: exactly one is stored, every other is refused as a conflict", async () => {
      const id = stream()
      await run(store.appendToStream(id, [event()], { expectedRevision: "no_stream" }))
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, () => run(Effect.either(store.appendToStream(id, [event(), event()], { expectedRevision: 0n }))))
      )
      expect(outcomes.filter(Either.isRight)).toHaveLength(1)
      expect(outcomes.filter(Either.isLeft).map((o) => o.left._tag)).toEqual(Array(7).fill("WrongExpectedRevision"))
      expect((await run(store.readStream(id))).map((e) => e.revision)).toEqual([0n, 1n, 2n])
    })

    it("concurrent appends with expected revision any to one stream all land, one after another", async () => {
      const id = stream()
      await Promise.all(Array.from({ length: 8 }, () => run(store.appendToStream(id, [event(), event()], { expectedRevision: "any" }))))
      const read = await run(store.readStream(id))
      expect(read.map((e) => e.revision)).toEqual(Array.from({ length: 16 }, (_, i) => BigInt(i)))
      for (let i = 0; i < 16; i += 2) expect(read[i + 1]!.position > read[i]!.position).toBe(true)
    })

    it("appends to several streams at once: each at its expected revision, answered in order, and again with the same ids stores nothing twice", async () => {
      const [a, b] = [stream(), stream()]
      await run(store.appendToStream(b, [event()], { expectedRevision: "no_stream" }))
      const appends = [
        { streamId: a, events: [event("A1"), event("A2")], expectedRevision: "no_stream" as const },
        { streamId: b, events: [event("B1")], expectedRevision: 0n }
      ]
      const results = await run(store.appendToStreams(appends))
      expect(results.map((r) => r.nextRevision)).toEqual([1n, 1n])
      // each stream's answer covers its events (read-your-writes waits for it): on PostgreSQL each
      // stream's own last position, on KurrentDB the one position of the call's transaction
      const lastOf = async (id: string) => (await run(store.readStream(id))).at(-1)!.position
      expect(results[0]!.position).toBeGreaterThanOrEqual(await lastOf(a))
      expect(results[1]!.position).toBeGreaterThanOrEqual(await lastOf(b))
      const again = await run(store.appendToStreams(appends))
      expect(again.map((r) => r.nextRevision)).toEqual([1n, 1n])
      expect((await run(store.readStream(a))).map((e) => e.type)).toEqual(["A1", "A2"])
      expect((await run(store.readStream(b))).map((e) => e.type)).toEqual(["Tested", "B1"])
    })

    it("appends to several streams all or none: a stale expected revision on the last stores nothing on the first", async () => {
      const [a, b] = [stream(), stream()]
      await run(store.appendToStream(b, [event(), event()], { expectedRevision: "no_stream" }))
      const result = await run(
        Effect.either(
          store.appendToStreams([
            { streamId: a, events: [event()], expectedRevision: "no_stream" },
            { streamId: b, events: [event()], expectedRevision: 0n }
          ])
        )
      )
      expect(Either.isLeft(result) && result.left).toMatchObject({ _tag: "WrongExpectedRevision", streamId: b, actual: 1n })
      expect(await run(store.readStream(a))).toEqual([])
      expect(await run(store.readStream(b))).toHaveLength(2)
    })

    it("concurrent appends to the same streams named in opposite orders never deadlock: one lands whole, every other is refused as a conflict", async () => {
      const [a, b, c] = [stream(), stream(), stream()]
      const orders = [
        [a, b, c],
        [c, b, a],
        [b, a, c],
        [c, a, b]
      ]
      const outcomes = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          run(
            Effect.either(
              store.appendToStreams(
                orders[i % orders.length]!.map((streamId) => ({ streamId, events: [event(`E${i}`)], expectedRevision: "no_stream" as const }))
              )
            )
          )
        )
      )
      expect(outcomes.filter(Either.isRight)).toHaveLength(1)
      expect(outcomes.filter(Either.isLeft).map((o) => o.left._tag)).toEqual(Array(15).fill("WrongExpectedRevision"))
      const winner = outcomes.findIndex(Either.isRight)
      for (const id of [a, b, c]) expect((await run(store.readStream(id))).map((e) => e.type)).toEqual([`E${winner}`])
    })

    it("an any-revision append that refuses a type is refused, and nothing of the call stored, when its stream holds that type", async () => {
      const [used, user] = [stream(), stream()]
      await run(store.appendToStream(used, [event("Created"), event("Deleted")], { expectedRevision: "no_stream" }))
      const result = await run(
        Effect.either(
          store.appendToStreams([
            { streamId: used, events: [event("Used")], expectedRevision: "any", refuseIfHolds: "Deleted" },
            { streamId: user, events: [event()], expectedRevision: "no_stream" }
          ])
        )
      )
      expect(Either.isLeft(result) && result.left).toMatchObject({ _tag: "StreamHolds", streamId: used, eventType: "Deleted" })
      expect((await run(store.readStream(used))).map((e) => e.type)).toEqual(["Created", "Deleted"])
      expect(await run(store.readStream(user))).toEqual([])
      const kept = stream()
      await run(store.appendToStream(kept, [event("Created")], { expectedRevision: "no_stream" }))
      await run(store.appendToStreams([{ streamId: kept, events: [event("Used")], expectedRevision: "any", refuseIfHolds: "Deleted" }]))
      expect((await run(store.readStream(kept))).map((e) => e.type)).toEqual(["Created", "Used"])
    })

    it("concurrent appends of different lengths at any revision all land, each one's events together and in its order", async () => {
      const id = stream()
      const appends = Array.from({ length: 12 }, (_, i) => Array.from({ length: 1 + (i % 3) }, (_, j) => event(`A${i}`, { j })))
      await Promise.all(appends.map((events) => run(store.appendToStream(id, events, { expectedRevision: "any" }))))
      const read = await run(store.readStream(id))
      expect(read.map((e) => e.revision)).toEqual(read.map((_, i) => BigInt(i)))
      for (const events of appends) {
        const at = read.findIndex((e) => e.id === events[0]!.id)
        expect(read.slice(at, at + events.length).map((e) => e.id)).toEqual(events.map((e) => e.id))
      }
    })

    it("reads all events in position order from a position, filtered by type", async () => {
      const head = await run(store.headPosition())
      const marker = `Marker${randomUUID().slice(0, 8)}`
      await run(store.appendToStream(stream(), [event(marker), event("Other")], { expectedRevision: "any" }))
      await run(store.appendToStream(stream(), [event(marker)], { expectedRevision: "any" }))
      // the head covers every append committed before it is asked: from then on readAll returns them
      await run(store.headPosition())
      const all = await run(store.readAll({ fromPosition: head + 1n, limit: 1000 }))
      const positions = all.map((e) => e.position)
      expect([...positions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(positions)
      const only = await run(store.readAll({ fromPosition: head + 1n, limit: 1000, eventTypes: [marker] }))
      expect(only.map((e) => e.type)).toEqual([marker, marker])
    })

    it("subscribes from a position: first the stored events, then live ones", async () => {
      const head = await run(store.headPosition())
      const marker = `Sub${randomUUID().slice(0, 8)}`
      await run(store.appendToStream(stream(), [event(marker, { i: 0 })], { expectedRevision: "any" }))
      const fiber = Effect.runFork(Stream.runCollect(subscribeToAll(store, { fromPosition: head + 1n, eventTypes: [marker] }).pipe(Stream.take(3))))
      await new Promise((r) => setTimeout(r, 100))
      await run(store.appendToStream(stream(), [event(marker, { i: 1 })], { expectedRevision: "any" }))
      await run(store.appendToStream(stream(), [event(marker, { i: 2 })], { expectedRevision: "any" }))
      const received = Chunk.toArray(await run(Fiber.join(fiber)))
      expect(received.map((e) => (e.data as { i: number }).i)).toEqual([0, 1, 2])
    })

    it("no skipped event: 20 concurrent writers append 2,000 events and a live subscriber gets each exactly once, in position order", async () => {
      const head = await run(store.headPosition())
      const marker = `Load${randomUUID().slice(0, 8)}`
      const total = 2000
      const writers = 20
      const fiber = Effect.runFork(Stream.runCollect(subscribeToAll(store, { fromPosition: head + 1n, eventTypes: [marker] }).pipe(Stream.take(total))))
      const streams = Array.from({ length: 10 }, stream)
      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          for (let i = 0; i < total / writers; i++) {
            const target = streams[Math.floor(Math.random() * streams.length)]!
            await run(store.appendToStream(target, [event(marker, { w, i })], { expectedRevision: "any" }))
          }
        })
      )
      const received = Chunk.toArray(await run(Fiber.join(fiber)))
      expect(received).toHaveLength(total)
      expect(new Set(received.map((e) => e.id)).size).toBe(total)
      for (let i = 1; i < received.length; i++) expect(received[i]!.position > received[i - 1]!.position).toBe(true)
      const stored = streams.map(async (s) => (await run(store.readStream(s))).length)
      expect((await Promise.all(stored)).reduce((a, b) => a + b, 0)).toBe(total)
    })
  })
