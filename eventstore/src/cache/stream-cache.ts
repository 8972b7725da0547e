import { Effect } from "effect"
import type { EventStore, RecordedEvent } from "../port"

/** How many events a process keeps of the streams it read, by default (least recently read streams go first). */
export const DEFAULT_CACHED_EVENTS = 50_000

/**
 * The event store with a memory of the streams this process has read: a stream read again asks
 * the store only for the revisions after the last one it holds. Events are never edited or
 * deleted and a stream's revisions commit in order (revision r + 1 is taken only once r is
 * committed, the unique (stream_id, revision) makes the later insert wait), so "what I held, then
 * what came after" is exactly what a full read would answer — one round trip either way, but a
 * long stream (a wood type every LOT records its use on, a user who signs in all day) costs its
 * new events, not its whole history. Appends go straight through; the next read picks them up.
 */
export const withStreamCache = (store: EventStore, maxEvents: number = DEFAULT_CACHED_EVENTS): EventStore => {
  // a Map iterates in insertion order: re-inserting on every read keeps the least recently read first
  const streams = new Map<string, ReadonlyArray<RecordedEvent>>()
  let held = 0

  const remember = (streamId: string, events: ReadonlyArray<RecordedEvent>) => {
    const before = streams.get(streamId)
    if (before) {
      held -= before.length
      streams.delete(streamId)
    }
    streams.set(streamId, events)
    held += events.length
    for (const [oldest, evicted] of streams) {
      if (held <= maxEvents || oldest === streamId) break
      streams.delete(oldest)
      held -= evicted.length
    }
  }

  return {
    ...store,
    readStream: (streamId, options) => {
      const known = streams.get(streamId) ?? []
      const next = known.length === 0 ? 0n : known[known.length - 1]!.revision + 1n
      return Effect.map(store.readStream(streamId, { fromRevision: next }), (newer) => {
        const all = newer.length === 0 ? known : [...known, ...newer]
        if (all.length > 0) remember(streamId, all)
        const from = options?.fromRevision ?? 0n
        return from === 0n ? all : all.filter((event) => event.revision >= from)
      })
    }
  }
}
