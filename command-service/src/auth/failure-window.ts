/**
 * A sliding window over failed sign-ins: at most `limit` failures within `windowMs`.
 * Given the recent failure times (newest first), how long until one more attempt is
 * allowed: 0 now, else until the failure that fills the window slides out of it.
 */
export const waitBeforeNextAttempt = (newestFirst: ReadonlyArray<number>, limit: number, windowMs: number, now: number): number => {
  const recent = newestFirst.filter((at) => at > now - windowMs)
  if (recent.length < limit) return 0
  return recent[limit - 1]! + windowMs - now
}
