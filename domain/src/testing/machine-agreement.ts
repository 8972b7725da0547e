import { getSimplePaths } from "@xstate/graph"
import { Effect, Either } from "effect"
import { expect } from "vitest"
import type { AnyStateMachine } from "xstate"
import { fold, type Decider } from "../decider/decider"

/**
 * Walks every simple path of a lifecycle machine (@xstate/graph) and checks that the
 * aggregate agrees at each step: it reaches the same state, and acts on exactly the
 * events the machine allows there.
 */
export const expectAggregateAgreesWithMachine = <C, E, S, Ev extends { type: string }>(options: {
  readonly machine: AnyStateMachine
  readonly decider: Decider<C, E, S>
  readonly events: ReadonlyArray<Ev>
  readonly commandFor: (event: Ev) => C
  readonly stateOf: (state: S) => string
}) => {
  const paths = getSimplePaths(options.machine, { events: options.events as never })
  expect(paths.length).toBeGreaterThan(1)
  for (const path of paths) {
    let events: E[] = []
    for (const step of path.steps) {
      if ((step.event.type as string) !== "xstate.init") {
        const result = Effect.runSync(Effect.either(options.decider.decide(options.commandFor(step.event as Ev), fold(options.decider, events))))
        if (Either.isLeft(result)) throw new Error(`aggregate refused ${step.event.type}: ${result.left.message}`)
        events = [...events, ...result.right]
      }
      const state = fold(options.decider, events)
      expect(options.stateOf(state)).toBe(String(step.state.value))
      for (const candidate of options.events) {
        const result = Effect.runSync(Effect.either(options.decider.decide(options.commandFor(candidate), state)))
        const acted = Either.isRight(result) && result.right.length > 0
        expect(acted, `${candidate.type} from ${String(step.state.value)}`).toBe(step.state.can(candidate))
      }
    }
  }
}
