import { Data, type Effect } from "effect"

export type ExpectedRevision = "no_stream" | "any" | bigint

export interface EventMetadataRecord {
  readonly [key: string]: unknown
}

/** An event to append. `id` makes appends idempotent: an id already stored is not stored twice. */
export interface NewEvent {
  readonly id: string
  readonly type: string
  readonly data: unknown
  readonly metadata: EventMetadataRecord
}

export interface RecordedEvent {
  readonly id: string
  readonly streamId: string
  readonly revision: bigint
  readonly position: bigint
  readonly type: string
  readonly data: unknown
  readonly metadata: EventMetadataRecord
  readonly recordedAt: Date
}

export interface AppendResult {
  readonly nextRevision: bigint
  readonly position: bigint
}

export class WrongExpectedRevision extends Data.TaggedError("WrongExpectedRevision")<{
  readonly streamId: string
  readonly expected: ExpectedRevision
  readonly actual: bigint | "no_stream"
}> {
  override get message() {
    return `Stream ${this.streamId} is at ${String(this.actual)}, expected ${String(this.expected)}`
  }
}

/** An append of `appendToStreams` whose stream, once appended to, held an event of the type it refuses: nothing of that call was stored. */
export class StreamHolds extends Data.TaggedError("StreamHolds")<{
  readonly streamId: string
  readonly eventType: string
}> {
  override get message() {
    return `Stream ${this.streamId} holds a ${this.eventType}`
  }
}

/** One stream's part of `appendToStreams`. */
export interface StreamAppend {
  readonly streamId: string
  readonly events: ReadonlyArray<NewEvent>
  readonly expectedRevision: ExpectedRevision
  /**
   * Refuse the whole call when this stream, once appended to, holds an event of this type (an
   * "any" append that must not follow a deletion). The type must end its stream (nothing is
   * appended after a deletion): PostgreSQL looks only at the stream's last event before the append.
   */
  readonly refuseIfHolds?: string
}

/** A page of the log and the readable head it was read against. */
export interface LogPage {
  readonly events: ReadonlyArray<RecordedEvent>
  readonly head: bigint
}

export class EventStoreUnavailable extends Data.TaggedError("EventStoreUnavailable")<{ readonly cause: unknown }> {}

/** The event store port of ARCHITECTURE section 3. Positions are global, gap-tolerant and increasing. */
export interface EventStore {
  readonly readStream: (streamId: string, options?: { readonly fromRevision?: bigint }) => Effect.Effect<ReadonlyArray<RecordedEvent>, EventStoreUnavailable>
  readonly appendToStream: (
    streamId: string,
    events: ReadonlyArray<NewEvent>,
    options: { readonly expectedRevision: ExpectedRevision }
  ) => Effect.Effect<AppendResult, WrongExpectedRevision | EventStoreUnavailable>
  /**
   * Several streams' appends as one: each checked like `appendToStream`, answered in order, all
   * stored or none — on PostgreSQL and PGlite in one transaction, on KurrentDB (25.1 or later) in
   * one `multiStreamAppend` (eventstore/README.md).
   */
  readonly appendToStreams: (
    appends: ReadonlyArray<StreamAppend>
  ) => Effect.Effect<ReadonlyArray<AppendResult>, WrongExpectedRevision | StreamHolds | EventStoreUnavailable>
  /** Events with position >= fromPosition, in position order. */
  readonly readAll: (options: {
    readonly fromPosition: bigint
    readonly limit: number
    readonly eventTypes?: ReadonlyArray<string>
  }) => Effect.Effect<ReadonlyArray<RecordedEvent>, EventStoreUnavailable>
  /**
   * One page of `readAll` and the readable head of the same moment (one statement on
   * PostgreSQL and PGlite when nothing older is in flight): every event of the types asked for up
   * to that head is in the page unless it is full, and the head covers every append committed
   * before the call (as `headPosition`'s does). A consumer's one read per wake.
   */
  readonly readPage: (options: {
    readonly fromPosition: bigint
    readonly limit: number
    readonly eventTypes?: ReadonlyArray<string>
  }) => Effect.Effect<LogPage, EventStoreUnavailable>
  /** The position of the newest event, 0 when empty: the head that lag is measured against. */
  readonly headPosition: () => Effect.Effect<bigint, EventStoreUnavailable>
  /**
   * Resolves when something may have been appended (or after `ms`): lets pollers sleep. With
   * `seen` (the position up to which the waiter has read, asked when something is appended or
   * becomes readable), news it has already read does not wake it.
   */
  readonly waitForAppend: (ms: number, seen?: () => bigint) => Promise<void>
  /**
   * The newest position this process knows was appended with an event of any of `eventTypes`:
   * its own appends by their types, another process's announcement (which names no types) as if
   * it held every type. A consumer that has read past it has nothing of its own to read yet.
   * Stores that can't tell leave it out (every append then counts).
   */
  readonly newestAppendOf?: (eventTypes: ReadonlyArray<string>) => bigint
  /**
   * Tells `changed` which streams were appended to: this store's own appends at once (before the
   * append answers), other processes' when their announcement arrives; `"all"` when an
   * announcement could not name them. Stores that can't tell (EventStoreDB here) leave it out, and
   * whoever caches a stream then reads it every time. Answers the unsubscribe.
   */
  readonly onAppended?: (changed: (streams: ReadonlyArray<string> | "all") => void) => () => void
  readonly close: () => Promise<void>
}
