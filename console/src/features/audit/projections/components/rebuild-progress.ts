import type { ProjectionStatus } from "@timber/contracts"

export interface RebuildProgress {
  readonly percent: number
  /** events read so far */
  readonly done: number
  /** events in all, estimated from how far through the log they took it (positions are not dense) */
  readonly total: number
  /** events per second since it began */
  readonly rate: number
  /** seconds left at that pace; null before any progress */
  readonly secondsLeft: number | null
}

/** Done / total, rate and time left of a blue-green rebuild, from its row and the time `at` (now, or when it finished). */
export const rebuildProgress = (rebuild: NonNullable<ProjectionStatus["rebuild"]>, at: number): RebuildProgress => {
  const head = Math.max(Number(rebuild.total), 1)
  const fraction = Math.min(1, Number(rebuild.done) / head)
  const done = Number(rebuild.events)
  const seconds = Math.max((at - Date.parse(rebuild.startedAt)) / 1000, 0.001)
  return {
    percent: fraction * 100,
    done,
    total: fraction > 0 ? Math.max(done, Math.round(done / fraction)) : done,
    rate: done / seconds,
    secondsLeft: fraction > 0 ? (seconds * (1 - fraction)) / fraction : null
  }
}
