import type { LotStatus, LotDto } from "@timber/contracts"

// the spec's CREATED, IN_PROCESS and CANCELLED are statuses no LOT reaches (domain/README.md)
const ACTIVE_EXCLUDED: ReadonlySet<LotStatus> = new Set(["COMPLETED"])
const PENDING_RECEIPT: ReadonlySet<LotStatus> = new Set(["PENDING"])
const SLICING: ReadonlySet<LotStatus> = new Set(["SLICING"])

/** The dashboard's LOT figures (spec section 4 "LOT status", section 9). */
export const dashboardFigures = (receipts: ReadonlyArray<LotDto>) => {
  const volume = receipts.reduce((sum, r) => sum + (r.actualVolumeM3 ?? r.estimatedVolumeM3 ?? 0), 0)
  return {
    totalLots: receipts.length,
    activeLots: receipts.filter((r) => !ACTIVE_EXCLUDED.has(r.status)).length,
    pendingReceipts: receipts.filter((r) => PENDING_RECEIPT.has(r.status)).length,
    slicingInProgress: receipts.filter((r) => SLICING.has(r.status)).length,
    // rounded to 2 in the computation, shown to 3 decimals
    totalVolume: Math.round(volume * 100) / 100,
    recent: [...receipts].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 5)
  }
}
