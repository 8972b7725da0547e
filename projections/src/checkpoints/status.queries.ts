import type { ProjectionStatus } from "@timber/contracts"
import type { EventStore } from "@timber/eventstore"
import { Effect } from "effect"
import type { ReadDb } from "../database"

/** Lag beyond this many events is reported as this many: enough to see a stuck projection. */
const LAG_SCAN_LIMIT = 10_000

/** Name, version, checkpoint, lag in events, state and last error of each projection. */
export const projectionStatuses = async (db: ReadDb, store: EventStore): Promise<ProjectionStatus[]> => {
  const rows = await db.selectFrom("projection_checkpoints").selectAll().orderBy("name").execute()
  return Promise.all(
    rows.map(async (row) => {
      const after = await Effect.runPromise(store.readAll({ fromPosition: BigInt(row.position) + 1n, limit: LAG_SCAN_LIMIT }))
      return {
        name: row.name,
        version: Number(row.version),
        checkpoint: String(row.position),
        lag: after.length,
        state: row.state,
        lastError: row.last_error,
        stoppedAt: row.stopped_at === null ? null : String(row.stopped_at),
        updatedAt: row.updated_at === null ? null : new Date(row.updated_at).toISOString()
      }
    })
  )
}
