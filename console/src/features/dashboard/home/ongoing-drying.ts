import type { DryingBatch } from "@timber/contracts"

/** The dashboard treats IN_PROGRESS, and the older ACTIVE, as ongoing (factory spec section 4). */
const ONGOING: ReadonlySet<string> = new Set(["IN_PROGRESS", "ACTIVE"])

export interface OngoingDrying {
  readonly id: string
  readonly batchNumber: string
  readonly woodType: string
  readonly pieceCount: number
  readonly latestHumidity: number | null
  readonly readingCount: number
  readonly status: string
}

export const ongoingDrying = (batches: ReadonlyArray<DryingBatch>): OngoingDrying[] =>
  batches
    .filter((p) => ONGOING.has(p.status))
    .map((p) => {
      const latest = [...p.readings].sort((a, b) => a.readingTime.localeCompare(b.readingTime)).at(-1)
      return {
        id: p.id,
        batchNumber: p.batchNumber,
        woodType: p.woodType?.name ?? "N/A",
        pieceCount: p.pieceCount,
        latestHumidity: latest?.humidity ?? null,
        readingCount: p.readings.length,
        status: p.status
      }
    })
