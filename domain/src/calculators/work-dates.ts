/**
 * A date a worker records for something that happened (a slicing start, a receipt) is not in the
 * future by more than a day. A day, not zero: a browser's clock or time zone may
 * be hours off the server's, and a night shift may date work to the coming morning.
 */
export const MAX_AHEAD_MS = 24 * 60 * 60 * 1000

/** Whether `at` lies more than a day after `now` (an unreadable date counts as not ahead: its own schema refuses it). */
export const beyondADayAhead = (at: string | Date, now: Date) => {
  const ms = new Date(at).getTime()
  return Number.isFinite(ms) && ms - now.getTime() > MAX_AHEAD_MS
}
