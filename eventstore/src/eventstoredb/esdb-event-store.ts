import {
  ANY,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  eventTypeFilter,
  FORWARDS,
  jsonEvent,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type ResolvedEvent
} from "@eventstore/db-client"
import { Effect } from "effect"
import { appendOneByOne } from "./one-by-one"
import { EventStoreUnavailable, WrongExpectedRevision, type EventStore, type EventMetadataRecord, type RecordedEvent } from "../port"

/**
 * The EventStoreDB adapter. A position is the commit position of the $all log.
 * EventStoreDB dedupes appends by event id, which gives the port's idempotency.
 * Event ids must be UUIDs here; the command service derives them as UUIDs.
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
    metadata: (event.metadata ?? {}) as EventMetadataRecord,
    recordedAt: event.created instanceof Date ? event.created : new Date(Number(event.created) / 10_000)
  }
}

const unavailable = (cause: unknown) => new EventStoreUnavailable({ cause })

export const makeEsdbEventStore = (connectionString: string): EventStore => {
  const client = EventStoreDBClient.connectionString(connectionString)
  const filterFor = (eventTypes?: ReadonlyArray<string>) => (eventTypes ? eventTypeFilter({ prefixes: [...eventTypes] }) : excludeSystemEvents())
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

  const store: EventStore = {
    readStream: (streamId, options) =>
      Effect.tryPromise({
        try: async () => {
          const out: RecordedEvent[] = []
          try {
            for await (const resolved of client.readStream(streamId, { fromRevision: options?.fromRevision ?? START, direction: FORWARDS })) {
              const recorded = toRecorded(resolved)
              if (recorded) out.push(recorded)
            }
          } catch (error) {
            if (!(error instanceof StreamNotFoundError)) throw error
          }
          return out
        },
        catch: unavailable
      }),
    appendToStream: (streamId, events, { expectedRevision }) =>
      Effect.tryPromise({
        try: async () => {
          try {
            const result = await client.appendToStream(
              streamId,
              events.map((e) => jsonEvent({ id: e.id, type: e.type, data: e.data as any, metadata: e.metadata as any })),
              { expectedRevision: expectedRevision === "no_stream" ? NO_STREAM : expectedRevision === "any" ? ANY : expectedRevision }
            )
            return { nextRevision: result.nextExpectedRevision, position: result.position?.commit ?? 0n }
          } catch (error) {
            if (error instanceof WrongExpectedVersionError) {
              return new WrongExpectedRevision({
                streamId,
                expected: expectedRevision,
                actual: typeof error.actualVersion === "bigint" ? error.actualVersion : "no_stream"
              })
            }
            throw error
          }
        },
        catch: unavailable
      }).pipe(Effect.flatMap((r) => (r instanceof WrongExpectedRevision ? Effect.fail(r) : Effect.succeed(r)))),
    appendToStreams: (appends) => appendOneByOne(store, appends),
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
          for await (const resolved of client.readAll({ fromPosition: END, direction: "backwards", maxCount: 1 })) {
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
