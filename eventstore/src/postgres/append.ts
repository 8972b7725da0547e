import { sql, type Kysely, type Transaction } from "kysely"
import { WrongExpectedRevision, type AppendResult, type ExpectedRevision, type NewEvent } from "../port"

interface AppendRow {
  outcome: "appended" | "stored" | "wrong"
  revision: string | null
  position: string | null
}

/**
 * One append as one statement (the `append_events` function of schema.ts), in its own
 * transaction or in the caller's `trx`. It sends no NOTIFY: a NOTIFY in the appending
 * transaction would take PostgreSQL's notify lock until the commit is flushed, one committing
 * transaction at a time, which is exactly the serialisation this design removes.
 */
export const appendEvents = async (
  executor: Kysely<any> | Transaction<any>,
  streamId: string,
  events: ReadonlyArray<NewEvent>,
  expected: ExpectedRevision
): Promise<AppendResult | WrongExpectedRevision> => {
  const payload = JSON.stringify(events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })))
  const { rows } = await sql<AppendRow>`
    select outcome, revision::text as revision, position::text as position
    from append_events(${streamId}, ${String(expected)}, ${payload}::jsonb)`.execute(executor)
  const row = rows[0]!
  if (row.outcome === "wrong") {
    return new WrongExpectedRevision({ streamId, expected, actual: row.revision === null ? "no_stream" : BigInt(row.revision) })
  }
  return { nextRevision: BigInt(row.revision!), position: BigInt(row.position!) }
}
