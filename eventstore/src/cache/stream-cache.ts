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
  /** Told how many events a read copied into a new array (a `fromRevision` past the start): what a spec counts. */
  readonly materialised?: (events: number) => void
}

interface Held {
  /**
   * The stream from revision 0, owned by the cache and only ever appended to: a read adds its new
   * events here and answers a fixed-length view, never a copy (copying a wood type's
   * 40k events on every read took 3.9 ms).
   */
  readonly events: RecordedEvent[]
  /** Until when a watched stream is answered from memory; 0 once an append to it was announced. */
  trustedUntil: number
}

const lastRevisionOf = (events: ReadonlyArray<RecordedEvent>) => (events.length === 0 ? -1n : events[events.length - 1]!.revision)

const refuseWrite = () => {
  throw new TypeError("a stream read from the stream cache is read-only")
}

/**
 * The first `length` events of an append-only array, as a read-only array that never sees what is
 * appended after it was answered: a command that read a stream decides on (and appends after) the
 * revisions it read, whatever another read adds meanwhile. Costs nothing to make; element access
 * goes through the view, which suits how streams are read (a fold of the tail, the last event).
 */
const frozenView = (events: RecordedEvent[], length: number): ReadonlyArray<RecordedEvent> =>
  new Proxy(events, {
    get: (target, key, receiver) => {
      if (key === "length") return length
      if (typeof key === "string") {
        const index = Number(key)
        if (Number.isInteger(index) && index >= length) return undefined
      }
      return Reflect.get(target, key, receiver)
    },
    has: (target, key) => {
      if (typeof key === "string") {
        const index = Number(key)
        if (Number.isInteger(index) && index >= length) return false
      }
      return Reflect.has(target, key)
    },
    ownKeys: () => [...Array.from({ length }, (_, i) => String(i)), "length"],
    getOwnPropertyDescriptor: (target, key) => {
      if (key === "length") return { value: length, writable: true, enumerable: false, configurable: false }
      if (typeof key === "string") {
        const index = Number(key)
        if (Number.isInteger(index) && index >= length) return undefined
      }
      return Reflect.getOwnPropertyDescriptor(target, key)
    },
    set: refuseWrite,
    defineProperty: refuseWrite,
    deleteProperty: refuseWrite
  })

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

  /**
   * Adds a read's new events to the stream it held when the read began (or to what another read
   * holds now, if that one is further on): only revisions past the last held are added, so two
   * reads of one stream that overlap store each event once. The stream becomes the most recently read.
   */
  const remember = (streamId: string, base: Held | undefined, newer: ReadonlyArray<RecordedEvent>, trustedUntil: number): Held => {
    const current = streams.get(streamId)
    const fits = (entry: Held | undefined): entry is Held =>
      entry !== undefined && (newer.length === 0 || newer[0]!.revision <= lastRevisionOf(entry.events) + 1n)
    const entry = fits(current) ? current : fits(base) ? base : { events: [], trustedUntil: 0 }
    if (current) {
      held -= current.events.length
      streams.delete(streamId)
    }
    const last = lastRevisionOf(entry.events)
    for (const event of newer) if (event.revision > last) entry.events.push(event)
    entry.trustedUntil = trustedUntil
    streams.set(streamId, entry)
    held += entry.events.length
    for (const [oldest, evicted] of streams) {
      if (held <= maxEvents || oldest === streamId) break
      streams.delete(oldest)
      held -= evicted.events.length
    }
    return entry
  }

  /** What a read answers: a view of the held events, or, from a later revision, a copy of the tail only. */
  const answer = (events: RecordedEvent[], fromRevision: bigint | undefined): ReadonlyArray<RecordedEvent> => {
    const first = events.length === 0 ? 0n : events[0]!.revision
    if (fromRevision === undefined || fromRevision <= first) return frozenView(events, events.length)
    const tail = events.slice(Math.min(events.length, Number(fromRevision - first)))
    options.materialised?.(tail.length)
    return tail
  }

  /** A refused append means this memory of the stream is behind (an announcement not yet here): read it next time. */
  const forgetRefused = <A, E>(append: Effect.Effect<A, E>) =>
    Effect.tapError(append, (error) => Effect.sync(() => error instanceof WrongExpectedRevision && forget([error.streamId])))

  return {
    ...store,
    readStream: (streamId, readOptions) => {
      const entry = streams.get(streamId)
      if (entry && entry.trustedUntil > now()) return Effect.succeed(answer(entry.events, readOptions?.fromRevision))
      const next = entry ? lastRevisionOf(entry.events) + 1n : 0n
      const seen = announcementsOf(streamId)
      return Effect.map(store.readStream(streamId, { fromRevision: next }), (newer) => {
        const trusted = watched(streamId) && announcementsOf(streamId) === seen
        if (!entry && newer.length === 0) return newer
        const kept = remember(streamId, entry, newer, trusted ? now() + trustMs : 0)
        return answer(kept.events, readOptions?.fromRevision)
      })
    },
    appendToStream: (streamId, events, appendOptions) => forgetRefused(store.appendToStream(streamId, events, appendOptions)),
    appendToStreams: (appends) => forgetRefused(store.appendToStreams(appends))
  }
}
