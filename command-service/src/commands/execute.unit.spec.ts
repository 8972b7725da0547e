import { BusinessRuleViolation } from "@timber/contracts"
import type { Decider } from "@timber/domain"
import { StreamHolds, WrongExpectedRevision, type EventStore, type RecordedEvent, type StreamAppend } from "@timber/eventstore"
import { Effect, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { runCommandOn, streamOf, type CommandEnvelope, type EditedRecord } from "./execute"
import { idSource } from "./ids"

const Counted = Schema.TaggedStruct("Counted", { by: Schema.Number })
type Counted = typeof Counted.Type
/** A use recorded on the counter's stream: one of the events a user never sees (contracts UNSEEN_IN_VERSION). */
const Peeked = Schema.TaggedStruct("WoodTypeUseRecorded", {})
type Count = { readonly _tag: "Count"; readonly by: number }
/** A counter that never goes below zero, and says what total it decided on. */
const decidedOn: number[] = []
const counter: Decider<Count, Counted | typeof Peeked.Type, number> = {
  events: Schema.Union(Counted, Peeked),
  initialState: 0,
  evolve: (total, event) => (event._tag === "Counted" ? total + event.by : total),
  decide: (command, total) => {
    decidedOn.push(total)
    return total + command.by < 0
      ? Effect.fail(new BusinessRuleViolation({ message: `Only ${total} left` }))
      : Effect.succeed([{ _tag: "Counted" as const, by: command.by }])
  }
}

/** A store of a few streams in memory, all-or-nothing like the real ones, counting reads and appends. */
const aStore = () => {
  const log: RecordedEvent[] = []
  const reads: string[] = []
  const appends: Array<ReadonlyArray<StreamAppend>> = []
  let holds: { streamId: string; eventType: string } | null = null
  const revisionOf = (streamId: string) => {
    const events = log.filter((e) => e.streamId === streamId)
    return events.length === 0 ? ("no_stream" as const) : BigInt(events.length - 1)
  }
  const store: Pick<EventStore, "readStream" | "appendToStreams"> = {
    readStream: (streamId: string) =>
      Effect.sync(() => {
        reads.push(streamId)
        return log.filter((e) => e.streamId === streamId)
      }),
    appendToStreams: (batch) =>
      Effect.suspend((): Effect.Effect<Array<{ nextRevision: bigint; position: bigint }>, WrongExpectedRevision | StreamHolds> => {
        appends.push(batch)
        for (const a of batch) {
          const actual = revisionOf(a.streamId)
          if (a.expectedRevision !== "any" && a.expectedRevision !== actual)
            return Effect.fail(new WrongExpectedRevision({ streamId: a.streamId, expected: a.expectedRevision, actual }))
          if (a.refuseIfHolds && holds?.streamId === a.streamId) return Effect.fail(new StreamHolds(holds))
        }
        return Effect.succeed(
          batch.map((a) => {
            for (const e of a.events) {
              const revision = BigInt(log.filter((x) => x.streamId === a.streamId).length)
              log.push({ ...e, streamId: a.streamId, revision, position: BigInt(log.length + 1), recordedAt: new Date(0) })
            }
            return { nextRevision: BigInt(log.filter((x) => x.streamId === a.streamId).length), position: BigInt(log.length) }
          })
        )
      })
  }
  return {
    store: store as EventStore,
    log,
    reads,
    appends,
    /** Another writer appends to a stream behind the command's back. */
    overtake: (streamId: string, by: number, type = "Counted") =>
      log.push({
        id: `other-${log.length}`,
        streamId,
        revision: BigInt(log.filter((e) => e.streamId === streamId).length),
        position: BigInt(log.length + 1),
        type,
        data: type === "Counted" ? { by } : {},
        metadata: {},
        recordedAt: new Date(0)
      }),
    holdDeletion: (streamId: string) => {
      holds = { streamId, eventType: "WoodTypeDeleted" }
    }
  }
}

const envelope: CommandEnvelope = {
  actor: { userId: "u1", email: "asha@timber.works" },
  correlationId: "c1",
  causationId: "c1",
  occurredAt: "2026-11-23T08:00:00.000Z",
  ids: idSource(null)
}
const a = streamOf(counter, "Counter-a")
const b = streamOf(counter, "Counter-b")
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.either(effect))

