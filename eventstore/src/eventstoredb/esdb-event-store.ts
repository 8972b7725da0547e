import {
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type ResolvedEvent
} from "@kurrent/kurrentdb-client"
import { Effect } from "effect"
import {
  answersOf,
  decodeMetadata,
  guardedExpectation,
  replayedAnswers,
  replayReadOf,
  streamNamedTwice,
  toJsonEvent,
  toMultiStreamRequest,
  toStreamState,
  wrongRevisionOf,
  type GuardRead
} from "./multi-stream-append"
import {
  EventStoreUnavailable,
  StreamHolds,
  WrongExpectedRevision,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type RecordedEvent,
  type StreamAppend
} from "../port"

/**
 * The KurrentDB (EventStoreDB line) adapter, on `@kurrent/kurrentdb-client`. A position is the
 * commit position of the $all log. KurrentDB dedupes appends by event id, which gives the port's
 * idempotency; event ids must be UUIDs here (the command service derives them as UUIDs).
 * `appendToStreams` is one `multiStreamAppend` (KurrentDB 25.1 or later): all stored or none
 * (eventstore/README.md, "KurrentDB").
 */
const toRecorded = (resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null => {
  const event = resolved.event
  if (!event || event.type.startsWith("$")) return null
  return {
    id: event.id,
    streamId: event.streamId,
    revision: event.revision,
    position: event.position?.commit ?? 0n,
    type: event.type,
    data: event.data,
    metadata: decodeMetadata(event.metadata),
    recordedAt: event.created
  }
}

const unavailable = (cause: unknown) => new EventStoreUnavailable({ cause })

export const makeEsdbEventStore = (connectionString: string): EventStore => {
  const client = KurrentDBClient.connectionString(connectionString)
  const fromAll = (position: bigint) => (position <= 0n ? START : { commit: position, prepare: position })

  const readAll = async (fromPosition: bigint, limit: number, eventTypes?: ReadonlyArray<string>) => {
    const out: RecordedEvent[] = []
    for await (const resolved of client.readAll({ fromPosition: fromAll(fromPosition), maxCount: limit * 2, direction: FORWARDS })) {
      const recorded = toRecorded(resolved)
      if (!recorded || recorded.position < fromPosition) continue
      if (eventTypes && !eventTypes.includes(recorded.type)) continue
      out.push(recorded)
      if (out.length >= limit) break
    }
    return out
  }

  /** Events of a stream, none when it does not exist. */
  const read = async (
    streamId: string,
    options: { fromRevision: bigint | typeof START | typeof END; direction: typeof FORWARDS | typeof BACKWARDS; maxCount?: number }
  ) => {
    const out: RecordedEvent[] = []
    try {
      for await (const resolved of client.readStream(streamId, options)) {
        const recorded = toRecorded(resolved)
        if (recorded) out.push(recorded)
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error
    }
    return out
  }

  const lastEventOf = async (streamId: string): Promise<GuardRead | null> => {
    const [last] = await read(streamId, { fromRevision: END, direction: BACKWARDS, maxCount: 1 })
    return last ? { type: last.type, revision: last.revision } : null
  }

  /** A conflicting call's streams read back, to tell a call stored before from a real conflict. */
  const readBack = (appends: ReadonlyArray<StreamAppend>) =>
    Promise.all(
      appends.map(async (append) => {
        const { from, count } = replayReadOf(append)
        if (from !== "end") return read(append.streamId, { fromRevision: from, direction: FORWARDS, maxCount: count })
        return (await read(append.streamId, { fromRevision: END, direction: BACKWARDS, maxCount: count })).reverse()
      })
    )

  const appendToStreams = async (appends: ReadonlyArray<StreamAppend>): Promise<ReadonlyArray<AppendResult> | StreamHolds | WrongExpectedRevision> => {
    const guards = await Promise.all(appends.map((append) => (append.refuseIfHolds === undefined ? null : lastEventOf(append.streamId))))
    const expected: ExpectedRevision[] = []
    for (const [i, append] of appends.entries()) {
      const checked = guardedExpectation(append, guards[i] ?? null)
      if (checked instanceof StreamHolds) return checked
      expected.push(checked)
    }
    const request = toMultiStreamRequest(appends, expected)
    try {
      return answersOf(appends, await client.multiStreamAppend(request))
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error
      const stored = replayedAnswers(appends, await readBack(appends))
      return (
        stored ??
        wrongRevisionOf(
          error,
          appends.map(({ streamId }, i) => ({ streamId, expected: expected[i]! }))
        )
      )
    }
  }

  const store: EventStore = {
    readStream: (streamId, options) =>
      Effect.tryPromise({ try: () => read(streamId, { fromRevision: options?.fromRevision ?? START, direction: FORWARDS }), catch: unavailable }),
    appendToStream: (streamId, events, { expectedRevision }) =>
      Effect.tryPromise({
        try: async () => {
          try {
            const result = await client.appendToStream(streamId, events.map(toJsonEvent), { streamState: toStreamState(expectedRevision) })
            return { nextRevision: result.nextExpectedRevision, position: result.position?.commit ?? 0n }
          } catch (error) {
            if (error instanceof WrongExpectedVersionError) return wrongRevisionOf(error, [{ streamId, expected: expectedRevision }])
            throw error
          }
        },
        catch: unavailable
      }).pipe(Effect.flatMap((r) => (r instanceof WrongExpectedRevision ? Effect.fail(r) : Effect.succeed(r)))),
    appendToStreams: (appends) => {
      const twice = streamNamedTwice(appends)
      if (twice !== undefined) return Effect.die(new Error(`appendToStreams names ${twice} twice: KurrentDB appends to each stream once per call`))
      return Effect.tryPromise({ try: () => appendToStreams(appends), catch: unavailable }).pipe(
        Effect.flatMap((r) => (r instanceof WrongExpectedRevision || r instanceof StreamHolds ? Effect.fail(r) : Effect.succeed(r)))
      )
    },
    readAll: ({ fromPosition, limit, eventTypes }) => Effect.tryPromise({ try: () => readAll(fromPosition, limit, eventTypes), catch: unavailable }),
    readPage: (options) =>
      Effect.gen(function* () {
        const head = yield* store.headPosition()
        const events = yield* store.readAll(options)
        return { events: events.filter((event) => event.position <= head), head }
      }),
    headPosition: () =>
      Effect.tryPromise({
        try: async () => {
          for await (const resolved of client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1 })) {
            return resolved.event?.position?.commit ?? 0n
          }
          return 0n
        },
        catch: unavailable
      }),
    waitForAppend: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    close: async () => {
      await client.dispose()
    }
  }
  return store
}
