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

export class EventStoreUnavailable extends Data.TaggedError("EventStoreUnavailable")<{ readonly cause: unknown }> {}

/** The event store port of ARCHITECTURE section 3. Positions are global, gap-tolerant and increasing. */
export interface EventStore {
  readonly readStream: (streamId: string, options?: { readonly fromRevision?: bigint }) => Effect.Effect<ReadonlyArray<RecordedEvent>, EventStoreUnavailable>
  readonly appendToStream: (
    streamId: string,
    events: ReadonlyArray<NewEvent>,
    options: { readonly expectedRevision: ExpectedRevision }
  ) => Effect.Effect<AppendResult, WrongExpectedRevision | EventStoreUnavailable>
  /** Events with position >= fromPosition, in position order. */
  readonly readAll: (options: {
    readonly fromPosition: bigint
    readonly limit: number
    readonly eventTypes?: ReadonlyArray<string>
  }) => Effect.Effect<ReadonlyArray<RecordedEvent>, EventStoreUnavailable>
  /** The position of the newest event, 0 when empty: the head that lag is measured against. */
  readonly headPosition: () => Effect.Effect<bigint, EventStoreUnavailable>
  /** Resolves when something may have been appended (or after `ms`): lets pollers sleep. */
  readonly waitForAppend: (ms: number) => Promise<void>
  readonly close: () => Promise<void>
}
