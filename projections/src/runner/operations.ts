import { LiveTopics, PROJECTION_OPERATION_EVENT_TYPES, type ProjectionChange } from "@timber/contracts"
import type { RecordedEvent } from "@timber/eventstore"
import type { ReadDb } from "../database"
import type { Projection } from "./projection"
import type { StoppedProjections } from "./stopped"

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

/**
 * The ADMIN's operations as they arrive live (after the runner started; replayed ones are history):
 * a rebuild request starts a rebuild, a resume or a skip retries the stopped projection.
 */
export const makeOperations = (parts: {
  readonly db: ReadDb
  readonly log: (line: string) => void
  readonly projections: ReadonlyArray<Projection>
  /** The log's head when the runner started: operations at or before it were acted on by an earlier runner. */
  readonly startHead: () => bigint
  readonly rebuild: (name: string) => Promise<void>
  readonly stopped: StoppedProjections
  readonly announce: (change: ProjectionChange) => Promise<unknown>
  /** Tells the live loop a stopped projection runs again: it reads the checkpoints again, and a catch-up steps once more. */
  readonly retried: () => void
}) => {
  /** A stopped projection runs again from where it stopped: the event is tried again (or skipped, if recorded so). */
  const retry = async (projection: Projection) => {
    await parts.db
      .updateTable("projection_checkpoints")
      .set({ state: "running", last_error: null, stopped_at: null, updated_at: new Date().toISOString() })
      .where("name", "=", projection.name)
      .where("state", "=", "stopped")
      .execute()
    parts.log(`projection ${projection.name}: resumed`)
    parts.stopped.mark(projection.name, false)
    parts.retried()
    await parts.announce({ topics: [LiveTopics.system], position: "0" })
  }

  const actOn = async (events: ReadonlyArray<RecordedEvent>) => {
    for (const operation of operationsOf(events, parts.startHead())) {
      const projection = parts.projections.find((p) => p.name === operation.projection)
      if (!projection) continue
      if (operation.kind === "rebuild") void parts.rebuild(projection.name).catch(() => undefined)
      else await retry(projection)
    }
  }

  return { actOn }
}
