import type { Decider } from "@timber/domain"
import type { RecordedEvent } from "@timber/eventstore"
import type { Schema } from "effect"

/** A command a process manager issues in reaction to one event. */
export interface Reaction {
  // the deciders differ per reaction; the runner only needs load -> decide -> append
  readonly decider: Decider<any, any, any>
  readonly streamId: string
  readonly command: unknown
}

/**
 * A process manager (ARCHITECTURE section 2): it folds what it needs to know from the
 * events it reads (`evolve`) and answers an event with commands (`react`). Both are
 * pure and receive the event decoded by `events` (the union it listens to; its stored
 * types are read from it) beside the stored event (id, metadata). The runner executes
 * the reactions with the trigger as causation and event ids derived from it, so a
 * redelivered event changes nothing twice.
 */
export interface ProcessManager<S, E extends { readonly _tag: string } = any> {
  readonly name: string
  /** The actor its events are recorded under. */
  readonly actor: { readonly userId: string; readonly email: string }
  // the encoded side differs per union; only the decoded events matter here
  readonly events: Schema.Schema<E, any>
  readonly initialState: S
  /** How its state is kept in its own row beside its checkpoint, so a restart resumes instead of refolding the log. */
  readonly state: Schema.Schema<S, any>
  readonly evolve: (state: S, event: E, recorded: RecordedEvent) => S
  readonly react: (state: S, event: E, recorded: RecordedEvent) => ReadonlyArray<Reaction>
}
