import { consumerLags, type EventStore } from "@timber/eventstore"
import type { ReadDb } from "../database"
import { pendingReadModelMigrations } from "../migrations/migrate"

/** How far behind the log a projection may be and still serve: an orchestrator takes a service out of rotation past it. */
export const READY_LAG_SECONDS = 60

export interface ProjectionReadiness {
  /** The read-model migrations this code knows and the database has not run (a start not finished, or an older schema). */
  readonly pendingMigrations: ReadonlyArray<string>
  readonly stopped: ReadonlyArray<string>
  /** Projections whose oldest event not yet applied was recorded more than READY_LAG_SECONDS ago. */
  readonly behind: ReadonlyArray<string>
}

/**
 * What an orchestrator asks before sending traffic (GET /ready): every migration run, no projection
 * stopped, none behind by more than a minute. Reads one row per projection and one event per distinct
 * checkpoint, never the log's tail whole (the ADMIN's status page counts the lag in events).
 */
export const projectionReadiness = async (db: ReadDb, store: EventStore, now: Date): Promise<ProjectionReadiness> => {
  const pendingMigrations = await pendingReadModelMigrations(db)
  const rows = await db.selectFrom("projection_checkpoints").select(["name", "position", "state"]).orderBy("name").execute()
  const stopped = rows.filter((row) => row.state === "stopped").map((row) => row.name)
  // the age of the oldest event each running projection has not applied: one event read per distinct checkpoint
  const running = rows.filter((row) => row.state !== "stopped").map((row) => ({ name: row.name, position: BigInt(row.position) }))
  const behind = (await consumerLags(store, running, now, 1)).filter((lag) => lag.seconds > READY_LAG_SECONDS).map((lag) => lag.name)
  return { pendingMigrations, stopped, behind }
}
