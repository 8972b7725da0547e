import {
  Conflict,
  metadataOf,
  PreconditionFailed,
  schemaVersionOf,
  StaleEditMessages,
  versionAfter,
  type DomainError,
  type EventMetadata,
  type WorkTrail
} from "@timber/contracts"
import type { Decider } from "@timber/domain"
import { HttpRouter } from "@effect/platform"
import {
  annotateTrace,
  currentTraceparent,
  traced,
  whileTraced,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type StreamAppend
} from "@timber/eventstore"
import type { CommandOutcome } from "@timber/server-edge"
import { nameCurrentSpan } from "@timber/server-edge/traces"
import { Cause, Effect, Exit, FiberRef, Option, Schedule } from "effect"
import { AppendedEventTypes } from "./appended-types"
import { CommandContext, type CommandMeter } from "./context"
import { foldRecorded } from "./folded-states"
import { workTrail, type StreamTouch } from "./history"
import type { IdSource } from "./ids"
import { inTurnOn } from "./stream-turns"

export interface Actor {
  /** the metadata's actor: a user's id, "system" or a process (contracts shared/metadata.ts) */
  readonly userId: string
  readonly email: string
}

export interface CommandEnvelope {
  readonly actor: Actor
  readonly correlationId: string
  readonly causationId: string
  readonly occurredAt: string
  readonly ids: IdSource
  /**
   * The version of the edited record the user saw (If-Match, or an edit body's `version`), when
   * they said: a command that names its edited record refuses (412) when the record moved since.
   */
  readonly seenVersion?: string | null
}

/**
 * The metadata every event a command appends carries (who, why, when, which version of its type's
 * schema), and the command's trace context when traces are exported (eventstore traces/trace-context.ts).
 */
export const eventMetadata = (envelope: CommandEnvelope, type: string, traceparent?: string): EventMetadata => ({
  userId: envelope.actor.userId,
  userEmail: envelope.actor.email,
  correlationId: envelope.correlationId,
  causationId: envelope.causationId,
  occurredAt: envelope.occurredAt,
  schemaVersion: schemaVersionOf(type),
  ...(traceparent === undefined ? {} : { traceparent })
})

/**
 * What a span may say of a stream: its aggregate (`Lot`), never its id, which may hold a value a
 * user typed (a reserved e-mail address, a recharge token).
 */
const aggregateOf = (streamId: string) => {
  const dash = streamId.indexOf("-")
  return dash === -1 ? streamId : streamId.slice(0, dash)
}

/** A stream as read to decide on it: its stored events and the state they fold to. */
export interface Loaded<S> {
  readonly recorded: ReadonlyArray<RecordedEvent>
  readonly state: S
}

/** A stream a command decides on: its id and the aggregate that folds and decides it. */
export interface StreamRef<C, E extends { _tag: string }, S> {
  readonly decider: Decider<C, E, S>
  readonly streamId: string
}

export const streamOf = <C, E extends { _tag: string }, S>(decider: Decider<C, E, S>, streamId: string): StreamRef<C, E, S> => ({ decider, streamId })

// the deciders differ per stream; a ref is only read and decided through its own decider
type AnyRef = StreamRef<any, any, any>

/**
 * The streams one try of a command reads and decides on. Each stream is read once per try
 * (through the process's stream cache); every decision on it starts from the state the
 * previous one left, and all of them are appended together when the command's body returns.
 */
export interface Streams {
  /**
   * The stream as this try sees it: as stored, with what this try decided on it so far.
   * `assumeNew`: on the first try a stream that is nearly always new (a LOT id just drawn, a
   * LOT number's claim) is taken to be empty without a round trip; the append's no-stream
   * check guards that, and a stream that exists after all is read on the next try.
   */
  readonly read: <S>(ref: StreamRef<any, any, S>, options?: { readonly assumeNew?: boolean }) => Effect.Effect<Loaded<S>>
  /** A stream read for a fact only (a claim holder's last event): never appended to by this command. */
  readonly recorded: (streamId: string) => Effect.Effect<ReadonlyArray<RecordedEvent>>
  /**
   * Decides `command` with the stream's aggregate; its events join the command's one append. Answers the state after.
   * `tally`: the decision only counts (a wood type's use or release, uses.ts), so it need not
   * contend with other counts: unless this command also decides on the stream unchecked, it is
   * appended at any revision, and refused (the whole command decided again on fresh reads) when
   * the stream holds `closedBy` once it is in — the event that ends such a stream.
   */
  readonly decide: <C, S>(
    ref: StreamRef<C, any, S>,
    command: C,
    options?: { readonly assumeNew?: boolean; readonly tally?: { readonly closedBy: string } }
  ) => Effect.Effect<S, DomainError>
  /**
   * Joins events a pure step already decided (`domain/src/steps`: given the states of the
   * streams it names, the events of each) to the command's one append, at the revision read,
   * as `decide` would have. Answers the state after.
   */
  readonly record: <E extends { readonly _tag: string }, S>(ref: StreamRef<any, E, S>, events: ReadonlyArray<E>) => Effect.Effect<S>
  /**
   * Ends this try because a stream it read moved on after another one was read (a book carried
   * over between the reads of two periods): the command is decided again on fresh reads, as after
   * a lost append, instead of being refused for what it saw half of.
   */
  readonly readAgain: Effect.Effect<never>
}

