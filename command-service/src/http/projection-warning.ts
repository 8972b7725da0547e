import { HttpApp, HttpServerResponse } from "@effect/platform"
import { ConsistencyHeaders, ProjectionMessages } from "@timber/contracts"
import { Effect, FiberRef } from "effect"
import { sql } from "kysely"
import { AppendedEventTypes } from "../commands/appended-types"
import { CommandContext } from "../commands/context"

/**
 * The projections that stopped (a poison event) and read one of `types`: a write of those
 * types is saved but will not show. The runner records each projection's event types in its
 * checkpoint row, so the write side learns which read models it feeds without importing them.
 * Without the table (the read side never started here) nothing is known to be stopped. When the
 * runner is in this process it answers from memory instead.
 */
const stoppedReaders = (types: ReadonlyArray<string>) =>
  Effect.flatMap(CommandContext, ({ database, stoppedReaders: known }) =>
    known
      ? Effect.sync(() => known(types))
      : Effect.promise(() =>
          sql<{
            name: string
          }>`select name from projection_checkpoints where state = 'stopped' and event_types && ${sql.val([...new Set(types)])}::text[] order by name`
            .execute(database.db)
            .then((result) => result.rows.map((row) => row.name))
            .catch(() => [] as string[])
        )
  )

/** Adds X-Projection-Warning to this write's answer when a stopped projection will hide what it appended. */
export const warnIfHidden = Effect.gen(function* () {
  const types = yield* FiberRef.get(AppendedEventTypes)
  if (types.length === 0) return
  const hidden = yield* stoppedReaders(types)
  if (hidden.length === 0) return
  yield* HttpApp.appendPreResponseHandler((_request, response) =>
    Effect.succeed(HttpServerResponse.setHeader(response, ConsistencyHeaders.projectionWarning, ProjectionMessages.writeHidden(hidden)))
  )
})
