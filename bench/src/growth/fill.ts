import type { EventStore, NewEvent, StreamAppend } from "@timber/eventstore"
import { Effect } from "effect"
import type { StepName } from "./business-day"
import type { makeCopier } from "./copies"

/** Events per appendToStreams: one transaction each, well under the store's 65,536 positions a transaction. */
const EVENTS_PER_APPEND = Number(process.env.BENCH_GROWTH_APPEND_EVENTS ?? 10_000)

/**
 * The steps LOT n goes through: every LOT is received and has a sleeper sliced; every second one
 * gives a drying batch; every fifth a transfer, and a manager signs in.
 */
export const stepsOfLot = (n: number): ReadonlyArray<StepName> => [
  "lot",
  "slicing",
  ...(n % 2 === 0 ? (["drying"] as const) : []),
  ...(n % 5 === 0 ? (["transfer", "signIn"] as const) : [])
]

/**
 * Copies LOTs `from`..`to` (inclusive) into the store through its port: big appendToStreams,
 * each stream's events in order ("any" revision: the fill is the only writer). Returns the
 * events written.
 */
export const fillLots = async (store: EventStore, copier: ReturnType<typeof makeCopier>, from: number, to: number, progress: (lot: number) => void) => {
  let pending: Array<{ readonly streamId: string; readonly event: NewEvent }> = []
  let written = 0
  // the next batch is copied while the last one is stored: PostgreSQL's work and the copying overlap
  let storing: Promise<void> = Promise.resolve()
  const flush = async () => {
    const byStream = new Map<string, NewEvent[]>()
    for (const { streamId, event } of pending) {
      const events = byStream.get(streamId)
      if (events) events.push(event)
      else byStream.set(streamId, [event])
    }
    const appends: StreamAppend[] = [...byStream].map(([streamId, events]) => ({ streamId, events, expectedRevision: "any" }))
    const count = pending.length
    pending = []
    await storing
    storing = Effect.runPromise(store.appendToStreams(appends)).then(() => {
      written += count
    })
  }
  for (let n = from; n <= to; n++) {
    pending.push(...copier.copy(n, stepsOfLot(n)))
    if (pending.length >= EVENTS_PER_APPEND) {
      await flush()
      progress(n)
    }
  }
  if (pending.length > 0) await flush()
  await storing
  return written
}
