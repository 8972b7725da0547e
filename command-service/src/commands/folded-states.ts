import { decodeEvent } from "@timber/contracts"
import type { Decider } from "@timber/domain"
import type { EventStore, RecordedEvent } from "@timber/eventstore"

/** How many folded streams a store keeps per process (least recently loaded go first). */
const MAX_FOLDED_STREAMS = 20_000

interface Folded {
  readonly decider: object
  /** How many of the stream's events the state has seen, and the id of the last, to know it is the same history. */
  readonly count: number
  readonly lastId: string
  readonly state: unknown
}

// per store: two stores (two test databases in one process) may hold streams of the same name and ids
const memo = new WeakMap<EventStore, Map<string, Folded>>()

/**
 * The aggregate's state after `recorded`, folding only the events after the ones folded last time
 * this stream was loaded from this store (the stream cache answers the read itself from memory
 * and its new revisions). Deciders are pure, so a state folded once is the same state later.
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
  const reusable =
    known !== undefined && known.decider === decider && known.count <= recorded.length && known.count > 0 && recorded[known.count - 1]!.id === known.lastId
  let state = reusable ? (known.state as S) : decider.initialState
  for (const event of recorded.slice(reusable ? known.count : 0)) state = decider.evolve(state, decodeEvent(decider.events, event))
  if (recorded.length > 0) {
    folded.delete(streamId)
    folded.set(streamId, { decider, count: recorded.length, lastId: recorded[recorded.length - 1]!.id, state })
    if (folded.size > MAX_FOLDED_STREAMS) folded.delete(folded.keys().next().value!)
  }
  return state
}
