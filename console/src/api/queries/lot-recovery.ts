import { queryOptions, useQuery } from "@tanstack/react-query"
import { call } from "../client"

export const lotRecoveryKey = ["lot-recovery"] as const

/** GET /api/factory/lot-recovery?lot_number=: a LOT's volume account (the slicer, the LOT's traceability, the dashboard). */
export const lotRecoveryQuery = (lotNumber: string) =>
  queryOptions({
    queryKey: [...lotRecoveryKey, lotNumber],
    queryFn: () => call((api) => api.slicing.recovery({ urlParams: { lot_number: lotNumber } })),
    enabled: lotNumber.length > 0
  })

export const useLotRecovery = (lotNumber: string | null) => useQuery(lotRecoveryQuery(lotNumber ?? ""))
