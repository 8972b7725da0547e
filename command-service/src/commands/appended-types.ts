import { FiberRef } from "effect"

/**
 * The event types this request appended so far. Each request runs in a fiber of its own, so it
 * starts empty; a child fiber's appends join back into its parent's (handlers may append side by side).
 */
export const AppendedEventTypes = FiberRef.unsafeMake<ReadonlyArray<string>>([], {
  fork: () => [],
  join: (parent, child) => [...parent, ...child]
})
