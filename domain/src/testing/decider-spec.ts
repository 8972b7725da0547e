import { Effect, Either } from "effect"
import { expect } from "vitest"
import { fold, type Decider } from "../decider/decider"

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