export interface Executed<S> {
  readonly state: S
  /** When and by whom the stream was created and last worked on, this command included. */
  readonly trail: WorkTrail
  /** Every event of the stream, this command's included: its type, when and by whom (for an answer whose trail skips some types). */
  readonly touches: ReadonlyArray<StreamTouch>
  /** Where the stream's last appended event landed; null when the command changed nothing on it. */
  readonly position: bigint | null
  /** The record's version after this command (contracts record-version.ts: unseen events left out); null when the stream is empty. */
  readonly version: string | null
  /**
   * The version of one record of a stream that holds many (a folder of the website library): the
   * revision of the last event about it, this command's included; null when no event is about it.
   */
  readonly versionAbout: (about: EventAbout) => string | null
}

/** Whether an event (its type and data, as stored) is about a record that shares its stream with others. */
export type EventAbout = (event: { readonly type: string; readonly data: unknown }) => boolean

/** The revision of the last of `events` that is about a record, or null. */
export const lastRevisionAbout = (events: ReadonlyArray<{ readonly type: string; readonly data: unknown; readonly revision: bigint }>, about: EventAbout) => {
  for (let i = events.length - 1; i >= 0; i--) if (about(events[i]!)) return events[i]!.revision.toString()
  return null
}

/**
 * The record a command edits, so an edit made on a version the user saw is refused when the
 * record moved since. The check is the pipeline's, made once per try on the
 * stream as read: when the version the user sent is current, the append's expected revision is
 * that very revision, so a write that lands between this read and the append fails the append,
 * and the next try's read refuses the edit. A command whose envelope carries no version is not
 * checked (API clients that never send If-Match keep working: command-service README).
 */
export interface EditedRecord<S> {
  readonly ref: StreamRef<any, any, S>
  /** The refusal's subject: "This warehouse" (contracts EditedRecords). */
  readonly subject: string
  /** The record as it is now (as the form's DTO, when the command side can tell it), for the refusal's `details.current`. */
  readonly current: (record: { readonly state: S; readonly trail: WorkTrail; readonly version: string }, streams: Streams) => Effect.Effect<unknown>
  /**
   * A record whose users see a version of its own, not its stream's revision (a website page's content
   * version, which the editor shows and its history names; a folder of the website library, which
   * shares its stream with every other folder): the version it is at, null before it exists.
   */
  readonly versionOf?: (state: S, recorded: ReadonlyArray<RecordedEvent>) => string | null
  /**
   * A record of which an edit changes only a part (the settings: a form saves its own keys): whether
   * nothing of that part changed since the version the user saw, although the record's version moved.
   * Absent: any move of the version makes the edit stale.
   */
  readonly stillCurrent?: (seen: string, recorded: ReadonlyArray<RecordedEvent>) => boolean
}

/** What a command did: its body's value, where its append landed (null when nothing changed) and each stream as it left it. */
export interface Outcome<A> {
  readonly value: A
  readonly position: bigint | null
  readonly executed: <S>(ref: StreamRef<any, any, S>) => Executed<S>
}

/** One stream as a try has it: read (or assumed new), and what the try decided on it. */
interface Entry {
  readonly ref: AnyRef
  readonly recorded: ReadonlyArray<RecordedEvent>
  state: unknown
  readonly events: Array<{ readonly _tag: string }>
  /** Counted on (`tally`): appended at any revision when nothing was decided on it unchecked, refused once it holds `closedBy`. */
  tally: { readonly closedBy: string } | null
  /** Decided on as read: appended at the revision read, whatever else was counted on it. */
  checked: boolean
}

