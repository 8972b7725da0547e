import type { Decider } from "@timber/domain"
import { WrongExpectedRevision, type EventStore, type RecordedEvent } from "@timber/eventstore"
import { Effect, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { execute, loadAggregate, type CommandEnvelope } from "./execute"
import { idSource } from "./ids"

const Counted = Schema.TaggedStruct("Counted", { by: Schema.Number })
type Counted = typeof Counted.Type
/** Adds one to a counter, and says what total it decided on. */
const decidedOn: number[] = []
const counter: Decider<{ readonly _tag: "Count" }, Counted, number> = {
  events: Counted,
  initialState: 0,
  evolve: (total, event) => total + event.by,
  decide: (_command, total) => {
    decidedOn.push(total)
    return Effect.succeed([{ _tag: "Counted" as const, by: 1 }])
  }
}

/** A store of one stream, counting its reads. */
const aStore = () => {
  const stream: RecordedEvent[] = []
  let reads = 0
  const store: Pick<EventStore, "readStream" | "appendToStream" | "appendToStreams"> = {
    readStream: (streamId: string) =>
      Effect.sync(() => {
        reads++
        return stream.filter((e) => e.streamId === streamId)
      }),
    appendToStream: (streamId, events, { expectedRevision }) =>
      Effect.suspend(() => {
        const actual = stream.length === 0 ? "no_stream" : BigInt(stream.length - 1)
        if (expectedRevision !== actual) return Effect.fail(new WrongExpectedRevision({ streamId, expected: expectedRevision, actual }))
        for (const e of events) {
          const revision = BigInt(stream.length)
          stream.push({ ...e, streamId, revision, position: revision + 1n, metadata: e.metadata ?? {}, recordedAt: new Date(0) } as RecordedEvent)
        }
        return Effect.succeed({ nextRevision: BigInt(stream.length), position: BigInt(stream.length) })
      }),
    appendToStreams: (appends) => Effect.forEach(appends, (a) => store.appendToStream(a.streamId, a.events, { expectedRevision: a.expectedRevision }))
  }
  return { store: store as EventStore, reads: () => reads }
}

const envelope: CommandEnvelope = {
  actor: { userId: "u1", email: "asha@timber.works" },
  correlationId: "c1",
  causationId: "c1",
  occurredAt: "2026-11-23T08:00:00.000Z",
  ids: idSource(null)
}
const count = { _tag: "Count" as const }
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)

describe("execute with a stream its caller already read", () => {
  it("given a stream read once to learn something first, when the command runs on it, then the stream is not read again", async () => {
    decidedOn.length = 0
    const { store, reads } = aStore()
    await run(execute(store, counter, "Counter-1", count, envelope))
    const loaded = await run(loadAggregate(store, counter, "Counter-1"))
    const before = reads()
    const { state } = await run(execute(store, counter, "Counter-1", count, envelope, loaded))
    expect(reads()).toBe(before)
    expect(state).toBe(2)
  })

  it("given a read that another writer overtook, when the command runs on it, then it is decided again on what is really stored", async () => {
    decidedOn.length = 0
    const { store } = aStore()
    const stale = await run(loadAggregate(store, counter, "Counter-1"))
    await run(execute(store, counter, "Counter-1", count, envelope)) // someone else got there first
    const { state } = await run(execute(store, counter, "Counter-1", count, envelope, stale))
    expect(decidedOn).toEqual([0, 0, 1])
    expect(state).toBe(2)
  })
})
