import { useQueryClient } from "@tanstack/react-query"
import { ifMatch } from "../../../../api/stale-edit"
import type { CorrectRechargePayload, RechargeSort } from "@timber/contracts"
import { call } from "../../../../api/client"
import type { Intent } from "../../../../api/intent"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import { dryingCostsKey } from "../../../../api/queries/drying-costs"
import { useServerPage } from "../../../../lib/use-server-page"

/** The drying screen's recharges key too: a correction or a void reprices what it shows. */
export const rechargesKey = ["electricity-recharges"] as const

export const RECHARGE_SORT_FIELDS = { recordedAt: "recordedAt" } as const satisfies Record<string, RechargeSort>
export const RECHARGE_PAGE_SIZES = [10, 25, 50] as const

/** GET /api/electricity/recharges a page at a time, newest first, searched in the token and the SMS: the register. */
export const useRechargeRegister = () =>
  useServerPage({
    queryKey: [...rechargesKey, "register"],
    fetchPage: (urlParams) => call((api) => api.drying.recharges({ urlParams })),
    sortFields: RECHARGE_SORT_FIELDS,
    pageSizeOptions: RECHARGE_PAGE_SIZES
  })

/** After a correction or a void: the register, and the kiln charges its figures price, are read again. */
const useRegisterWrite = <V, R>(mutationFn: (vars: V, intent: Intent) => Promise<R>) => {
  const queryClient = useQueryClient()
  return useIntentMutation({
    mutationFn,
    onSettled: () => Promise.all([rechargesKey, dryingCostsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })))
  })
}

/** PUT /api/electricity/recharges/{id}: the recharge's figures as they really were, and why. */
export const useCorrectRecharge = () =>
  useRegisterWrite(({ id, version, payload }: { id: string; version: string; payload: CorrectRechargePayload }, intent: Intent) =>
    call((api) => api.dryingCommands.correctRecharge({ path: { id }, headers: ifMatch(version), payload }), intent)
  )

/** POST /api/electricity/recharges/{id}/void: a recharge recorded by mistake, and why. */
export const useVoidRecharge = () =>
  useRegisterWrite(({ id, version, reason }: { id: string; version: string; reason: string }, intent: Intent) =>
    call((api) => api.dryingCommands.voidRecharge({ path: { id }, headers: ifMatch(version), payload: { reason } }), intent)
  )
