/** Without contact for longer than this, the badge turns amber. */
export const LATE_AFTER_MS = 30_000
/** ... and red after this. */
export const LOST_AFTER_MS = 120_000

export type Freshness = "live" | "late" | "lost"

export const freshnessOf = (sinceContactMs: number): Freshness => (sinceContactMs > LOST_AFTER_MS ? "lost" : sinceContactMs > LATE_AFTER_MS ? "late" : "live")

const WORD: Record<Freshness, string> = { live: "live", late: "no contact", lost: "offline" }

const ago = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000))
  return s < 120 ? `${s} s ago` : `${Math.floor(s / 60)} min ago`
}

/** "live · as of event 1234 · 3 s ago": what the wall last heard, and how long ago. */
export const freshnessText = (position: string, sinceContactMs: number) =>
  `${WORD[freshnessOf(sinceContactMs)]} · as of event ${position} · ${ago(sinceContactMs)}`

/** Reconnect waits: 1 s doubling to 30 s, with a little jitter so many screens don't return at once. */
export const reconnectDelayMs = (attempt: number, jitter = Math.random()) =>
  Math.round(Math.min(30_000, 1_000 * 2 ** Math.min(attempt, 5)) * (0.8 + 0.4 * jitter))
