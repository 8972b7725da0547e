import { decodeEvent, eventTypesOf, metadataOf, schemaVersionOf } from "@timber/contracts"
import { StreamHolds, WrongExpectedRevision, type AppendResult, type EventStore, type RecordedEvent, type StreamAppend } from "@timber/eventstore"
import { Effect, Either, Schema } from "effect"
import { expect } from "vitest"
import { runCommandOn, type CommandEnvelope } from "../../commands/execute"
import { idSource } from "../../commands/ids"
import type { KeyedState, ProcessManager, Reaction } from "../process-manager"

/** When the i-th event of a spec's log happened, unless the spec says otherwise: a minute apart from 08:00. */
export const at = (i: number) => new Date(Date.UTC(2026, 10, 23, 8, i)).toISOString()

/** Who appended a spec's events, unless the spec says otherwise. */
export const CLERK = { userId: "u-clerk", userEmail: "clerk@timber.test" } as const

/** The id of the event a spec's `when` delivers: derived ids name it (`uuidV5(\`notification|${TRIGGER_ID}|u-1\`)`). */
export const TRIGGER_ID = "event-trigger"

/** When the reactions run (the runner's clock). */
const NOW = "2026-11-23T12:00:00.000Z"

/** An event in a spec's log: on its stream, encoded as the command service appends it, with when and by whom. */
export interface LogEvent {
  readonly streamId: string
  readonly type: string
  readonly data: unknown
  readonly at: string | null
  readonly by: { readonly userId: string; readonly userEmail: string }
}

/**
 * The events of one contract union: `const lot = eventsOf(LotEvent)`, then
 * `lot(lotStream("l1"), LotCreated.make({...}))` is that event on that stream, well-formed by its schema.
 */
export const eventsOf =
  <A extends { readonly _tag: string }, I>(schema: Schema.Schema<A, I, never>) =>
  (streamId: string, event: A, options: { readonly at?: string; readonly by?: LogEvent["by"] } = {}): LogEvent => {
    const { _tag, ...data } = Schema.encodeSync(schema)(event) as I & { readonly _tag: string }
    return { streamId, type: _tag, data, at: options.at ?? null, by: options.by ?? CLERK }
  }

/** What one command appended: each stream's new events (`{ _tag, ...fields }`, as the aggregates decided them). An empty object: it changed nothing. */
export type Appended = { readonly [streamId: string]: ReadonlyArray<{ readonly _tag: string }> }

/** A command the aggregates refused (the runner logs it and moves on). */
export interface Refused {
  readonly refused: string
}
export const refusedWith = (message: string): Refused => ({ refused: message })

/**
 * The log in memory, all-or-nothing like the real stores: each stream's expected revision is
 * checked, and a use appended after a deletion is refused.
 */
const memoryStore = (initial: ReadonlyArray<RecordedEvent>) => {
  const log = [...initial]
  const eventsOn = (streamId: string) => log.filter((e) => e.streamId === streamId)
  const appendAll = (batch: ReadonlyArray<StreamAppend>): Effect.Effect<ReadonlyArray<AppendResult>, WrongExpectedRevision | StreamHolds> => {
    for (const append of batch) {
      const stored = eventsOn(append.streamId)
      const actual = stored.length === 0 ? ("no_stream" as const) : BigInt(stored.length - 1)
      if (append.expectedRevision !== "any" && append.expectedRevision !== actual) {
        return Effect.fail(new WrongExpectedRevision({ streamId: append.streamId, expected: append.expectedRevision, actual }))
      }
      const held = append.refuseIfHolds
      if (held !== undefined && stored.some((e) => e.type === held)) return Effect.fail(new StreamHolds({ streamId: append.streamId, eventType: held }))
    }
    return Effect.succeed(
      batch.map((append) => {
        let revision = BigInt(eventsOn(append.streamId).length)
        for (const event of append.events) {
          log.push({ ...event, streamId: append.streamId, revision: revision++, position: BigInt(log.length + 1), recordedAt: new Date(NOW) })
        }
        return { nextRevision: revision, position: BigInt(log.length) }
      })
    )
  }
  const store: Pick<EventStore, "readStream" | "appendToStreams"> = {
    readStream: (streamId) => Effect.sync(() => eventsOn(streamId)),
    appendToStreams: (batch) => Effect.suspend(() => appendAll(batch))
  }
  return { store: store as EventStore, log }
}

