import type { EventStore } from "@timber/eventstore"
import { Effect } from "effect"

/** The process dying at one of the command service's calls to the store: nothing after it runs. */
export class Killed extends Error {}

/**
 * The store as the command service sees it, with a kill armed at its n-th call from now: before
 * the call reaches the store ("before"), or once the store has done it but before the answer
 * comes back ("after": committed, the process gone before it could answer).
 */
export const killable = (store: EventStore) => {
  let armed: { readonly at: number | "append"; readonly when: "before" | "after" } | null = null
  let calls = 0
  const guard =
    <Args extends unknown[], A, E>(call: (...args: Args) => Effect.Effect<A, E>, isAppend = false) =>
    (...args: Args): Effect.Effect<A, E> =>
      Effect.suspend(() => {
        const n = calls++
        if (armed?.at !== n && !(armed?.at === "append" && isAppend)) return call(...args)
        const { when } = armed
        armed = null
        return when === "before" ? Effect.die(new Killed()) : Effect.flatMap(call(...args), () => Effect.die(new Killed()))
      })
  const counted = guard(store.readStream)
  const faulty: EventStore = {
    ...store,
    // a user's stream is read when the directory of sessions learns of a new one, whenever that
    // happens to be: not a step of the command under test, so it neither counts nor dies
    readStream: (streamId, options) => (streamId.startsWith("User-") ? store.readStream(streamId, options) : counted(streamId, options)),
    appendToStream: guard(store.appendToStream, true),
    appendToStreams: guard(store.appendToStreams, true)
  }
  return {
    store: faulty,
    /**
     * `at` the n-th call from now, or at the command's append whatever its place ("append"): a
     * command's reads vary in number from one run to the next (a claim's number found through a
     * hint, a wood type's current books), its append is the one call that commits.
     */
    arm: (at: number | "append", when: "before" | "after") => {
      calls = 0
      armed = { at, when }
    },
    count: () => {
      calls = 0
      armed = null
      return () => calls
    }
  }
}
