import type { Decider } from "@timber/domain"
import type { RecordedEvent } from "@timber/eventstore"

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
 * pure; the runner executes the reactions with the trigger as causation and event ids
 * derived from it, so a redelivered event changes nothing twice.
 */
export interface ProcessManager<S> {
  readonly name: string
  /** The actor its events are recorded under. */
  readonly actor: { readonly userId: string; readonly email: string }
  readonly eventTypes: ReadonlyArray<string>
  readonly initialState: S
  readonly evolve: (state: S, event: RecordedEvent) => S
  readonly react: (state: S, event: RecordedEvent) => ReadonlyArray<Reaction>
}

export const eventData = <T>(event: RecordedEvent) => event.data as T
export const metadataText = (event: RecordedEvent, key: string) => (typeof event.metadata[key] === "string" ? (event.metadata[key] as string) : null)
