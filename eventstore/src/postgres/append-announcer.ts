/**
 * Tells other processes (LISTEN) that appends committed, after their commit and outside
 * their transaction. At most one NOTIFY is in flight; appends that commit meanwhile are
 * announced together by the next one, with the newest position as payload.
 */
export class AppendAnnouncer {
  #pending: bigint | null = null
  #sending: Promise<void> | null = null

  constructor(private readonly notify: (payload: string) => Promise<void>) {}

  announce(position: bigint) {
    if (this.#pending === null || position > this.#pending) this.#pending = position
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
        this.#pending = null
        // a lost NOTIFY only delays listeners until their poll
        await this.notify(position.toString()).catch(() => undefined)
      }
    } finally {
      // in the same turn as the loop's last check: an announcement cannot fall between
      this.#sending = null
    }
  }
}
