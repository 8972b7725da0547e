import { Effect, Either } from "effect"
import { expect } from "vitest"
import { fold, type Decider } from "../decider/decider"
import type { Step } from "../steps/step"

/**
 * given(events).when(command).then(events) | .thenError(tag, message):
 * the shape every aggregate test reads in.
 */
export const DeciderSpec = <C, E, S>(decider: Decider<C, E, S>) => ({
  given: (events: ReadonlyArray<E>) => ({
    when: (command: C) => {
      const run = () => Effect.runSync(Effect.either(decider.decide(command, fold(decider, events))))
      return {
        then: (expected: ReadonlyArray<E>) => {
          const result = run()
          if (Either.isLeft(result)) throw new Error(`expected events, got error ${result.left._tag}: ${result.left.message}`)
          expect(result.right).toEqual(expected)
        },
        thenError: (tag: string, message?: string) => {
          const result = run()
          if (Either.isRight(result)) throw new Error(`expected ${tag}, got events ${JSON.stringify(result.right)}`)
          expect(result.left._tag).toBe(tag)
          if (message !== undefined) expect(result.left.message).toBe(message)
        }
      }
    }
  })
})

/**
 * given(states).when(intent).then(decision) | .thenError(tag, message): a multi-stream step
 * (`steps/step.ts`) read as an aggregate is. `then` may take a function for a decision checked
 * in parts (a property, a movement's figures).
 */
export const StepSpec = <Given, Intent, Decision>(step: Step<Given, Intent, Decision>) => ({
  given: (given: Given) => ({
    when: (intent: Intent) => {
      const run = () => Effect.runSync(Effect.either(step(given, intent)))
      return {
        then: (expected: Decision | ((decision: Decision) => void)) => {
          const result = run()
          if (Either.isLeft(result)) throw new Error(`expected a decision, got error ${result.left._tag}: ${result.left.message}`)
          if (typeof expected === "function") (expected as (decision: Decision) => void)(result.right)
          else expect(result.right).toEqual(expected)
        },
        thenError: (tag: string, message?: string) => {
          const result = run()
          if (Either.isRight(result)) throw new Error(`expected ${tag}, got a decision ${JSON.stringify(result.right)}`)
          expect(result.left._tag).toBe(tag)
          if (message !== undefined) expect(result.left.message).toBe(message)
        }
      }
    }
  })
})
