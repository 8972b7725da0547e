import { Effect } from "effect"
import { WrongExpectedRevision, type EventStore, type RecordedEvent } from "../port"

/** How many events a process keeps of the streams it read, by default (least recently read streams go first). */
export const DEFAULT_CACHED_EVENTS = 50_000

/**
 * How long a watched stream is answered from memory after its last read when no announcement
 * named it: the bound on staleness if another process's announcement (a NOTIFY) is lost, the
 * same second the pollers fall back to.
 */
export const DEFAULT_TRUST_MS = 1_000

export interface StreamCacheOptions {
  readonly maxEvents?: number
  /**
   * Streams answered from memory, with no round trip, while no append to them was announced
   * (the store's `onAppended`) — the signed-in user's stream, read on every request. Others are
   * always asked for their newer events. Nothing is watched on a store without `onAppended`.
   */
  readonly watched?: (streamId: string) => boolean
  readonly trustMs?: number
  readonly now?: () => number
}

interface Held {
  readonly events: ReadonlyArray<RecordedEvent>
  /** Until when a watched stream is answered from memory; 0 once an append to it was announced. */
  trustedUntil: number
}

/**
 * The event store with a memory of the streams this process has read: a stream read again asks
 * the store only for the revisions after the last one it holds. Events are never edited or
 * deleted and a stream's revisions commit in order (revision r + 1 is taken only once r is
 * committed, the unique (stream_id, revision) makes the later insert wait), so "what I held, then
 * what came after" is exactly what a full read would answer — one round trip either way, but a
 * long stream (a wood type every LOT records its use on, a user who signs in all day) costs its
 * new events, not its whole history. Appends go straight through; the next read picks them up.
 *
 * A watched stream costs no round trip at all while nothing was appended to it: this process's
 * own appends are announced before they answer (so the request after a lock sees the lock), other
 * processes' within their NOTIFY's delivery, and a lost NOTIFY within `trustMs`. A read that
 * overlapped an announcement of its stream is not trusted (it may have read before that append).
 */
export const withStreamCache = (store: EventStore, options: StreamCacheOptions = {}): EventStore => {
  const maxEvents = options.maxEvents ?? DEFAULT_CACHED_EVENTS
  const trustMs = options.trustMs ?? DEFAULT_TRUST_MS
  const now = options.now ?? Date.now
  const watched = store.onAppended ? (options.watched ?? (() => false)) : () => false
  // a Map iterates in insertion order: re-inserting on every read keeps the least recently read first
  const streams = new Map<string, Held>()
  let held = 0
  /** Announcements seen per stream (and of "all"), so a read can tell whether one overlapped it. */
  const announced = new Map<string, number>()
  let announcedAll = 0
  const announcementsOf = (streamId: string) => (announced.get(streamId) ?? 0) + announcedAll

  const forget = (changed: ReadonlyArray<string> | "all") => {
    if (changed === "all") {
      announcedAll++
      for (const entry of streams.values()) entry.trustedUntil = 0
      return
    }
    for (const streamId of changed) {
      if (!watched(streamId)) continue
      announced.set(streamId, (announced.get(streamId) ?? 0) + 1)
      const entry = streams.get(streamId)
      if (entry) entry.trustedUntil = 0
    }
  }
  store.onAppended?.(forget)

  const remember = (streamId: string, events: ReadonlyArray<RecordedEvent>, trustedUntil: number) => {
    const before = streams.get(streamId)
    if (before) {
      held -= before.events.length
      streams.delete(streamId)
    }
    streams.set(streamId, { events, trustedUntil })
    held += events.length
    for (const [oldest, evicted] of streams) {
      if (held <= maxEvents || oldest === streamId) break
      streams.delete(oldest)
      held -= evicted.events.length
    }
  }

  const from = (events: ReadonlyArray<RecordedEvent>, fromRevision: bigint | undefined) =>
    (fromRevision ?? 0n) === 0n ? events : events.filter((event) => event.revision >= fromRevision!)

  /** A refused append means this memory of the stream is behind (an announcement not yet here): read it next time. */
  const forgetRefused = <A, E>(append: Effect.Effect<A, E>) =>
    Effect.tapError(append, (error) => Effect.sync(() => error instanceof WrongExpectedRevision && forget([error.streamId])))

  return {
    ...store,
    readStream: (streamId, options) => {
      const entry = streams.get(streamId)
      if (entry && entry.trustedUntil > now()) return Effect.succeed(from(entry.events, options?.fromRevision))
      const known = entry?.events ?? []
      const next = known.length === 0 ? 0n : known[known.length - 1]!.revision + 1n
      const seen = announcementsOf(streamId)
      return Effect.map(store.readStream(streamId, { fromRevision: next }), (newer) => {
        const all = newer.length === 0 ? known : [...known, ...newer]
        const trusted = watched(streamId) && announcementsOf(streamId) === seen
        if (all.length > 0) remember(streamId, all, trusted ? now() + trustMs : 0)
        return from(all, options?.fromRevision)
      })
    },
    appendToStream: (streamId, events, appendOptions) => forgetRefused(store.appendToStream(streamId, events, appendOptions)),
    appendToStreams: (appends) => forgetRefused(store.appendToStreams(appends))
  }
}
