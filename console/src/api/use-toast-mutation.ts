import type { UseMutationResult } from "@tanstack/react-query"
import { useSnackbar } from "notistack"
import { errorToastText } from "./api-error"

/** What a user is told after a write, and what the screen does then. */
export interface WriteToasts<R> {
  /** The success toast, from the answer when it names something. */
  readonly success: string | ((result: R) => string)
  /**
   * The failure toast: a fallback for when the server says nothing (the server's message wins,
   * spec section 8), or a sentence built around the server's words.
   */
  readonly failure: string | ((serverText: string) => string)
  /** After a success only (close the dialog, clear a selection). */
  readonly then?: (result: R) => void
  /** After either outcome (close a confirmation). */
  readonly always?: () => void
}

/**
 * Runs a mutation and tells the user how it went: the one way a screen writes. Returns the
 * mutation's `mutate` with the toasts attached.
 */
export const useToastMutation = <R, V>(mutation: UseMutationResult<R, unknown, V, unknown>) => {
  const { enqueueSnackbar } = useSnackbar()
  return (variables: V, toasts: WriteToasts<R>) =>
    mutation.mutate(variables, {
      onSuccess: (result) => {
        enqueueSnackbar(typeof toasts.success === "string" ? toasts.success : toasts.success(result), { variant: "success" })
        toasts.then?.(result)
      },
      onError: (error) => {
        const text = typeof toasts.failure === "string" ? errorToastText(error, toasts.failure) : toasts.failure(errorToastText(error))
        enqueueSnackbar(text, { variant: "error" })
      },
      onSettled: () => toasts.always?.()
    })
}
