import type { UseMutationResult } from "@tanstack/react-query"
import { useSnackbar } from "notistack"
import { useCallback } from "react"
import { errorToastText } from "./api-error"
import { staleEditOf } from "./stale-edit"

/** What a user is told after a write, and what the screen does then. */
export interface WriteToasts<R> {
  /**
   * The success toast, from the answer when it names something; `null` says nothing (a quiet
   * write, or one whose next step tells the outcome).
   */
  readonly success: string | ((result: R) => string) | null
  /**
   * The failure toast: a fallback for when the server says nothing (the server's message wins,
   * spec section 8), or a sentence built around the server's words; `null` says nothing (the
   * screen shows the failure itself, e.g. in the dialog that stays open).
   */
  readonly failure: string | ((serverText: string) => string) | null
  /** What the server's words fall back to inside a sentence-building `failure` ('An error occurred' unless told). */
  readonly unknownError?: string
  /** How long each toast stays (ms); notistack's default (4 s) unless told. */
  readonly durations?: { readonly success?: number; readonly failure?: number }
  /** After a success only (close the dialog, clear a selection). */
  readonly then?: (result: R) => void
  /** After a failure only (keep what was saved open for editing). */
  readonly otherwise?: (error: unknown) => void
  /** After either outcome (close a confirmation). */
  readonly always?: () => void
}

/** The failure toast's text, or null when the write fails quietly. */
export const failureText = (error: unknown, toasts: Pick<WriteToasts<unknown>, "failure" | "unknownError">): string | null => {
  if (toasts.failure === null) return null
  // an edit made on an older version is told in the server's one sentence, whatever the screen says of other failures
  const stale = staleEditOf(error)
  if (stale) return stale.message
  if (typeof toasts.failure === "string") return errorToastText(error, toasts.failure)
  return toasts.failure(errorToastText(error, toasts.unknownError))
}

/**
 * Runs a mutation and tells the user how it went: the one way a screen writes. Returns the
 * mutation's `mutate` with the toasts attached.
 */
export const useToastMutation = <R, V>(mutation: UseMutationResult<R, unknown, V, unknown>) => {
  const { enqueueSnackbar } = useSnackbar()
  const { mutate } = mutation
  return useCallback(
    (variables: V, toasts: WriteToasts<R>) =>
      mutate(variables, {
        onSuccess: (result) => {
          const text = toasts.success === null ? null : typeof toasts.success === "string" ? toasts.success : toasts.success(result)
          if (text !== null) enqueueSnackbar(text, { variant: "success", autoHideDuration: toasts.durations?.success })
          toasts.then?.(result)
        },
        onError: (error) => {
          const text = failureText(error, toasts)
          if (text !== null) enqueueSnackbar(text, { variant: "error", autoHideDuration: toasts.durations?.failure })
          toasts.otherwise?.(error)
        },
        onSettled: () => toasts.always?.()
      }),
    [mutate, enqueueSnackbar]
  )
}