/** The spec's log as the store records it: ids `event-1`, `event-2`, ... (the trigger's is TRIGGER_ID), revisions per stream. */
const recordedLog = (events: ReadonlyArray<LogEvent>, triggerAt: number | null): ReadonlyArray<RecordedEvent> => {
  const revisions = new Map<string, bigint>()
  return events.map((event, i) => {
    const revision = revisions.get(event.streamId) ?? 0n
    revisions.set(event.streamId, revision + 1n)
    const occurredAt = event.at ?? at(i)
    const id = i === triggerAt ? TRIGGER_ID : `event-${i + 1}`
    return {
      id,
      streamId: event.streamId,
      revision,
      position: BigInt(i + 1),
      type: event.type,
      data: event.data,
      metadata: {
        ...event.by,
        correlationId: `correlation-${i + 1}`,
        causationId: `causation-${i + 1}`,
        occurredAt,
        schemaVersion: schemaVersionOf(event.type)
      },
      recordedAt: new Date(occurredAt)
    }
  })
}

/** One reaction's outcome: what it appended (with the ids it gave the events) or why it was refused. */
type Delivered = { readonly appended: Appended; readonly ids: ReadonlyArray<string> } | Refused

/**
 * The manager's state after these events, as the runner folds it: only the types it listens to,
 * decoded with its `events`. A keyed manager's state is its stored rows (see `keyedFold`).
 */
const foldedState = <S, E extends { readonly _tag: string }>(manager: ProcessManager<S, E>, events: ReadonlyArray<RecordedEvent>): S => {
  const listened = new Set(eventTypesOf(manager.events))
  return events
    .filter((event) => listened.has(event.type))
    .reduce((folded, event) => manager.evolve(folded, decodeEvent(manager.events, event), event), manager.initialState)
}

/** A row as `process_states` keeps it: encoded with its key's schema, through JSON, and decoded back. */
const stored = (keyed: KeyedState<any, any>, key: string, row: unknown) => {
  const schema = keyed.rowSchema(key)
  if (row === undefined || !schema) return undefined
  return Schema.decodeUnknownSync(schema)(JSON.parse(JSON.stringify(Schema.encodeSync(schema)(row))))
}

/**
 * The state a keyed manager sees for an event, as the runner builds it at its strictest (nothing
 * kept in memory between events): only the rows `keysOf` names, asked again while it names rows
 * found through those, read from `rows`.
 */
const namedRows = <S, E>(keyed: KeyedState<S, E>, initialState: S, rows: ReadonlyMap<string, unknown>, event: E) => {
  let state = initialState
  const loaded = new Set<string>()
  let keys = keyed.keysOf(event, state)
  for (let round = 0; round < 4 && keys.some((key) => !loaded.has(key)); round++) {
    for (const key of keys)
      if (!loaded.has(key)) {
        loaded.add(key)
        if (rows.has(key)) state = keyed.set(state, key, rows.get(key))
      }
    keys = keyed.keysOf(event, state)
  }
  return { state, keys }
}

/**
 * A keyed manager's stored rows after these events, folded as the runner does at its strictest:
 * each event sees only the rows it names, and only the rows it names are written back. An event
 * whose `evolve` reads or changes a row its `keysOf` does not name folds wrong here, so every
 * given/when/then spec of a keyed manager also specifies its keys.
 */
const keyedFold = <S, E extends { readonly _tag: string }>(manager: ProcessManager<S, E>, keyed: KeyedState<S, E>, events: ReadonlyArray<RecordedEvent>) => {
  const listened = new Set(eventTypesOf(manager.events))
  const rows = new Map<string, unknown>()
  for (const event of events.filter((e) => listened.has(e.type))) {
    const decoded = decodeEvent(manager.events, event)
    const { state, keys } = namedRows(keyed, manager.initialState, rows, decoded)
    const next = manager.evolve(state, decoded, event)
    for (const key of new Set([...keys, ...keyed.keysOf(decoded, next)])) {
      const row = stored(keyed, key, keyed.get(next, key))
      if (row === undefined) rows.delete(key)
      else rows.set(key, row)
    }
  }
  return rows
}

