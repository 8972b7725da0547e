import { isDeliveredLot, type LotStatus, type LotSummary } from "@timber/contracts"

// the spec's CREATED, IN_PROCESS and CANCELLED are statuses no LOT reaches (domain/README.md)
const ACTIVE_EXCLUDED: ReadonlySet<LotStatus> = new Set(["COMPLETED"])
const PENDING_RECEIPT: ReadonlySet<LotStatus> = new Set(["PENDING"])
const SLICING: ReadonlySet<LotStatus> = new Set(["SLICING"])

/**
 * The dashboard's LOT figures (spec section 4 "LOT status", section 9) from the server's counts
 * per status (GET /management/wood-receipts/summary): no LOT is downloaded to be counted.
 */
export const dashboardFigures = (summary: LotSummary | undefined) => {
  const statuses = summary?.statuses ?? []
  const count = (test: (status: LotStatus) => boolean) => statuses.reduce((sum, s) => sum + (test(s.status) ? s.count : 0), 0)
  // wood in the yard: a LOT awaiting delivery has only an estimate, which is not volume received
  const volume = statuses.reduce((sum, s) => sum + (isDeliveredLot(s.status) ? s.volumeM3 : 0), 0)
  return {
    totalLots: count(() => true),
    activeLots: count((status) => !ACTIVE_EXCLUDED.has(status)),
    pendingReceipts: count((status) => PENDING_RECEIPT.has(status)),
    slicingInProgress: count((status) => SLICING.has(status)),
    // rounded to 2 in the computation, shown to 3 decimals
    totalVolume: Math.round(volume * 100) / 100
  }
}
