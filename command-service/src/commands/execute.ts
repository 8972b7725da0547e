import { Conflict, metadataOf, SCHEMA_VERSION, type DomainError, type EventMetadata, type WorkTrail } from "@timber/contracts"
import type { Decider } from "@timber/domain"
import type { EventStore, EventStoreUnavailable, ExpectedRevision, RecordedEvent, StreamAppend } from "@timber/eventstore"
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
 * A command decided on one stream, not yet appended: what it appends (none when it changes
 * nothing) and the state, trail and touches once it is. `refusal` answers for it when the store
 * finds its stream holding the type its append refuses (a wood type deleted before its use).
 */
export interface Decision<S> {
  readonly append: StreamAppend | null
  readonly types: ReadonlyArray<string>
  readonly state: S
  readonly touches: ReadonlyArray<StreamTouch>
  readonly refusal?: () => DomainError
}

/** A part of a joint write that has nothing to append this time (a create claims a number, an update doesn't). */
export const nothingDecided: Decision<null> = { append: null, types: [], state: null, touches: [] }

/** load -> decide: the events `command` appends to `streamId`, at the revision it was decided on. */
export const decideOn = <C, E extends { _tag: string }, S>(
  store: EventStore,
  decider: Decider<C, E, S>,
  streamId: string,
  command: C,
  envelope: CommandEnvelope,
  loaded?: Loaded<S>
): Effect.Effect<Decision<S>, DomainError | EventStoreUnavailable> =>
  Effect.gen(function* () {
    const { recorded, state } = loaded ?? (yield* loadAggregate(store, decider, streamId))
    const events = yield* decider.decide(command, state)
    const touched = recorded.map((event) => ({ type: event.type, ...metadataOf(event) }))
    if (events.length === 0) return { append: null, types: [], state, touches: touched }
    const last = recorded[recorded.length - 1]
    const expectedRevision: ExpectedRevision = last ? last.revision : "no_stream"
    const metadata = eventMetadata(envelope)
    return {
      append: {
        streamId,
        expectedRevision,
        events: events.map((event, i) => {
          const { _tag, ...data } = event
          return { id: envelope.ids.next(`${streamId}@${String(expectedRevision)}#${i}`), type: _tag, data, metadata: { ...metadata } }
        })
      },
      types: events.map((event) => event._tag),
      state: events.reduce(decider.evolve, state),
      touches: [...touched, ...events.map((event) => ({ type: event._tag, occurredAt: envelope.occurredAt, userEmail: envelope.actor.email }))]
    }
  })

type Decided<T extends ReadonlyArray<Decision<unknown>>> = { readonly [K in keyof T]: T[K] extends Decision<infer S> ? Executed<S> : never }

/**
 * decide -> append, with optimistic concurrency, for one or several streams at once: every
 * decision's events go to the store in one append (one transaction where the store allows it:
 * a LOT, its number's claim and its wood type's use are stored together or not at all). When
 * another writer got there first everything is decided again on fresh reads (a few times), so a
 * rule is always checked against what is really stored. `decideAll(firstTry)`: a caller that
 * read a stream already may decide on it the first time only.
 */
export const executeTogether = <T extends ReadonlyArray<Decision<any>>, R = never>(
  store: EventStore,
  decideAll: (firstTry: boolean) => Effect.Effect<T, DomainError | EventStoreUnavailable, R>
): Effect.Effect<Decided<T>, DomainError, R> =>
  Effect.suspend(() => {
    let firstTry = true
    return Effect.gen(function* () {
      const decisions = yield* decideAll(firstTry)
      firstTry = false
      const appends = decisions.flatMap((decision) => (decision.append ? [decision.append] : []))
      const results =
        appends.length === 0
          ? []
          : yield* store.appendToStreams(appends).pipe(
              Effect.catchTag("StreamHolds", (held) => {
                const refusal = decisions.find((decision) => decision.append?.streamId === held.streamId)?.refusal
                return refusal ? Effect.fail(refusal()) : Effect.die(held)
              })
            )
      yield* FiberRef.update(AppendedEventTypes, (types) => [...types, ...decisions.flatMap((decision) => decision.types)])
      let next = 0
      return decisions.map((decision) => ({
        state: decision.state,
        trail: workTrail(decision.touches),
        touches: decision.touches,
        position: decision.append ? results[next++]!.position : null
      })) as unknown as Decided<T>
    }).pipe(
      Effect.catchTag("WrongExpectedRevision", () => Effect.fail(new Retry())),
      Effect.retry({ while: (e) => e instanceof Retry, times: 5, schedule: Schedule.jittered(Schedule.exponential("5 millis")) }),
      Effect.catchIf(
        (e): e is Retry => e instanceof Retry,
        () => Effect.fail(new Conflict({ message: "Someone else changed this at the same moment; reload and try again" }))
      ),
      Effect.catchTag("EventStoreUnavailable", (e) => Effect.die(e))
    )
  }) as Effect.Effect<Decided<T>, DomainError, R>

/** decide -> append for one decision (executeTogether with one stream): decided again on fresh reads after a conflict. */
export const executeOne = <S, R = never>(
  store: EventStore,
  decide: (firstTry: boolean) => Effect.Effect<Decision<S>, DomainError | EventStoreUnavailable, R>
): Effect.Effect<Executed<S>, DomainError, R> =>
  Effect.map(
    executeTogether(store, (firstTry) => Effect.map(decide(firstTry), (decision) => [decision] as const)),
    ([executed]) => executed
  )

/** load -> decide -> append for one stream. */
export const execute = <C, E extends { _tag: string }, S>(
  store: EventStore,
  decider: Decider<C, E, S>,
  streamId: string,
  command: C,
  envelope: CommandEnvelope,
  loaded?: Loaded<S>
): Effect.Effect<Executed<S>, DomainError> =>
  executeOne(store, (firstTry) => decideOn(store, decider, streamId, command, envelope, firstTry ? loaded : undefined))
