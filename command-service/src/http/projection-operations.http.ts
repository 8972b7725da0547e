import { HttpApiBuilder } from "@effect/platform"
import { NotFound, ProjectionOperationMessages, WriteApi, type ProjectionOperationCommand, type ProjectionOperationRecorded } from "@timber/contracts"
import { ProjectionOperationsDecider, projectionOperationsStream } from "@timber/domain"
import { Effect } from "effect"
import { sql } from "kysely"
import { CommandContext } from "../commands/context"
import { streamOf, type Outcome, type Streams } from "../commands/execute"
import { command } from "./command"
import { requireAdmin } from "./settings.http"

/** Where the runner says the projection stands (its checkpoint row, as projection-warning.ts reads it); NotFound for no such projection. */
const standingOf = (name: string) =>
  Effect.flatMap(CommandContext, ({ database }) =>
    Effect.flatMap(
      Effect.promise(() =>
        sql<{ state: string; stopped_at: string | null }>`select state, stopped_at::text from projection_checkpoints where name = ${name}`
          .execute(database.db)
          .then((result) => result.rows[0] ?? null)
          .catch(() => null)
      ),
      (row) => (row === null ? Effect.fail(new NotFound({ message: ProjectionOperationMessages.unknownProjection })) : Effect.succeed(row))
    )
  )

/** The stopped-on event's type and stream, from the log (what the skip records). */
const eventAt = (position: string) =>
  Effect.flatMap(CommandContext, ({ store }) =>
    Effect.map(
      Effect.orDie(store.readAll({ fromPosition: BigInt(position), limit: 1 })),
      (events) => events.find((event) => event.position === BigInt(position)) ?? null
    )
  )

/** Records an operation on the projection's operations stream (one decision, one append). */
const recordOn = (projection: string, decision: ProjectionOperationCommand) => (streams: Streams) =>
  streams.decide(streamOf(ProjectionOperationsDecider, projectionOperationsStream(projection)), decision)

/** The answer: the operation is recorded at this position, done when the projection's status says so. */
const recorded = (projection: string, outcome: Outcome<unknown>): ProjectionOperationRecorded => ({ projection, position: String(outcome.position ?? 0n) })

/**
 * Rebuild, resume and skip: ADMIN only, each an event on the projection's
 * operations stream (who, and why for a skip); the projection runner acts on it as it reads it, so
 * the answer is 202: recorded, done when the status says so.
 */
export const ProjectionOperationsLive = HttpApiBuilder.group(WriteApi, "projectionOperations", (handlers) =>
  handlers
    .handle("rebuild", ({ path }) =>
      Effect.gen(function* () {
        const admin = yield* requireAdmin
        yield* standingOf(path.name)
        return recorded(path.name, yield* command(recordOn(path.name, { _tag: "RequestProjectionRebuild", projection: path.name, by: admin.email })))
      })
    )
    .handle("resume", ({ path }) =>
      Effect.gen(function* () {
        const admin = yield* requireAdmin
        const standing = yield* standingOf(path.name)
        const stoppedAt = standing.state === "stopped" ? standing.stopped_at : null
        return recorded(path.name, yield* command(recordOn(path.name, { _tag: "ResumeProjection", projection: path.name, stoppedAt, by: admin.email })))
      })
    )
    .handle("skip", ({ path, payload }) =>
      Effect.gen(function* () {
        const admin = yield* requireAdmin
        const standing = yield* standingOf(path.name)
        const stoppedAt = standing.state === "stopped" ? standing.stopped_at : null
        const position = /^\d+$/.test(payload.position) ? payload.position : "-1"
        const event = position === "-1" ? null : yield* eventAt(position)
        const skip = {
          _tag: "SkipProjectionEvent" as const,
          projection: path.name,
          stoppedAt,
          position,
          eventType: event?.type ?? "",
          streamId: event?.streamId ?? "",
          reason: payload.reason,
          by: admin.email
        }
        return recorded(path.name, yield* command(recordOn(path.name, skip)))
      })
    )
)
