import { Effect } from "effect"
import type { EventStore } from "../port"

/** Lag beyond this many events is reported as this many: a scrape reads no more, and the seconds say how far behind. */
export const LAG_EVENTS_COUNTED = 1_000

/** A checkpointed consumer (a projection, a process manager) and where it stands. */
export interface Standing {
  readonly name: string
  readonly position: bigint
}

/**
 * How far each consumer is behind the log: the events recorded after its checkpoint (up to
 * LAG_EVENTS_COUNTED) and the age of the oldest of them in seconds (0 when caught up). One page
 * read per distinct checkpoint, from the position index: never the log's tail whole.
 */
export const consumerLags = async (
  store: Pick<EventStore, "readAll">,
  standings: ReadonlyArray<Standing>,
  now: Date,
  /** How many events to count at most (readiness needs only the oldest's age: 1). */
  counted: number = LAG_EVENTS_COUNTED
): Promise<ReadonlyArray<{ readonly name: string; readonly events: number; readonly seconds: number }>> => {
  const after = new Map<bigint, { readonly events: number; readonly seconds: number }>()
  for (const position of new Set(standings.map((standing) => standing.position))) {
    const page = await Effect.runPromise(store.readAll({ fromPosition: position + 1n, limit: counted }))
    const oldest = page[0]?.recordedAt
    after.set(position, { events: page.length, seconds: oldest === undefined ? 0 : Math.max(0, (now.getTime() - oldest.getTime()) / 1000) })
  }
  return standings.map((standing) => ({ name: standing.name, ...after.get(standing.position)! }))
}
