/**
 * Event upcasting. An event's stored data is never rewritten (events are never
 * edited); when an event type's shape changes, the change gets an upcaster that reads the older
 * shape as the newer one, and every read applies the chain from the version the event was written
 * at (its metadata's `schemaVersion`) to the type's current one. The one place a read applies
 * them is `decodeEvent` (stored-event.ts): deciders, projections, process managers, the audit and
 * its as-of folds all read through it.
 */

/** Reads one version of an event type's data as the next version. */
export type Upcaster = (data: Readonly<Record<string, unknown>>) => Record<string, unknown>

/** Each changed event type's upcasters in order: the first reads version 1 as 2, the next 2 as 3, and so on. */
export type EventUpcasters = Readonly<Record<string, ReadonlyArray<Upcaster>>>

/** A field renamed: the old name's value under the new name. */
export const renamedField =
  (from: string, to: string): Upcaster =>
  ({ [from]: value, ...rest }) => ({ ...rest, [to]: value })
