import { transition, type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic } from "xstate"

/**
 * How a decider asks its lifecycle machine: where the machine goes from a state on an
 * event, or null when it refuses. Pure (xstate's `transition`), so `decide` can call it.
 */
export const askLifecycle =
  <M extends AnyStateMachine, S extends string>(machine: M) =>
  (from: S, event: EventFromLogic<M>): S | null => {
    const snapshot = machine.resolveState({ value: from, context: {} }) as AnyMachineSnapshot
    if (!snapshot.can(event)) return null
    return (transition(machine, snapshot as never, event)[0] as AnyMachineSnapshot).value as S
  }
