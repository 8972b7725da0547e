import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query"
import type { SlicingOperation, SlicingOperationPayload } from "@timber/contracts"
import { ApiError, isQuiet404 } from "../../../../api/api-error"
import { call } from "../../../../api/client"
import { ifMatch } from "../../../../api/stale-edit"
import { everyPage } from "../../../../api/every-page"
import { lotRecoveryKey } from "../../../../api/queries/lot-recovery"
import { lotsKey } from "../../../../api/queries/lots"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import type { Intent } from "../../../../api/intent"

export const operationsKey = ["slicing-operations"] as const

/**
 * GET /api/factory/operations?lot_number=: a 404 is an empty list (factory spec section 8). One
 * LOT's operations are read whole (bounded by its sleepers: the slicer marks every sleeper sliced);
 * without a LOT, the newest page only (the history beside an empty slicer).
 */
export const useOperations = (lotNumber: string | null) =>
  useQuery(
    queryOptions({
      queryKey: [...operationsKey, lotNumber ?? "all"],
      queryFn: async (): Promise<ReadonlyArray<SlicingOperation>> => {
        try {
          if (lotNumber === null) return (await call((api) => api.slicing.list({ urlParams: {} }))).items
          return await everyPage((page) => call((api) => api.slicing.list({ urlParams: { ...page, lot_number: lotNumber } })))
        } catch (error) {
          if (isQuiet404(error)) return []
          throw error
        }
      }
    })
  )

/** Saves retry 3 times, 2 seconds apart (section 9); a refusal (4xx) is final at once. */
const SAVE_RETRIES = 3
const SAVE_RETRY_MS = 2000
const retried = (count: number, error: unknown) => count < SAVE_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500)

const useSlicingWrite = <V, R>(mutationFn: (vars: V, intent: Intent) => Promise<R>, retry = true) => {
  const queryClient = useQueryClient()
  return useIntentMutation({
    mutationFn,
    retry: retry ? retried : false,
    retryDelay: SAVE_RETRY_MS,
    onSettled: async () => {
      await Promise.all([operationsKey, lotRecoveryKey, lotsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    }
  })
}

export interface SaveVariables {
  /** The operation as last loaded or saved (null: not saved yet); its version goes with every change (If-Match). */
  readonly operation: LoadedOperation | null
  readonly payload: SlicingOperationPayload
  /** the silent autosave does not retry: the next change saves again */
  readonly silent: boolean
}

/** POST /api/factory/operations (the first save) or PATCH /api/factory/operations/{id} (the same full body). */
export const useSaveOperation = () =>
  useSlicingWrite(({ operation, payload }: SaveVariables, intent: Intent) =>
    operation === null
      ? call((api) => api.slicingCommands.record({ payload }), intent)
      : call((api) => api.slicingCommands.change({ path: { id: operation.id }, headers: ifMatch(operation.version), payload }), intent)
  )

/** PATCH /api/factory/operations/{id} with the full body and status completed: what is on screen is saved and ended in one write. */
export const useEndOperation = () =>
  useSlicingWrite(
    ({ operation, payload }: { operation: LoadedOperation; payload: SlicingOperationPayload }, intent: Intent) =>
      call(
        (api) => api.slicingCommands.change({ path: { id: operation.id }, headers: ifMatch(operation.version), payload: { ...payload, status: "completed" } }),
        intent
      ),
    false
  )

/** DELETE /api/factory/operations/{id}. */
export const useDeleteOperation = () =>
  useSlicingWrite(
    (operation: LoadedOperation, intent: Intent) =>
      call((api) => api.slicingCommands.remove({ path: { id: operation.id }, headers: ifMatch(operation.version) }), intent),
    false
  )

/** An operation as the slicer loaded or last saved it. */
interface LoadedOperation {
  readonly id: string
  readonly version: string
}
