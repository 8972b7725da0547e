/** How often the newest readable position is polled while a committed append is not readable yet. */
const HELD_BACK_POLL_MS = 5

/**
 * Wakes pollers when something may have become readable. A committed append is readable only
 * once every older transaction has finished (the watermark of schema.ts); until then readers
 * would find nothing new. So when an append is known to be committed (ours, or another
 * process's NOTIFY) but lies above the newest readable position, one shared loop polls that
 * position every few milliseconds and wakes everyone once it moves: a transaction that
 * finishes without a NOTIFY of its own (any read-model write, a writer killed mid-append)
 * never keeps readers waiting for the 1 s fallback.
 */
export class AppendSignal {
  /** Each waiter's wake-up, and what it has read up to (news at or below that does not wake it). */
  #waiters = new Map<() => void, (() => bigint) | undefined>()
  #committed = 0n
  #readable = 0n
  #watching = false
  #closed = false
  #wakeups = 0

  constructor(private readonly readableHead: () => Promise<bigint>) {}

  /** An append committed at `position`: wake pollers now, and again once it is readable. */
  committed(position: bigint) {
    if (position > this.#committed) this.#committed = position
    this.#wake(position)
    void this.#watch()
  }

  /** The newest readable position, seen by any reader: when it moved, pollers have something to read. */
  readable(position: bigint) {
    if (position <= this.#readable) return
    this.#readable = position
    this.#wake(position)
  }

  /** Counts wake-ups: a reader notes it before reading, so a wake-up during its read is not lost. */
  get wakeups() {
    return this.#wakeups
  }

  /**
   * Resolves on the next wake-up (at once if one came since `since`), or after `ms`. With `seen`,
   * only news of a position above it wakes this waiter (a reader's own read must not wake it again).
   */
  wait(ms: number, since?: number, seen?: () => bigint): Promise<void> {
    if (this.#closed || (since !== undefined && since !== this.#wakeups)) return Promise.resolve()
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.#waiters.delete(done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      this.#waiters.set(done, seen)
    })
  }

  close() {
    this.#closed = true
    this.#wake(null)
  }

  /** Wakes every waiter that has not read `position` (all on close). */
  #wake(position: bigint | null) {
    this.#wakeups++
    for (const [waiter, seen] of [...this.#waiters]) {
      if (position !== null && seen !== undefined && seen() >= position) continue
      this.#waiters.delete(waiter)
      waiter()
    }
  }

  async #watch() {
    if (this.#watching) return
    this.#watching = true
    try {
      while (!this.#closed && this.#committed > this.#readable) {
        await new Promise((resolve) => setTimeout(resolve, HELD_BACK_POLL_MS))
        this.readable(await this.readableHead())
      }
    } catch {
      // the database is away: pollers fall back to their own timeout
    } finally {
      this.#watching = false
    }
  }
}
