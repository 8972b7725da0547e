import { useMutation, type DefaultError, type MutateOptions, type UseMutationOptions, type UseMutationResult } from "@tanstack/react-query"
import { useCallback, useRef } from "react"
import { intentSettled, newIntent, requestOf, type Intent } from "./intent"

/** A write's options: as react-query's, but the write is given the intent it belongs to (pass it to `call`). */
export type IntentMutationOptions<R, V> = Omit<UseMutationOptions<R, DefaultError, V, unknown>, "mutationFn"> & {
  readonly mutationFn: (variables: V, intent: Intent) => Promise<R>
}

/**
 * The one way the console writes ("one intent, one effect"): react-query's mutation, with
 * - an Idempotency-Key made when the screen (or dialog) that writes is shown, sent with every
 *   attempt of the same request, kept after a lost connection or a server failure, and renewed once
 *   the server decided (success or refusal) or the request changes (the user edited the form);
 * - a second start of the same request while the first is under way ignored (a double click, an
 *   Enter pressed twice): `mutate` does nothing, `mutateAsync` answers the first attempt's promise.
 *   Another request (another notification, another file) runs beside it with its own key.
 */
export const useIntentMutation = <R, V>(options: IntentMutationOptions<R, V>): UseMutationResult<R, DefaultError, V, unknown> => {
  const current = useRef<{ intent: Intent; request: string | null }>({ intent: newIntent(), request: null })
  const inFlight = useRef(new Map<string, Promise<R>>())
  const { mutationFn } = options
  const mutation = useMutation<R, DefaultError, V, unknown>({
    ...options,
    mutationFn: (variables) => {
      const request = requestOf(variables)
      if (current.current.request !== request) current.current = { intent: newIntent(), request }
      const { intent } = current.current
      const over = () => {
        if (current.current.intent === intent) current.current = { intent: newIntent(), request: null }
      }
      return mutationFn(variables, intent).then(
        (result) => (over(), result),
        (error: unknown) => {
          if (intentSettled(error)) over()
          throw error
        }
      )
    }
  })
  const { mutateAsync: start } = mutation
  const mutateAsync = useCallback(
    (variables: V, callbacks?: MutateOptions<R, DefaultError, V, unknown>): Promise<R> => {
      const request = requestOf(variables)
      const running = inFlight.current.get(request)
      if (running) return running
      const attempt = start(variables, callbacks)
      inFlight.current.set(request, attempt)
      const done = () => {
        if (inFlight.current.get(request) === attempt) inFlight.current.delete(request)
      }
      attempt.then(done, done)
      return attempt
    },
    [start]
  )
  const mutate = useCallback(
    (variables: V, callbacks?: MutateOptions<R, DefaultError, V, unknown>) => {
      // the failure is told by the callbacks (or the mutation's error), as react-query's mutate does
      mutateAsync(variables, callbacks).catch(() => undefined)
    },
    [mutateAsync]
  )
  // the same call shapes as react-query's (its types also allow leaving out `void` variables)
  return { ...mutation, mutate: mutate as typeof mutation.mutate, mutateAsync: mutateAsync as typeof mutation.mutateAsync }
}