/** The state the manager reacts to `trigger` with, after `before`: for a keyed manager, only the rows the trigger names. */
const stateFor = <S, E extends { readonly _tag: string }>(manager: ProcessManager<S, E>, before: ReadonlyArray<RecordedEvent>, trigger: E): S =>
  manager.keyed ? namedRows(manager.keyed, manager.initialState, keyedFold(manager, manager.keyed, before), trigger).state : foldedState(manager, before)

/** The state a tick sees at `now`: for a keyed manager, only its rows due by then (as the runner reads them by their due time) and its bounded rows. */
const tickStateFor = <S, E extends { readonly _tag: string }>(manager: ProcessManager<S, E>, log: ReadonlyArray<RecordedEvent>, now: Date): S => {
  const keyed = manager.keyed
  if (!keyed) return foldedState(manager, log)
  const due = keyed.due
  if (!due) throw new Error(`${manager.name} is keyed and has a tick but no due times: the runner would never ask it`)
  let state = manager.initialState
  for (const [key, row] of keyedFold(manager, keyed, log)) {
    const at = due.at(key, row, null)
    if (due.with.includes(key) || (at !== null && at <= now)) state = keyed.set(state, key, row)
  }
  return state
}

/** One reaction run through the one command pipeline on the spec's store: what it appended there, or why it was refused. */
const runReaction = (store: ReturnType<typeof memoryStore>, envelope: CommandEnvelope, reaction: Reaction): Effect.Effect<Delivered> => {
  const from = store.log.length
  return Effect.map(Effect.either(runCommandOn(store.store, envelope, reaction.decide)), (outcome): Delivered => {
    if (Either.isLeft(outcome)) return refusedWith(outcome.left.message)
    const added = store.log.slice(from)
    const appended: Record<string, Array<{ readonly _tag: string }>> = {}
    for (const event of added) (appended[event.streamId] ??= []).push({ _tag: event.type, ...(event.data as object) })
    return { appended, ids: added.map((event) => event.id) }
  })
}

/** The ids of every event the reactions appended (none for a refused one). */
const appendedIds = (delivered: ReadonlyArray<Delivered>) => delivered.flatMap((d) => ("refused" in d ? [] : d.ids))

/**
 * What the runner does with one event (runner.ts): the manager's state is the log before it,
 * folded through `evolve` (only the types it listens to, decoded with its `events`); its
 * reactions run through the one command pipeline, each with the trigger as causation and ids
 * from `${manager.name}|${trigger id}|${i}`.
 */
const deliver = <S, E extends { readonly _tag: string }>(
  manager: ProcessManager<S, E>,
  before: ReadonlyArray<RecordedEvent>,
  trigger: RecordedEvent,
  store: ReturnType<typeof memoryStore>
): Promise<ReadonlyArray<Delivered>> => {
  if (!new Set(eventTypesOf(manager.events)).has(trigger.type))
    throw new Error(`${manager.name} does not listen to ${trigger.type}: the runner would never deliver it`)
  const decoded = decodeEvent(manager.events, trigger)
  const reactions = manager.react(stateFor(manager, before, decoded), decoded, trigger)
  return Effect.runPromise(
    Effect.forEach(reactions, (reaction, i) =>
      runReaction(
        store,
        {
          actor: manager.actor,
          correlationId: metadataOf(trigger).correlationId ?? trigger.id,
          causationId: trigger.id,
          occurredAt: NOW,
          ids: idSource(`${manager.name}|${trigger.id}|${i}`)
        },
        reaction
      )
    )
  )
}

const shown = (delivered: ReadonlyArray<Delivered>) => delivered.map((d) => ("refused" in d ? d : d.appended))