describe("one command, one decision, one append", () => {
  it("given two streams, when a command reads one, decides on both and reads the first again, then each is read once and both are stored by one append", async () => {
    decidedOn.length = 0
    const { store, reads, appends, log } = aStore()
    const outcome = await run(
      runCommandOn(store, envelope, (streams) =>
        Effect.gen(function* () {
          yield* streams.read(a)
          yield* streams.decide(a, { _tag: "Count", by: 3 })
          yield* streams.decide(b, { _tag: "Count", by: 2 })
          return (yield* streams.read(a)).state
        })
      )
    )
    expect(outcome._tag).toBe("Right")
    expect(reads).toEqual(["Counter-a", "Counter-b"])
    expect(appends).toHaveLength(1)
    expect(appends[0]!.map((x) => [x.streamId, x.expectedRevision])).toEqual([
      ["Counter-a", "no_stream"],
      ["Counter-b", "no_stream"]
    ])
    expect(log.map((e) => [e.streamId, e.data])).toEqual([
      ["Counter-a", { by: 3 }],
      ["Counter-b", { by: 2 }]
    ])
    // the second read of a saw the first decision
    if (outcome._tag === "Right") expect(outcome.right.value).toBe(3)
  })

  it("given a command whose second stream refuses, when it runs, then nothing of it is stored on any stream", async () => {
    const { store, appends, log } = aStore()
    const outcome = await run(
      runCommandOn(store, envelope, (streams) => Effect.zipRight(streams.decide(a, { _tag: "Count", by: 5 }), streams.decide(b, { _tag: "Count", by: -1 })))
    )
    expect(outcome._tag === "Left" && outcome.left.message).toBe("Only 0 left")
    expect(appends).toHaveLength(0)
    expect(log).toHaveLength(0)
  })

  it("given decisions on one stream in one command, when it runs, then each starts from the state the last one left", async () => {
    decidedOn.length = 0
    const { store } = aStore()
    await run(
      runCommandOn(store, envelope, (streams) => Effect.zipRight(streams.decide(a, { _tag: "Count", by: 2 }), streams.decide(a, { _tag: "Count", by: -2 })))
    )
    expect(decidedOn).toEqual([0, 2])
  })

  it("given another writer got to a stream first, when the command appends, then it re-reads every stream and decides again on what is stored", async () => {
    decidedOn.length = 0
    const { store, overtake, log } = aStore()
    let tries = 0
    const outcome = await run(
      runCommandOn(store, envelope, (streams) =>
        Effect.gen(function* () {
          yield* streams.decide(a, { _tag: "Count", by: 1 })
          if (tries++ === 0) overtake("Counter-a", 1) // lands between this try's read and its append
          yield* streams.decide(b, { _tag: "Count", by: 1 })
        })
      )
    )
    expect(outcome._tag).toBe("Right")
    // first try: a decided at 0, its append refused as a whole (b with it); second try: a at 1
    expect(decidedOn).toEqual([0, 0, 1, 0])
    expect(log.map((e) => [e.streamId, e.data])).toEqual([
      ["Counter-a", { by: 1 }],
      ["Counter-a", { by: 1 }],
      ["Counter-b", { by: 1 }]
    ])
  })

  it("given a stream taken to be new, when it is new, then it is not read; when it exists after all, then the next try reads it", async () => {
    const { store, reads, overtake } = aStore()
    await run(runCommandOn(store, envelope, (streams) => streams.decide(a, { _tag: "Count", by: 1 }, { assumeNew: true })))
    expect(reads).toEqual([])
    overtake("Counter-b", 4)
    decidedOn.length = 0
    const outcome = await run(runCommandOn(store, envelope, (streams) => streams.decide(b, { _tag: "Count", by: 1 }, { assumeNew: true })))
    expect(outcome._tag).toBe("Right")
    expect(reads).toEqual(["Counter-b"])
    expect(decidedOn).toEqual([0, 4])
  })

  it("given a stream that exists, when a command only counts on it (tally), then it is appended at any revision, refused should the stream end meanwhile", async () => {
    const { store, appends, overtake } = aStore()
    overtake("Counter-a", 1)
    const outcome = await run(runCommandOn(store, envelope, (streams) => streams.decide(a, { _tag: "Count", by: 1 }, { tally: { closedBy: "Closed" } })))
    expect(outcome._tag).toBe("Right")
    expect(appends[0]!.map(({ streamId, expectedRevision, refuseIfHolds }) => ({ streamId, expectedRevision, refuseIfHolds }))).toEqual([
      { streamId: "Counter-a", expectedRevision: "any", refuseIfHolds: "Closed" }
    ])
  })

  it("given a count that lands after its stream was closed, when the store refuses it, then the command is decided again on fresh reads, and nothing is stored", async () => {
    const { store, holdDeletion, overtake, appends, log } = aStore()
    overtake("Counter-a", 1)
    holdDeletion("Counter-a")
    const outcome = await run(runCommandOn(store, envelope, (streams) => streams.decide(a, { _tag: "Count", by: 1 }, { tally: { closedBy: "Closed" } })))
    // closed on every try here: after its retries the command gives up as a conflict
    expect(outcome._tag === "Left" && outcome.left._tag).toBe("Conflict")
    expect(appends.length).toBeGreaterThan(1)
    expect(log).toHaveLength(1)
  })

  it("given a count and a checked decision on one stream in one command, then the stream is appended at the revision read", async () => {
    const { store, appends, overtake } = aStore()
    overtake("Counter-a", 1)
    await run(
      runCommandOn(store, envelope, (streams) =>
        Effect.zipRight(streams.decide(a, { _tag: "Count", by: 1 }), streams.decide(a, { _tag: "Count", by: 1 }, { tally: { closedBy: "Closed" } }))
      )
    )
    expect(appends[0]!.map(({ expectedRevision, refuseIfHolds }) => ({ expectedRevision, refuseIfHolds }))).toEqual([
      { expectedRevision: 0n, refuseIfHolds: undefined }
    ])
  })
})

