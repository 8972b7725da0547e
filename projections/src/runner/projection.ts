import type { RecordedEvent } from "@timber/eventstore"
import type { ReadTrx } from "../database"

/**
 * A projection: a name, a version (bump it when `apply` changes meaning: the runner
 * then rebuilds from position 0), the event types it reads, how to apply one event
 * inside the runner's transaction (returning the live topics it touched), and how
 * to empty its tables before a rebuild.
 */
export interface Projection {
  readonly name: string
  readonly version: number
  readonly eventTypes: ReadonlyArray<string>
  readonly tables: ReadonlyArray<string>
  readonly apply: (trx: ReadTrx, event: RecordedEvent) => Promise<ReadonlyArray<string>>
  readonly reset: (trx: ReadTrx) => Promise<void>
}
