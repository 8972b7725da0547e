import { PROJECTION_OPERATION_EVENT_TYPES } from "@timber/contracts"
import type { RecordedEvent } from "@timber/eventstore"

export interface Operation {
  readonly kind: "rebuild" | "retry"
  readonly projection: string
}

const TYPES = new Set<string>(PROJECTION_OPERATION_EVENT_TYPES)

/**
 * What the runner must do for the operations among `events` appended after `after` (the log's head
 * when it started): older ones were acted on when they came, and replaying them (a fresh read
 * model, a rebuild of the operations' own projection) must not rebuild or resume anything again.
 */
export const operationsOf = (events: ReadonlyArray<RecordedEvent>, after: bigint): ReadonlyArray<Operation> =>
  events.flatMap((event) => {
    if (event.position <= after || !TYPES.has(event.type)) return []
    const projection = (event.data as { readonly projection?: unknown }).projection
    if (typeof projection !== "string") return []
    return [{ kind: event.type === "ProjectionRebuildRequested" ? ("rebuild" as const) : ("retry" as const), projection }]
  })
