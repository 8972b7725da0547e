import type { DomainError } from "@timber/contracts"
import { Effect } from "effect"
import type { Decider } from "../decider/decider"

/** What a step decided on one of its streams: the new events, and the state they leave the stream in. */
export interface DecidedOn<E, S> {
  readonly events: ReadonlyArray<E>
  readonly state: S
}

/**
 * Decides commands on one aggregate in turn, each on the state the one before left (a LOT told
 * that slicing started, then of the sliced sleeper): the events of all of them and the state after.
 */
export const decideInTurn = <C, E, S>(decider: Decider<C, E, S>, state: S, commands: ReadonlyArray<NoInfer<C>>): Effect.Effect<DecidedOn<E, S>, DomainError> =>
  Effect.reduce(commands, { events: [] as ReadonlyArray<E>, state }, (done, command) =>
    Effect.map(decider.decide(command, done.state), (events) => ({ events: [...done.events, ...events], state: events.reduce(decider.evolve, done.state) }))
  )
