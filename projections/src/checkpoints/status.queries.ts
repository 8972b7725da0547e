import { metadataOf, type ProjectionStatus } from "@timber/contracts"
import type { EventStore, RecordedEvent } from "@timber/eventstore"
import { Effect } from "effect"
import type { ReadDb } from "../database"

/** Lag beyond this many events is reported as this many: enough to see a stuck projection. */
const LAG_SCAN_LIMIT = 10_000

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString())

/** The stopped-on event whole (position, type, stream, when, data), so an ADMIN can judge it before a skip. */
const stoppedEventOf = (event: RecordedEvent | undefined): ProjectionStatus["stoppedEvent"] =>
  event === undefined
    ? null
    : { position: event.position.toString(), type: event.type, streamId: event.streamId, occurredAt: metadataOf(event).occurredAt, data: event.data }

/**
 * Name, version, checkpoint, lag in events (after the checkpoint) and in time (when the oldest of
 * them happened), state, last error, the stopped-on event and a blue-green rebuild's progress.
 */
export const projectionStatuses = async (db: ReadDb, store: EventStore): Promise<ProjectionStatus[]> => {
  const rows = await db.selectFrom("projection_checkpoints").selectAll().orderBy("name").execute()
  return Promise.all(
    rows.map(async (row) => {
      // store head - checkpoint, in events (idle projections' checkpoints follow the head, so this is what is left to do)
      const after = await Effect.runPromise(store.readAll({ fromPosition: BigInt(row.position) + 1n, limit: LAG_SCAN_LIMIT }))
      const stoppedAt = row.stopped_at === null ? null : String(row.stopped_at)
      const stoppedOn = stoppedAt === null ? [] : await Effect.runPromise(store.readAll({ fromPosition: BigInt(stoppedAt), limit: 1 }))
      return {
        name: row.name,
        version: Number(row.version),
        checkpoint: String(row.position),
        lag: after.length,
        state: row.state,
        lastError: row.last_error,
        stoppedAt,
        updatedAt: iso(row.updated_at),
        oldestUnprojectedAt: after[0] === undefined ? null : metadataOf(after[0]).occurredAt,
        rebuild:
          row.rebuild_started_at === null
            ? null
            : {
                done: String(row.rebuild_position ?? 0),
                total: String(row.rebuild_head ?? 0),
                events: String(row.rebuild_events ?? 0),
                startedAt: iso(row.rebuild_started_at)!,
                finishedAt: iso(row.rebuild_finished_at)
              },
        rebuildError: row.rebuild_error,
        stoppedEvent: stoppedEventOf(stoppedOn.find((event) => event.position.toString() === stoppedAt))
      }
    })
  )
}