/** A command's name for its trace: its tag (`CreateLot`). */
const commandName = (command: unknown): string => {
  const tag = (command as { readonly _tag?: unknown } | null)?._tag
  return typeof tag === "string" ? tag : "unnamed"
}

class Retry {
  readonly _tag = "Retry"
}

/** `Streams.readAgain`'s signal: a defect only on its way out of the body, turned into a `Retry` by `runCommandOn`. */
class ReadAgain {
  readonly _tag = "ReadAgain"
}

/**
 * How a try that lost the race for a stream's revision is tried again: on fresh reads, after a
 * jittered pause growing from 5 ms to at most 80 ms, up to 30 times (about 2 s). N writers of one
 * stream at once need up to N − 1 tries for the last of them (16 sign-ins of one account got three
 * 409s with 5 tries); only contention that outlasts this is answered 409.
 */
const CONFLICT_RETRIES = Schedule.exponential("5 millis").pipe(
  Schedule.union(Schedule.spaced("80 millis")),
  Schedule.jittered,
  Schedule.intersect(Schedule.recurs(30))
)

/** One try: the streams read and decided, ready to be appended together. */
const aTry = (store: EventStore, firstTry: boolean, decided: (command: unknown) => Effect.Effect<void>) => {
  const entries = new Map<string, Entry>()
  const raw = new Map<string, ReadonlyArray<RecordedEvent>>()

  const readRaw = (streamId: string) =>
    Effect.suspend(() => {
      const known = raw.get(streamId)
      if (known) return Effect.succeed(known)
      return Effect.map(store.readStream(streamId), (recorded) => {
        raw.set(streamId, recorded)
        return recorded
      })
    }).pipe(Effect.orDie)

  const entryOf = (ref: AnyRef, assumeNew: boolean): Effect.Effect<Entry> =>
    Effect.suspend(() => {
      const known = entries.get(ref.streamId)
      if (known) {
        if (known.ref.decider !== ref.decider) return Effect.die(new Error(`${ref.streamId} decided with two aggregates in one command`))
        return Effect.succeed(known)
      }
      const recordedNow = assumeNew && firstTry && !raw.has(ref.streamId) ? Effect.succeed([] as ReadonlyArray<RecordedEvent>) : readRaw(ref.streamId)
      return Effect.map(recordedNow, (recorded) => {
        const entry: Entry = {
          ref,
          recorded,
          state: foldRecorded(store, ref.decider, ref.streamId, recorded),
          events: [],
          tally: null,
          checked: false
        }
        entries.set(ref.streamId, entry)
        return entry
      })
    })

  const decideOn = (entry: Entry, command: unknown) =>
    Effect.zipRight(
      decided(command),
      Effect.map(entry.ref.decider.decide(command, entry.state) as Effect.Effect<ReadonlyArray<{ readonly _tag: string }>, DomainError>, (events) => {
        for (const event of events) {
          entry.events.push(event)
          entry.state = entry.ref.decider.evolve(entry.state, event)
        }
        return entry.state
      }).pipe(traced(`decide ${aggregateOf(entry.ref.streamId)}`, { attributes: { command: commandName(command) } }))
    )

  const streams: Streams = {
    read: (ref, options) => Effect.map(entryOf(ref, options?.assumeNew ?? false), (entry) => ({ recorded: entry.recorded, state: entry.state as never })),
    recorded: readRaw,
    decide: (ref, command, options) =>
      Effect.flatMap(entryOf(ref, options?.assumeNew ?? false), (entry) => {
        if (options?.tally) entry.tally = options.tally
        else entry.checked = true
        return decideOn(entry, command) as Effect.Effect<never, DomainError>
      }),
    record: (ref, events) =>
      Effect.map(entryOf(ref, false), (entry) => {
        entry.checked = true
        for (const event of events) {
          entry.events.push(event)
          entry.state = entry.ref.decider.evolve(entry.state, event)
        }
        return entry.state as never
      }),
    readAgain: Effect.die(new ReadAgain())
  }

  /** Every stream's new events, each at the revision it was decided on, as one call of the store. */
  const appends = (envelope: CommandEnvelope, traceparent: string | undefined): ReadonlyArray<{ readonly entry: Entry; readonly append: StreamAppend }> => {
    return [...entries.values()]
      .filter((entry) => entry.events.length > 0)
      .map((entry) => {
        const { streamId } = entry.ref
        const last = entry.recorded[entry.recorded.length - 1]
        // counts alone on a stream that exists go in at any revision; anything else at the revision read
        const counted = entry.tally !== null && !entry.checked && last !== undefined ? entry.tally : null
        const expectedRevision: ExpectedRevision = counted ? "any" : last ? last.revision : "no_stream"
        const events: NewEvent[] = entry.events.map(({ _tag, ...data }, i) => ({
          id: envelope.ids.next(`${streamId}@${String(expectedRevision)}#${i}`),
          type: _tag,
          data,
          metadata: eventMetadata(envelope, _tag, traceparent)
        }))
        return { entry, append: counted ? { streamId, expectedRevision, events, refuseIfHolds: counted.closedBy } : { streamId, expectedRevision, events } }
      })
  }

  /** Refuses the command when the edited record's version is not the one the user saw (a record not stored yet is left to the body's NotFound). */
  const checkSeen = (record: EditedRecord<any>, seen: string): Effect.Effect<void, PreconditionFailed> =>
    Effect.flatMap(entryOf(record.ref, false), (entry) => {
      const version = record.versionOf ? record.versionOf(entry.state, entry.recorded) : versionAfter(entry.recorded)
      if (version === null || version === seen || record.stillCurrent?.(seen, entry.recorded)) return Effect.void
      const trail = workTrail(entry.recorded.map((event) => ({ type: event.type, ...metadataOf(event) })))
      return Effect.flatMap(record.current({ state: entry.state, trail, version }, streams), (current) =>
        Effect.fail(new PreconditionFailed({ message: StaleEditMessages.changed(record.subject), details: { current, version } }))
      )
    })

  return { streams, entries, appends, checkSeen }
}

