import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import type { EventStore, RecordedEvent } from "../port"
import { withStreamCache } from "./stream-cache"

const recorded = (revision: number): RecordedEvent => ({
  id: `e${revision}`,
  streamId: "WoodType-oak",
  revision: BigInt(revision),
  position: BigInt(revision + 1),
  type: "Noted",
  data: {},
  metadata: {},
  recordedAt: new Date(0)
})

/** A store holding one stream in memory, to which a spec appends: only `readStream` is asked. */
const oneStream = (length: number) => {
  const stored = Array.from({ length }, (_, i) => recorded(i))
  const store = {
    readStream: (_streamId: string, options?: { readonly fromRevision?: bigint }) => Effect.sync(() => stored.slice(Number(options?.fromRevision ?? 0n)))
  } as unknown as EventStore
  return { store, append: () => stored.push(recorded(stored.length)) }
}

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runSync(effect)

describe("the stream cache's memory of a long stream", () => {
  it("given a held stream of 50k events, when it is read 1,000 times after one append each, then the reads copy only their new events, never the stream", () => {
    const { store, append } = oneStream(50_000)
    let copied = 0
    const cached = withStreamCache(store, { maxEvents: 100_000, materialised: (events) => (copied += events) })
    run(cached.readStream("WoodType-oak"))
    copied = 0
    for (let i = 0; i < 1_000; i++) {
      append()
      const read = run(cached.readStream("WoodType-oak"))
      expect(read.length).toBe(50_001 + i)
      expect(read[read.length - 1]!.revision).toBe(BigInt(50_000 + i))
    }
    expect(copied).toBeLessThanOrEqual(1_000)
  })

  it("given a stream read, when later reads add events, then the earlier answer still holds exactly what it held (a command decides on what it read)", () => {
    const { store, append } = oneStream(3)
    const cached = withStreamCache(store)
    const first = run(cached.readStream("WoodType-oak"))
    append()
    append()
    const second = run(cached.readStream("WoodType-oak"))
    expect(first.map((e) => e.id)).toEqual(["e0", "e1", "e2"])
    expect(first.length).toBe(3)
    expect(first[3]).toBeUndefined()
    expect(first[first.length - 1]!.id).toBe("e2")
    expect([...second].map((e) => e.id)).toEqual(["e0", "e1", "e2", "e3", "e4"])
  })

  it("given a held stream, when a read asks from a later revision, then it answers that tail alone, copying only the tail", () => {
    const { store } = oneStream(10)
    let copied = 0
    const cached = withStreamCache(store, { materialised: (events) => (copied += events) })
    run(cached.readStream("WoodType-oak"))
    const tail = run(cached.readStream("WoodType-oak", { fromRevision: 8n }))
    expect(tail.map((e) => e.id)).toEqual(["e8", "e9"])
    expect(copied).toBe(2)
  })

  it("an answer is read-only: it cannot change what the cache holds", () => {
    const { store } = oneStream(2)
    const cached = withStreamCache(store)
    const read = run(cached.readStream("WoodType-oak")) as RecordedEvent[]
    expect(() => read.push(recorded(2))).toThrow()
    expect(run(cached.readStream("WoodType-oak"))).toHaveLength(2)
  })
})
