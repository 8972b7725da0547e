import { metadataOf } from "@timber/contracts"
import { spanOfTraceparent, traced, traceparentOfEvent, type EventStore, type RecordedEvent } from "@timber/eventstore"
import { Effect, type Tracer } from "effect"
import type { CommandMeter } from "../commands/context"
import { runCommandOn, type CommandEnvelope } from "../commands/execute"
import { idSource } from "../commands/ids"
import type { ProcessManager, Reaction } from "./process-manager"

/** How many reactions run at once (about different streams). */
const REACTION_CONCURRENCY = 8

/** A reaction with the envelope it is issued under, and what it answers, for the log of a refusal. */
export interface Issued {
  readonly reaction: Reaction
  readonly envelope: CommandEnvelope
  readonly answers: string
  /** The trace of the event it reacts to, when traces are exported: the reaction joins it. */
  readonly traceparent?: string | undefined
}

/** The reactions of a manager to one stored event: the trigger as causation, ids derived from it, so a redelivered event changes nothing twice. */
export const issuedFor = (manager: ProcessManager<any>, reactions: ReadonlyArray<Reaction>, event: RecordedEvent, now: Date): Issued[] =>
  reactions.map((reaction, i) => ({
    reaction,
    answers: `${event.type} ${event.id}`,
    traceparent: traceparentOfEvent(event),
    envelope: {
      actor: manager.actor,
      correlationId: metadataOf(event).correlationId ?? event.id,
      causationId: event.id,
      occurredAt: now.toISOString(),
      ids: idSource(`${manager.name}|${event.id}|${i}`)
    }
  }))

/** The reactions of a manager to time alone: ids derived from the stream each is about, so a tick repeated changes nothing twice. */
export const issuedByTick = (manager: ProcessManager<any>, reactions: ReadonlyArray<Reaction>, now: Date): Issued[] =>
  reactions.map((reaction) => ({
    reaction,
    answers: `tick on ${reaction.streamId}`,
    envelope: {
      actor: manager.actor,
      correlationId: `tick:${manager.name}`,
      causationId: `tick:${manager.name}:${reaction.streamId}`,
      occurredAt: now.toISOString(),
      ids: idSource(`${manager.name}|tick|${reaction.streamId}`)
    }
  }))

/**
 * The one entry of the process managers' commands: each reaction runs through the one pipeline
 * (`runCommandOn`) under its envelope; in order within a stream, streams side by side (they are
 * independent aggregates), so a burst of triggers does not queue behind one append at a time. A
 * refused reaction is a decision, not a failure: it is logged and not retried.
 */
export const perform = (
  store: EventStore,
  managerName: string,
  issued: ReadonlyArray<Issued>,
  log: (line: string) => void,
  meter?: CommandMeter,
  tracer?: Tracer.Tracer
) => {
  const byStream = new Map<string, Issued[]>()
  for (const one of issued) byStream.set(one.reaction.streamId, [...(byStream.get(one.reaction.streamId) ?? []), one])
  return Effect.runPromise(
    Effect.forEach(
      [...byStream.values()],
      (queue) =>
        Effect.forEach(queue, ({ reaction, envelope, answers, traceparent }) =>
          inTraceOf(
            tracer,
            traceparent,
            `react ${managerName}`,
            runCommandOn(store, envelope, reaction.decide, undefined, meter).pipe(
              Effect.catchAll((refusal) => Effect.sync(() => log(`process ${managerName}: ${answers} refused: ${refusal.message}`)))
            )
          )
        ),
      { concurrency: REACTION_CONCURRENCY, discard: true }
    )
  )
}

/**
 * A reaction in the trace of the command whose event triggered it (its span `react <manager>`, the
 * reaction's own command under it), when traces are exported and the trigger carries one;
 * otherwise as it is: a tick, or an event appended while traces were off, starts no trace.
 */
const inTraceOf = <A, E>(tracer: Tracer.Tracer | undefined, traceparent: string | undefined, name: string, reaction: Effect.Effect<A, E>) => {
  const trigger = tracer === undefined ? null : spanOfTraceparent(traceparent)
  return tracer === undefined || trigger === null
    ? reaction
    : reaction.pipe(traced(name, { kind: "consumer" }), Effect.withParentSpan(trigger), Effect.withTracer(tracer))
}
