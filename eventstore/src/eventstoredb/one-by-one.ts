import { Effect } from "effect"
import { StreamHolds, type AppendResult, type EventStore, type StreamAppend } from "../port"

/**
 * `appendToStreams` on a store without multi-stream transactions (EventStoreDB before KurrentDB's
 * multi-stream append): the appends one after another, stopping at the first that fails. An
 * append that refuses a type reads its stream back after it landed; what was appended before a
 * failure stays (the command path's claims and uses tolerate that: an owner that never
 * appeared frees its claim, a use without its user is gone).
 */
export const appendOneByOne = (store: Pick<EventStore, "appendToStream" | "readStream">, appends: ReadonlyArray<StreamAppend>) =>
  Effect.gen(function* () {
    const results: AppendResult[] = []
    for (const { streamId, events, expectedRevision, refuseIfHolds } of appends) {
      results.push(yield* store.appendToStream(streamId, events, { expectedRevision }))
      if (refuseIfHolds === undefined) continue
      const ids = new Set(events.map((event) => event.id))
      const after = yield* store.readStream(streamId)
      const mine = after.findIndex((event) => ids.has(event.id))
      const refused = after.findIndex((event) => event.type === refuseIfHolds)
      if (refused !== -1 && (mine === -1 || refused < mine)) return yield* new StreamHolds({ streamId, eventType: refuseIfHolds })
    }
    return results as ReadonlyArray<AppendResult>
  })