/** The stream's events (type and revision) once this command's are appended. */
const afterAppend = (entry: Entry): ReadonlyArray<{ readonly type: string; readonly revision: bigint }> => {
  const last = entry.recorded[entry.recorded.length - 1]?.revision ?? -1n
  return [...entry.recorded, ...entry.events.map((event, i) => ({ type: event._tag, revision: last + 1n + BigInt(i) }))]
}

/** The revision of the last event about a record once this command's are appended: its own first, then the stream's, newest first (nothing copied). */
const revisionAboutAfterAppend = (entry: Entry, about: EventAbout): string | null => {
  const last = entry.recorded[entry.recorded.length - 1]?.revision ?? -1n
  for (let i = entry.events.length - 1; i >= 0; i--) {
    const { _tag, ...data } = entry.events[i]!
    if (about({ type: _tag, data })) return (last + 1n + BigInt(i)).toString()
  }
  return lastRevisionAbout(entry.recorded, about)
}

const touchesOf = (entry: Entry, envelope: CommandEnvelope): ReadonlyArray<StreamTouch> => [
  ...entry.recorded.map((event) => ({ type: event.type, ...metadataOf(event) })),
  ...entry.events.map((event) => ({ type: event._tag, occurredAt: envelope.occurredAt, userEmail: envelope.actor.email }))
]

/** The command's name on its metrics: the route it answers (`POST /api/lots`), else the process that issued it (`process:approval-rules`), else `other` (the seed, the admin CLI). */
const meteredName = (envelope: CommandEnvelope) =>
  Effect.map(Effect.serviceOption(HttpRouter.RouteContext), (route) =>
    Option.match(route, {
      onSome: ({ route }) => `${route.method} ${route.path}`,
      onNone: () => (envelope.actor.userId.startsWith("process:") ? envelope.actor.userId : "other")
    })
  )

/** How a command ended, for its metrics: a refusal that is the 409 of lost races counts apart from a rule's. */
const outcomeOf = <A>(exit: Exit.Exit<Outcome<A>, DomainError>): CommandOutcome => {
  if (Exit.isSuccess(exit)) return exit.value.position === null ? "unchanged" : "appended"
  const failure = Cause.failureOption(exit.cause)
  if (Option.isNone(failure)) return "failed"
  return failure.value._tag === "Conflict" ? "conflict" : "refused"
}

/** Times the whole command (its retries included) and records how it ended. */
const metered = <A, R>(meter: CommandMeter | undefined, envelope: CommandEnvelope, command: Effect.Effect<Outcome<A>, DomainError, R>) =>
  meter === undefined
    ? command
    : Effect.flatMap(meteredName(envelope), (name) => {
        const started = performance.now()
        return Effect.onExit(command, (exit) => Effect.sync(() => meter.commandFinished(name, outcomeOf(exit), (performance.now() - started) / 1000)))
      })

