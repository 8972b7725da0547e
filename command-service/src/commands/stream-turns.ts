import type { EventStore } from "@timber/eventstore"
import { Effect } from "effect"

interface Turn {
  readonly semaphore: Effect.Semaphore
  /** Commands holding or waiting for it: the turn is forgotten when none is left. */
  users: number
}

/**
 * Turns on streams, per store in this process. A command that lost the race for a stream tries
 * again only in its turn on that stream: writers of one hot stream in this process (eight clients
 * ending operations of one LOT, all moving stock on the same rows) then take turns instead of
 * trying together again and again. Measured before this (BENCHMARKS.md, 2026-12-07): about 8.5
 * tries per slicing end from 8 clients, each re-reading and re-folding its stock books. A first
 * try takes no turn, so uncontended commands never wait; other processes are still met by the
 * revision check. A try takes all its turns at once, in one order (by stream id), and gives them
 * back when it ends, so two commands never wait on each other's turns.
 */
const turnsOf = new WeakMap<EventStore, Map<string, Turn>>()

const take = (turns: Map<string, Turn>, streamId: string) =>
  Effect.sync(() => {
    let turn = turns.get(streamId)
    if (!turn) turns.set(streamId, (turn = { semaphore: Effect.unsafeMakeSemaphore(1), users: 0 }))
    turn.users++
    return turn
  })

const giveBack = (turns: Map<string, Turn>, streamId: string, turn: Turn) =>
  Effect.sync(() => {
    if (--turn.users === 0) turns.delete(streamId)
  })

/** Runs `attempt` in this process's turn on each of `streamIds` (none: at once). */
export const inTurnOn = <A, E, R>(store: EventStore, streamIds: ReadonlySet<string>, attempt: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> => {
  if (streamIds.size === 0) return attempt
  let turns = turnsOf.get(store)
  if (!turns) turnsOf.set(store, (turns = new Map()))
  const held = turns
  return [...streamIds].sort().reduceRight<Effect.Effect<A, E, R>>(
    (inner, streamId) =>
      Effect.acquireUseRelease(
        take(held, streamId),
        (turn) => turn.semaphore.withPermits(1)(inner),
        (turn) => giveBack(held, streamId, turn)
      ),
    attempt
  )
}
