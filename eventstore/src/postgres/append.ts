import { sql, type Kysely, type Transaction } from "kysely"
import { StreamHolds, WrongExpectedRevision, type AppendResult, type ExpectedRevision, type NewEvent, type StreamAppend } from "../port"

interface AppendRow {
  outcome: "appended" | "stored" | "wrong" | "refused"
  revision: string | null
  position: string | null
}

const payloadOf = (events: ReadonlyArray<NewEvent>) => events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata }))

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
  const payload = JSON.stringify(payloadOf(events))
  const { rows } = await sql<AppendRow>`
    select outcome, revision::text as revision, position::text as position
    from append_events(${streamId}, ${String(expected)}, ${payload}::jsonb)`.execute(executor)
  const row = rows[0]!
  if (row.outcome === "wrong") {
    return new WrongExpectedRevision({ streamId, expected, actual: row.revision === null ? "no_stream" : BigInt(row.revision) })
  }
  return { nextRevision: BigInt(row.revision!), position: BigInt(row.position!) }
}

/**
 * Several appends as one statement (`append_streams`), so one transaction: every one stored, or
 * none and the first failure. The streams are written in one order (by id) whatever order the
 * caller names them in: two calls that touch the same rows (a transfer and a slicing on the same
 * stock rows) then wait for each other instead of deadlocking.
 */
export const appendStreams = async (
  executor: Kysely<any> | Transaction<any>,
  appends: ReadonlyArray<StreamAppend>
): Promise<ReadonlyArray<AppendResult> | WrongExpectedRevision | StreamHolds> => {
  const order = appends
    .map((_, i) => i)
    .sort((x, y) => (appends[x]!.streamId < appends[y]!.streamId ? -1 : appends[x]!.streamId > appends[y]!.streamId ? 1 : x - y))
  const payload = JSON.stringify(
    order.map((i) => {
      const { streamId, events, expectedRevision, refuseIfHolds } = appends[i]!
      return { stream: streamId, expected: String(expectedRevision), events: payloadOf(events), refuse: refuseIfHolds ?? null }
    })
  )
  const { rows } = await sql<AppendRow & { item: number }>`
    select item, outcome, revision::text as revision, position::text as position from append_streams(${payload}::jsonb)`.execute(executor)
  const failed = rows.find((row) => row.outcome === "wrong" || row.outcome === "refused")
  if (failed) {
    const { streamId, expectedRevision, refuseIfHolds } = appends[order[failed.item]!]!
    return failed.outcome === "refused"
      ? new StreamHolds({ streamId, eventType: refuseIfHolds! })
      : new WrongExpectedRevision({ streamId, expected: expectedRevision, actual: failed.revision === null ? "no_stream" : BigInt(failed.revision) })
  }
  const results: AppendResult[] = new Array(appends.length)
  for (const row of rows) results[order[row.item]!] = { nextRevision: BigInt(row.revision!), position: BigInt(row.position!) }
  return results
}
