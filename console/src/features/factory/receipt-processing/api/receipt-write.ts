import { useQueryClient } from "@tanstack/react-query"
import { lotsKey } from "../../../../api/queries/lots"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import type { Intent } from "../../../../api/intent"

/**
 * A write to a receipt's measurement: once it succeeds, the drafts, history, items and the
 * receipts list are read again, and the mutation settles only after those reads (so the sheet,
 * told afterwards, reloads from what the server holds now).
 */
export const useReceiptWrite = <V, R>(mutationFn: (vars: V, intent: Intent) => Promise<R>) => {
  const queryClient = useQueryClient()
  return useIntentMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([["receipt-drafts"], ["receipt-history"], ["receipt-items"], lotsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })))
  })
}
