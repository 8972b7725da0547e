import type { EventStore } from "@timber/eventstore"

/**
 * The store the services get, noting each append's stream ids in `appends` (one entry an
 * append): how a spec proves that one request wrote its streams together, in a single append.
 */
export const notingAppends =
  (appends: Array<ReadonlyArray<string>>) =>
  (store: EventStore): EventStore => ({
    ...store,
    appendToStreams: (batch) => {
      appends.push(batch.map((append) => append.streamId))
      return store.appendToStreams(batch)
    }
  })
