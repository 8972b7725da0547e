import type { RecordedEvent } from "@timber/eventstore"
import type { ReadTrx } from "../database"

/**
 * A projection: a name, a version (bump it when `apply` changes meaning: the runner
 * then rebuilds from position 0), the event types it reads, how to apply one event
 * inside the runner's transaction (returning the live topics it touched), and how
 * to empty its tables before a rebuild. A projection may also apply a whole batch
 * set-based (`applyBatch`: fold it in memory, write each touched row once, see
 * `row-writes.ts`); the runner then falls back to `apply`, one event at a time, only
 * to find the event a failed batch write stumbled on.
 */
export interface Projection {
  readonly name: string
  readonly version: number
  readonly eventTypes: ReadonlyArray<string>
  readonly tables: ReadonlyArray<string>
  /**
   * Of `tables`, those it only ever inserts into, never reading, changing or deleting their rows
   * while it applies events (an index of the log): a rebuild builds their non-unique indexes once
   * its last page is in, instead of row by row.
   */
  readonly insertOnly?: ReadonlyArray<string>
  readonly apply: (trx: ReadTrx, event: RecordedEvent) => Promise<ReadonlyArray<string>>
  /** The events are its own types, in position order; throws PoisonEvent for one it cannot read. */
  readonly applyBatch?: (trx: ReadTrx, events: ReadonlyArray<RecordedEvent>) => Promise<ReadonlyArray<string>>
  readonly reset: (trx: ReadTrx) => Promise<void>
}

/** `apply` and `applyBatch` from one fold over a batch: one event is a batch of one. */
export const batched = (applyBatch: NonNullable<Projection["applyBatch"]>): Pick<Projection, "apply" | "applyBatch"> => ({
  apply: (trx, event) => applyBatch(trx, [event]),
  applyBatch
})
