import type { DomainError } from "@timber/contracts"
import type { Effect, Schema } from "effect"

/** An aggregate as three pure pieces (emmett's shape): the write side folds, decides and appends. */
export interface Decider<Command, Event, State> {
  /** The union of the aggregate's events: how its stream is read back (decodeEvent). */
  // the encoded side differs per aggregate; only the decoded events matter here
  readonly events: Schema.Schema<Event, any>
  readonly initialState: State
  readonly evolve: (state: State, event: Event) => State
  readonly decide: (command: Command, state: State) => Effect.Effect<ReadonlyArray<Event>, DomainError>
}

export const fold = <Event, State>(decider: Pick<Decider<never, Event, State>, "initialState" | "evolve">, events: ReadonlyArray<Event>): State =>
  events.reduce(decider.evolve, decider.initialState)

export const absurd = (value: never): never => {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`)
}
