import { Conflict, metadataOf, SCHEMA_VERSION, type DomainError, type EventMetadata, type WorkTrail } from "@timber/contracts"
import type { Decider } from "@timber/domain"
import type { EventStore, EventStoreUnavailable, ExpectedRevision, RecordedEvent } from "@timber/eventstore"
import { Effect, FiberRef, Schedule } from "effect"
import { AppendedEventTypes } from "./appended-types"
import { foldRecorded } from "./folded-states"
import { workTrail, type StreamTouch } from "./history"
import type { IdSource } from "./ids"

export interface Actor {
  readonly userId: string
  readonly email: string
}

export interface CommandEnvelope {
  readonly actor: Actor
  readonly correlationId: string
  readonly causationId: string
  readonly occurredAt: string
  readonly ids: IdSource
}

export interface Executed<S> {
  readonly state: S
  /** When and by whom the stream was created and last worked on, this command included. */
  readonly trail: WorkTrail
  /** Every event of the stream, this command's included: its type, when and by whom (for an answer whose trail skips some types). */
  readonly touches: ReadonlyArray<StreamTouch>
  /** Where the last appended event landed; null when the command changed nothing. */
  readonly position: bigint | null
}

/** The metadata every event a command appends carries (who, why, when, which schema). */
export const eventMetadata = (envelope: CommandEnvelope): EventMetadata => ({
  userId: envelope.actor.userId,
  userEmail: envelope.actor.email,
  correlationId: envelope.correlationId,
  causationId: envelope.causationId,
  occurredAt: envelope.occurredAt,
  schemaVersion: SCHEMA_VERSION
})

class Retry {
  readonly _tag = "Retry"
}

/** A stream as read to decide on it: its stored events and the state they fold to. */
export interface Loaded<S> {
  readonly recorded: ReadonlyArray<RecordedEvent>
  readonly state: S
}

export const loadAggregate = <C, E extends { _tag: string }, S>(
  store: EventStore,
  decider: Decider<C, E, S>,
  streamId: string
): Effect.Effect<Loaded<S>, EventStoreUnavailable> =>
  Effect.map(store.readStream(streamId), (recorded) => ({
    recorded,
    state: foldRecorded(store, decider as Decider<unknown, E, S>, streamId, recorded)
  }))

/**
 * load -> decide -> append, with optimistic concurrency. When another writer got
 * there first the command is decided again on the new state (a few times), so a
 * rule is always checked against what is really stored.
 *
 * `loaded`: the stream as the caller already read it (`loadAggregate`) to learn something it
 * needed first; the first try decides on it instead of reading again, a retry reads afresh.
 */
export const execute = <C, E extends { _tag: string }, S>(
  store: EventStore,
  decider: Decider<C, E, S>,
  streamId: string,
  command: C,
  envelope: CommandEnvelope,
  loaded?: Loaded<S>
): Effect.Effect<Executed<S>, DomainError> =>
  Effect.suspend(() => {
    let readAlready = loaded
    return Effect.gen(function* () {
      const { recorded, state } = readAlready ?? (yield* loadAggregate(store, decider, streamId))
      readAlready = undefined
      const events = yield* decider.decide(command, state)
      const touched = recorded.map((event) => ({ type: event.type, ...metadataOf(event) }))
      if (events.length === 0) return { state, trail: workTrail(touched), touches: touched, position: null }
      const last = recorded[recorded.length - 1]
      const expectedRevision: ExpectedRevision = last ? last.revision : "no_stream"
      const metadata = eventMetadata(envelope)
      const result = yield* store.appendToStream(
        streamId,
        events.map((event, i) => {
          const { _tag, ...data } = event
          return { id: envelope.ids.next(`${streamId}@${String(expectedRevision)}#${i}`), type: _tag, data, metadata: { ...metadata } }
        }),
        { expectedRevision }
      )
      yield* FiberRef.update(AppendedEventTypes, (types) => [...types, ...events.map((event) => event._tag)])
      const touches = [...touched, ...events.map((event) => ({ type: event._tag, occurredAt: envelope.occurredAt, userEmail: envelope.actor.email }))]
      return { state: events.reduce(decider.evolve, state), trail: workTrail(touches), touches, position: result.position }
    }).pipe(
      Effect.catchTag("WrongExpectedRevision", () => Effect.fail(new Retry())),
      Effect.retry({ while: (e) => e instanceof Retry, times: 5, schedule: Schedule.jittered(Schedule.exponential("5 millis")) }),
      Effect.catchIf(
        (e): e is Retry => e instanceof Retry,
        () => Effect.fail(new Conflict({ message: "Someone else changed this at the same moment; reload and try again" }))
      ),
      Effect.catchTag("EventStoreUnavailable", (e) => Effect.die(e))
    )
  }) as Effect.Effect<Executed<S>, DomainError>