describe("writers of one stream in one process take turns after a lost race", () => {
  it("given eight commands on one stream at once, each read taking a moment, when they all append, then each tries at most twice (8 first tries, 7 in turn), not again and again", async () => {
    const { store, appends, log } = aStore()
    const slowReads: EventStore = { ...store, readStream: (streamId, options) => Effect.zipLeft(store.readStream(streamId, options), Effect.sleep("2 millis")) }
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => run(runCommandOn(slowReads, envelope, (streams) => streams.decide(a, { _tag: "Count", by: 1 }))))
    )
    expect(outcomes.every((o) => o._tag === "Right")).toBe(true)
    expect(log).toHaveLength(8)
    expect(appends.length).toBeLessThanOrEqual(15)
  })
})

describe("an edit carries the version the user saw (issue 36 item 4)", () => {
  /** The counter as an edited record: a user sees its total. */
  const edited: EditedRecord<number> = { ref: a, subject: "This counter", current: ({ state }) => Effect.succeed({ total: state }) }
  const seen = (version: string | null): CommandEnvelope => ({ ...envelope, seenVersion: version })
  const add = (by: number) => (streams: Parameters<Parameters<typeof runCommandOn>[2]>[0]) => streams.decide(a, { _tag: "Count", by })

  it("given a counter changed twice, when an edit made on the first version arrives, then it is refused (412) with the counter as it is now, and nothing is stored", async () => {
    const { store, overtake, log, appends } = aStore()
    overtake("Counter-a", 1)
    overtake("Counter-a", 2)
    const outcome = await run(runCommandOn(store, seen("0"), add(5), edited))
    expect(outcome._tag === "Left" && outcome.left).toMatchObject({
      _tag: "PreconditionFailed",
      message: "This counter was changed by someone else while you were editing.",
      details: { current: { total: 3 }, version: "1" }
    })
    expect(appends).toHaveLength(0)
    expect(log).toHaveLength(2)
  })

  it("given a counter changed twice, when an edit made on the current version arrives, then it is applied at that very revision and answers the next version", async () => {
    const { store, overtake, log, appends } = aStore()
    overtake("Counter-a", 1)
    overtake("Counter-a", 2)
    const outcome = await run(runCommandOn(store, seen("1"), add(5), edited))
    expect(outcome._tag).toBe("Right")
    expect(appends[0]!.map((x) => [x.streamId, x.expectedRevision])).toEqual([["Counter-a", 1n]])
    expect(log).toHaveLength(3)
    if (outcome._tag === "Right") expect(outcome.right.executed(a).version).toBe("2")
  })

  it("given the current version, when another writer changes the counter between the check and the append, then the edit is refused (412), not applied on top", async () => {
    const { store, overtake, log } = aStore()
    overtake("Counter-a", 1)
    let tries = 0
    const outcome = await run(
      runCommandOn(
        store,
        seen("0"),
        (streams) =>
          Effect.gen(function* () {
            yield* add(5)(streams)
            if (tries++ === 0) overtake("Counter-a", 2) // lands after this try's check, before its append
          }),
        edited
      )
    )
    expect(outcome._tag === "Left" && outcome.left).toMatchObject({ _tag: "PreconditionFailed", details: { current: { total: 3 }, version: "1" } })
    expect(log.map((e) => e.data)).toEqual([{ by: 1 }, { by: 2 }])
  })

  it("given a counter changed since, when an edit carries no version, then it is applied as before (API clients without If-Match keep working)", async () => {
    const { store, overtake, log } = aStore()
    overtake("Counter-a", 1)
    overtake("Counter-a", 2)
    const outcome = await run(runCommandOn(store, seen(null), add(5), edited))
    expect(outcome._tag).toBe("Right")
    expect(log).toHaveLength(3)
  })

  it("given an event the user never sees landed after the version they saw, when their edit arrives, then it is applied", async () => {
    const { store, overtake, log } = aStore()
    overtake("Counter-a", 1)
    overtake("Counter-a", 0, "WoodTypeUseRecorded")
    const outcome = await run(runCommandOn(store, seen("0"), add(5), edited))
    expect(outcome._tag).toBe("Right")
    expect(log).toHaveLength(3)
    if (outcome._tag === "Right") expect(outcome.right.executed(a).version).toBe("2")
  })
})