export interface ProcessSpec {
  /** Given this log (in order: what the manager folded, and what the aggregates' streams hold), */
  readonly given: (...log: ReadonlyArray<LogEvent>) => {
    /** when this event is appended and delivered to the manager, */
    readonly when: (trigger: LogEvent) => {
      /**
       * then it issues these commands, in order: each one append of these events on these streams
       * (`{}`: a command that changed nothing), or `refusedWith(message)`. No arguments: it issues none.
       */
      readonly then: (...commands: ReadonlyArray<Appended | Refused>) => Promise<void>
      /** then it issues no command at all. */
      readonly thenNothing: () => Promise<void>
      /**
       * Delivered twice (a restart before its checkpoint moved): both deliveries decide the same
       * events with the same ids, and the second, on the log the first left, appends nothing.
       */
      readonly thenRedeliveryRepeatsNothing: () => Promise<void>
    }
  }
}

/** given(log).when(event).then(commands): the shape every process manager spec reads in. */
export const processSpec = <S, E extends { readonly _tag: string }>(manager: ProcessManager<S, E>): ProcessSpec => ({
  given: (...given) => ({
    when: (trigger) => {
      const log = recordedLog([...given, trigger], given.length)
      const before = log.slice(0, -1)
      const triggerEvent = log[log.length - 1]!
      const firstDelivery = async () => {
        const store = memoryStore(log)
        return { store, delivered: await deliver(manager, before, triggerEvent, store) }
      }
      const then = async (...commands: ReadonlyArray<Appended | Refused>) => {
        const { delivered } = await firstDelivery()
        expect(shown(delivered)).toEqual(commands)
      }
      return {
        then,
        thenNothing: () => then(),
        thenRedeliveryRepeatsNothing: async () => {
          const first = await firstDelivery()
          const again = await firstDelivery()
          expect(appendedIds(first.delivered).length, "the first delivery appends something").toBeGreaterThan(0)
          expect(again.delivered).toEqual(first.delivered)
          const redelivered = await deliver(manager, before, triggerEvent, first.store)
          expect(appendedIds(redelivered), "a redelivery appends nothing").toEqual([])
        }
      }
    }
  })
})

export interface TickSpec {
  /** Given this log (what the manager folded, and what the aggregates' streams hold), */
  readonly given: (...log: ReadonlyArray<LogEvent>) => {
    /** when the runner's tick asks at this moment, */
    readonly at: (now: string) => {
      /** then it issues these commands, in order (as `ProcessSpec.then`). */
      readonly then: (...commands: ReadonlyArray<Appended | Refused>) => Promise<void>
      readonly thenNothing: () => Promise<void>
      /** The tick run twice (the next minute, a restart): the second, on the log the first left, appends nothing. */
      readonly thenAgainNothing: () => Promise<void>
    }
  }
}

/** given(log).at(time).then(commands): what a manager's `tick` issues (runner.ts `tick`: ids derived from the stream, never the time). */
export const tickSpec = <S, E extends { readonly _tag: string }>(manager: ProcessManager<S, E>): TickSpec => ({
  given: (...given) => ({
    at: (now) => {
      const log = recordedLog(given, null)
      const state = tickStateFor(manager, log, new Date(now))
      const runTick = (store: ReturnType<typeof memoryStore>) =>
        Effect.runPromise(
          Effect.forEach(manager.tick!(state, new Date(now)), (reaction) =>
            runReaction(
              store,
              {
                actor: manager.actor,
                correlationId: `tick:${manager.name}`,
                causationId: `tick:${manager.name}:${reaction.streamId}`,
                occurredAt: now,
                ids: idSource(`${manager.name}|tick|${reaction.streamId}`)
              },
              reaction
            )
          )
        )
      const then = async (...commands: ReadonlyArray<Appended | Refused>) => {
        expect(shown(await runTick(memoryStore(log)))).toEqual(commands)
      }
      return {
        then,
        thenNothing: () => then(),
        thenAgainNothing: async () => {
          const store = memoryStore(log)
          const first = await runTick(store)
          expect(appendedIds(first).length, "the first tick appends something").toBeGreaterThan(0)
          const again = await runTick(store)
          expect(appendedIds(again), "the tick run again appends nothing").toEqual([])
        }
      }
    }
  })
})
