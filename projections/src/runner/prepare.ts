import { sql } from "kysely"
import type { ReadDb } from "../database"
import type { Projection } from "./projection"

/** The key space (first of the two-int advisory lock keys) in which a projection's checkpoint row is prepared at start. */
const PREPARE_LOCKS = 7_411_005

/**
 * A projection's checkpoint row as a start finds it: created when missing, a stopped one set
 * running (a start tries the event again: the code that failed on it may have been fixed), its
 * event types noted. True when it owes a blue-green rebuild: its code has a version the row does
 * not, or a stop cut its rebuild short (started, neither finished nor given up: an ADMIN's bar
 * would otherwise stand half-full for good while the old tables served on).
 */
export const prepareCheckpoint = (db: ReadDb, projection: Projection, log: (line: string) => void): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    // two projections processes starting at once on a fresh schema both found no row and both inserted it
    // (the second crashed on the primary key): one at a time per projection, the second finds the first's row
    await sql`select pg_advisory_xact_lock(${PREPARE_LOCKS}, hashtext(${projection.name}))`.execute(trx)
    const row = await trx.selectFrom("projection_checkpoints").selectAll().where("name", "=", projection.name).forUpdate().executeTakeFirst()
    const eventTypes = [...projection.eventTypes]
    if (!row) {
      await trx
        .insertInto("projection_checkpoints")
        .values({
          name: projection.name,
          version: projection.version,
          position: "0",
          state: "running",
          last_error: null,
          event_types: eventTypes,
          stopped_at: null,
          updated_at: null
        })
        .execute()
      return false
    }
    let owed = false
    if (Number(row.version) !== projection.version) {
      // the same path as an ADMIN's rebuild: the old tables keep serving until the new version swaps in
      log(`projection ${projection.name}: version ${row.version} -> ${projection.version}, rebuilding blue-green from position 0`)
      owed = true
    } else if (row.rebuild_started_at !== null && row.rebuild_finished_at === null && row.rebuild_error === null) {
      log(`projection ${projection.name}: its rebuild was cut short by a stop; rebuilding blue-green from position 0 again`)
      owed = true
    }
    if (row.state === "stopped") log(`projection ${projection.name}: was stopped (${row.last_error}); retrying from position ${row.position}`)
    await trx
      .updateTable("projection_checkpoints")
      .set(row.state === "stopped" ? { event_types: eventTypes, state: "running", last_error: null, stopped_at: null } : { event_types: eventTypes })
      .where("name", "=", projection.name)
      .execute()
    return owed
  })
