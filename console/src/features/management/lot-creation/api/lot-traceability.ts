import { queryOptions, useQuery } from "@tanstack/react-query"
import { call } from "../../../../api/client"

export const traceabilityQuery = (lotNumber: string) =>
  queryOptions({
    queryKey: ["lot-traceability", lotNumber],
    queryFn: () => call((api) => api.lots.traceability({ path: { lotNumber } })),
    enabled: lotNumber.length > 0
  })

export const useLotTraceability = (lotNumber: string | null) => useQuery({ ...traceabilityQuery(lotNumber ?? ""), enabled: !!lotNumber })
