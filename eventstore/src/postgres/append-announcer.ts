/** A NOTIFY payload must stay below PostgreSQL's 8,000 bytes; longer lists of streams are sent as "all". */
const MAX_PAYLOAD = 7_000
const ALL_STREAMS = "*"

/**
 * What an announcement tells: the newest position appended, the streams appended to ("all" when
 * too many to name), and the store that appended (which told its own watchers already).
 */
export interface Announcement {
  readonly position: bigint
  readonly origin: string
  readonly streams: ReadonlyArray<string> | "all"
}

/** The payload: the position and the origin on the first line, then one stream per line (or `*`). */
export const announcementPayload = ({ position, origin, streams }: Announcement): string => {
  const named = streams === "all" ? ALL_STREAMS : streams.join("\n")
  const payload = `${position} ${origin}\n${named}`
  return payload.length <= MAX_PAYLOAD ? payload : `${position} ${origin}\n${ALL_STREAMS}`
}

/**
 * An announcement read back, or null for a payload that is not one. A bare position (a process
 * of the earlier format) names no streams, so it counts as "all".
 */
export const parseAnnouncement = (payload: string): Announcement | null => {
  const [first, ...rest] = payload.split("\n")
  const head = /^(\d{1,19})(?: ([\w-]{1,64}))?$/.exec(first ?? "")
  if (head === null) return null
  const streams = rest.length === 0 || rest.includes(ALL_STREAMS) ? "all" : rest.filter((line) => line !== "")
  return { position: BigInt(head[1]!), origin: head[2] ?? "", streams }
}

/**
 * Tells other processes (LISTEN) that appends committed, after their commit and outside
 * their transaction. At most one NOTIFY is in flight; appends that commit meanwhile are
 * announced together by the next one, with the newest position and every stream they touched.
 */
export class AppendAnnouncer {
  #pending: bigint | null = null
  #streams = new Set<string>()
  #sending: Promise<void> | null = null

  constructor(
    private readonly origin: string,
    private readonly notify: (payload: string) => Promise<void>
  ) {}

  announce(position: bigint, streams: ReadonlyArray<string>) {
    if (this.#pending === null || position > this.#pending) this.#pending = position
    for (const stream of streams) this.#streams.add(stream)
    this.#sending ??= this.#send()
  }

  /** Resolves once every announcement made so far was sent (before the connection closes). */
  async flush() {
    await this.#sending
  }

  async #send() {
    try {
      while (this.#pending !== null) {
        const position = this.#pending
        const streams = [...this.#streams]
        this.#pending = null
        this.#streams = new Set()
        // a lost NOTIFY only delays listeners until their poll (and stream caches until their entries expire)
        await this.notify(announcementPayload({ position, origin: this.origin, streams })).catch(() => undefined)
      }
    } finally {
      // in the same turn as the loop's last check: an announcement cannot fall between
      this.#sending = null
    }
  }
}
