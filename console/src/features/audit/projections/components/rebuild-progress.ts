import type { ProjectionStatus } from "@timber/contracts"

export interface RebuildProgress {
  readonly percent: number
  readonly done: number
  readonly total: number
  /** log positions per second since it began */
  readonly rate: number
  /** seconds left at that rate; null before any progress */
  readonly secondsLeft: number | null
}

/** Done / total, rate and time left of a blue-green rebuild, from its row and the time now. */
export const rebuildProgress = (rebuild: NonNullable<ProjectionStatus["rebuild"]>, now: number): RebuildProgress => {
  const done = Number(rebuild.done)
  const total = Math.max(Number(rebuild.total), done, 1)
  const seconds = Math.max((now - Date.parse(rebuild.startedAt)) / 1000, 0.001)
  const rate = done / seconds
  return { percent: Math.min(100, (done / total) * 100), done, total, rate, secondsLeft: rate > 0 ? (total - done) / rate : null }
}
