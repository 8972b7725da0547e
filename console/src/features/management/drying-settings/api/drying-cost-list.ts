import type { DryingCostSort } from "@timber/contracts"
import { dryingCostsKey, fetchDryingCostPage } from "../../../../api/queries/drying-costs"
import { useServerPage } from "../../../../lib/use-server-page"

/** The columns the server sorts the kiln charges by (contracts' DRYING_COST_SORTS); the per-m³ figures are worked out per page and not sortable. */
export const DRYING_COST_SORT_FIELDS = { endTime: "endTime", batchNumber: "batchNumber" } as const satisfies Record<string, DryingCostSort>
export const DRYING_COST_PAGE_SIZES = [10, 25, 50] as const

/** GET /api/factory/drying-costs a page at a time: completed batches with kWh and TZS per m³ of wood dried, newest completion first. */
export const useDryingCostList = () =>
  useServerPage({
    queryKey: [...dryingCostsKey, "list"],
    fetchPage: fetchDryingCostPage,
    sortFields: DRYING_COST_SORT_FIELDS,
    pageSizeOptions: DRYING_COST_PAGE_SIZES
  })
