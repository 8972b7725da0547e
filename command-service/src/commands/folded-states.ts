import { decodeEvent } from "@timber/contracts"
import type { Decider } from "@timber/domain"
import type { EventStore, RecordedEvent } from "@timber/eventstore"

/** How many folded streams a store keeps per process (least recently loaded go first). */
const MAX_FOLDED_STREAMS = 20_000

/**
 * How many folded points a stream keeps. Concurrent commands read one stream at different
 * lengths and their answers come back in any order: with only the newest point, a read that
 * came back shorter than it had to fold the whole history again, through thousands of a wood
 * type's use events (BENCHMARKS.md, "Measurements behind code decisions"). Sixteen clients at once
 * are covered with room to spare.
 */
const POINTS_PER_STREAM = 64

interface FoldedPoint {
  /** How many of the stream's events the state has seen, and the id of the last, to know it is the same history. */
  readonly count: number
  readonly lastId: string
  readonly state: unknown
}

interface Folded {
  readonly decider: object
  /** Ascending by count. */
  readonly points: Array<FoldedPoint>
}

// per store: two stores (two test databases in one process) may hold streams of the same name and ids
const memo = new WeakMap<EventStore, Map<string, Folded>>()

/** The longest point that is a prefix of `recorded`. */
const bestPoint = (points: ReadonlyArray<FoldedPoint>, recorded: ReadonlyArray<RecordedEvent>) => {
  for (let i = points.length - 1; i >= 0; i--) {
    const point = points[i]!
    if (point.count <= recorded.length && recorded[point.count - 1]!.id === point.lastId) return point
  }
  return undefined
}

const withPoint = (points: Array<FoldedPoint>, point: FoldedPoint) => {
  const at = points.findIndex((p) => p.count >= point.count)
  if (at === -1) points.push(point)
  else if (points[at]!.count === point.count) points[at] = point
  else points.splice(at, 0, point)
  if (points.length > POINTS_PER_STREAM) points.shift()
  return points
}

/**
 * The aggregate's state after `recorded`, folding only the events after the longest prefix of it
 * folded before from this store (the stream cache answers the read itself from memory and its new
 * revisions). Deciders are pure, so a state folded once is the same state later.
 */
export const foldRecorded = <E extends { _tag: string }, S>(
  store: EventStore,
  decider: Decider<unknown, E, S>,
  streamId: string,
  recorded: ReadonlyArray<RecordedEvent>
): S => {
  let folded = memo.get(store)
  if (!folded) memo.set(store, (folded = new Map()))
  const known = folded.get(streamId)
  const start = known?.decider === decider ? bestPoint(known.points, recorded) : undefined
  let state = start ? (start.state as S) : decider.initialState
  for (let i = start?.count ?? 0; i < recorded.length; i++) state = decider.evolve(state, decodeEvent(decider.events, recorded[i]!))
  if (recorded.length > 0) {
    const point = { count: recorded.length, lastId: recorded[recorded.length - 1]!.id, state }
    const points = known?.decider === decider ? withPoint(known.points, point) : [point]
    folded.delete(streamId)
    folded.set(streamId, { decider, points })
    if (folded.size > MAX_FOLDED_STREAMS) folded.delete(folded.keys().next().value!)
  }
  return state
}
