import { consumerLags, type EventStore } from "@timber/eventstore"
import type { ReadDb } from "../database"

/** Every projection's lag behind the log, in events and seconds, for the metrics (one row per projection, one page per distinct checkpoint). */
export const projectionLags = async (db: ReadDb, store: EventStore, now: Date) => {
  const rows = await db.selectFrom("projection_checkpoints").select(["name", "position"]).orderBy("name").execute()
  return consumerLags(
    store,
    rows.map((row) => ({ name: row.name, position: BigInt(row.position) })),
    now
  )
}