/**
 * The one way a command is written (ARCHITECTURE section 2): its body reads the streams it
 * decides on (each once, through the stream cache) and decides on them with their aggregates;
 * everything it decided is stored by one `appendToStreams`, each stream at the revision it was
 * read at — all of it or none. When another writer got there first the body runs again on fresh
 * reads (a few times), so every rule is checked against what is really stored; a refusal
 * anywhere leaves nothing behind. Event ids derive from the envelope's id source (an
 * Idempotency-Key, a process manager's trigger), so a repeated command stores nothing twice.
 */
export const runCommandOn = <A, R>(
  store: EventStore,
  envelope: CommandEnvelope,
  body: (streams: Streams) => Effect.Effect<A, DomainError, R>,
  edited?: EditedRecord<any>,
  meter?: CommandMeter
): Effect.Effect<Outcome<A>, DomainError, R> =>
  metered(
    meter,
    envelope,
    Effect.suspend(() => {
      let firstTry = true
      /** The command span is named after the first command decided (`command CreateLot`): only the body knows it. */
      let named = false
      const decided = (command: unknown) =>
        Effect.suspend(() => {
          if (named) return Effect.void
          named = true
          return whileTraced(nameCurrentSpan(`command ${commandName(command)}`))
        })
      /** The streams this command lost a race for: each try after that waits for its turn on them. */
      const contended = new Set<string>()
      const oneTry = Effect.gen(function* () {
        if (!firstTry) meter?.commandRetried()
        const attempt = aTry(store, firstTry, decided)
        firstTry = false
        if (edited && envelope.seenVersion) yield* attempt.checkSeen(edited, envelope.seenVersion)
        const value = yield* body(attempt.streams)
        const planned = attempt.appends(envelope, yield* currentTraceparent)
        const results =
          planned.length === 0
            ? []
            : yield* store.appendToStreams(planned.map(({ append }) => append)).pipe(
                // a count that landed after its stream was closed: decided again on fresh reads (the next period, or the refusal)
                Effect.catchTag("StreamHolds", (held) => (attempt.entries.get(held.streamId)?.tally ? Effect.fail(new Retry()) : Effect.die(held))),
                Effect.tap((appended) => annotateTrace("position", appended.reduce((max, { position }) => (position > max ? position : max), 0n).toString())),
                traced("append", {
                  attributes: { streams: [...new Set(planned.map(({ append }) => aggregateOf(append.streamId)))].join(", "), "stream.count": planned.length }
                })
              )
        yield* FiberRef.update(AppendedEventTypes, (types) => [...types, ...planned.flatMap(({ append }) => append.events.map((event) => event.type))])
        const positions = new Map(planned.map(({ append }, i) => [append.streamId, results[i]!.position]))
        let position: bigint | null = null
        for (const at of positions.values()) if (position === null || at > position) position = at
        const executed = <S>(ref: StreamRef<any, any, S>): Executed<S> => {
          const entry = attempt.entries.get(ref.streamId)
          if (!entry) throw new Error(`${ref.streamId} was not part of this command`)
          const touches = touchesOf(entry, envelope)
          const version = versionAfter(afterAppend(entry))
          const versionAbout = (about: EventAbout) => revisionAboutAfterAppend(entry, about)
          return { state: entry.state as S, trail: workTrail(touches), touches, position: positions.get(ref.streamId) ?? null, version, versionAbout }
        }
        return { value, position, executed }
      })
      return Effect.suspend(() => inTurnOn(store, contended, oneTry)).pipe(
        Effect.catchSomeDefect((defect) => (defect instanceof ReadAgain ? Option.some(Effect.fail(new Retry())) : Option.none())),
        Effect.catchTag("WrongExpectedRevision", (lost) => {
          meter?.appendConflict()
          contended.add(lost.streamId)
          return Effect.fail(new Retry())
        }),
        Effect.retry({ while: (e) => e instanceof Retry, schedule: CONFLICT_RETRIES }),
        Effect.catchIf(
          (e): e is Retry => e instanceof Retry,
          () => Effect.fail(new Conflict({ message: "Someone else changed this at the same moment; reload and try again" }))
        ),
        Effect.catchTag("EventStoreUnavailable", (e) => Effect.die(e))
      )
    }).pipe(traced("command")) as Effect.Effect<Outcome<A>, DomainError, R>
  )

/** `runCommandOn` with the service's store. */
export const runCommand = <A, R>(envelope: CommandEnvelope, body: (streams: Streams) => Effect.Effect<A, DomainError, R>, edited?: EditedRecord<any>) =>
  Effect.flatMap(CommandContext, ({ store, metrics }) => runCommandOn(store, envelope, body, edited, metrics))
