import { Effect, Stream } from "effect"
import type { EventStoreUnavailable, EventStore, RecordedEvent } from "../port"

const POLL_MS = 1000
const BATCH = 500

/**
 * Every event from `fromPosition` (inclusive), then live ones, each once, in position order:
 * `readAll` batch after batch, sleeping on `waitForAppend` in between. Nothing in production
 * subscribes (consumers run the checkpointed loop); tests use it to watch the log as a
 * consumer would, so it is built on the port instead of being part of it.
 */
export const subscribeToAll = (
  store: EventStore,
  options: { readonly fromPosition: bigint; readonly eventTypes?: ReadonlyArray<string> }
): Stream.Stream<RecordedEvent, EventStoreUnavailable> =>
  Stream.suspend(() => {
    let next = options.fromPosition
    const nextBatch = Effect.gen(function* () {
      for (;;) {
        // waiting starts before the read: an append that commits during it wakes the next read at once
        const appended = store.waitForAppend(POLL_MS)
        const batch = yield* store.readAll({ fromPosition: next, limit: BATCH, eventTypes: options.eventTypes })
        if (batch.length > 0) {
          next = batch[batch.length - 1]!.position + 1n
          return batch
        }
        yield* Effect.promise(() => appended)
      }
    })
    return Stream.repeatEffect(nextBatch).pipe(Stream.flattenIterables)
  })
