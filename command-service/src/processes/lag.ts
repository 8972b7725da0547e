import { consumerLags, type Database, type EventStore } from "@timber/eventstore"
import { sql } from "kysely"

/**
 * Every process manager's lag behind the log, for the metrics: from its stored checkpoint (written
 * at most a second after it moved: command-service/src/processes/runner.ts), in events and seconds.
 */
export const processManagerLags = async (database: Database, store: EventStore, now: Date) => {
  const { rows } = await sql<{ name: string; position: string }>`select name, position from process_checkpoints order by name`.execute(database.db)
  return consumerLags(
    store,
    rows.map((row) => ({ name: row.name, position: BigInt(row.position) })),
    now
  )
}
