import { decodeEvent, eventTypesOf } from "@timber/contracts"
import type { RecordedEvent } from "@timber/eventstore"
import type { Schema } from "effect"
import type { Kysely } from "kysely"
import { batched, type Projection } from "./projection"
import { decodeOrPoison, RowWrites, type Keyed } from "./row-writes"

/**
 * A projection that keeps one row per record in one table (a role, a warehouse, a notification): each
 * batch is folded in memory and each row it touches written once (`RowWrites`), an event it cannot
 * read stops it (poison), and a rebuild starts from an empty table. Each projection says only what an
 * event does to the rows and which live topics it touches.
 */
export const recordRowsProjection = <T extends Keyed, E extends { readonly _tag: string }, I>(spec: {
  readonly name: string
  /** Bump it when `apply` changes meaning: the runner then rebuilds from position 0. */
  readonly version: number
  /** The record's events (contracts' union): what the projection reads and how each is decoded. */
  readonly events: Schema.Schema<E, I, never>
  /** Of those, the types it reads when not all (a use that changes nothing its rows show). */
  readonly eventTypes?: ReadonlyArray<string>
  readonly table: T
  /** A new row whose id is already stored: kept as it is, or the batch fails (`RowWrites`). */
  readonly ifStored?: "keep" | "fail"
  /** What one event does to the rows; the live topics it touches. */
  readonly apply: (rows: RowWrites<T>, e: E, event: RecordedEvent) => ReadonlyArray<string>
}): Projection => ({
  name: spec.name,
  version: spec.version,
  eventTypes: spec.eventTypes ?? eventTypesOf(spec.events),
  tables: [spec.table],
  ...batched(async (trx, events) => {
    const rows = new RowWrites(trx, spec.table, spec.ifStored)
    const topics = new Set<string>()
    for (const event of events) {
      const e = decodeOrPoison((recorded) => decodeEvent(spec.events, recorded), event)
      for (const topic of spec.apply(rows, e, event)) topics.add(topic)
    }
    await rows.flush()
    return [...topics]
  }),
  reset: async (trx) => {
    // the table's own types are checked where its rows are built; here it is only a name
    await (trx as unknown as Kysely<Record<string, { id: string }>>).deleteFrom(spec.table as string).execute()
  }
})
