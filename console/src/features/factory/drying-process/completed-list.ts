import type { DryingBatch } from "@timber/contracts"

/** The humidity the batch ended at: its latest reading's, null without readings. */
export const finalHumidity = (batch: Pick<DryingBatch, "readings">): number | null => {
  const latest = [...batch.readings].sort((a, b) => a.readingTime.localeCompare(b.readingTime)).at(-1)
  return latest?.humidity ?? null
}
