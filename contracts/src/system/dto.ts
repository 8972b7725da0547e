import { Schema } from "effect"
import { LogPosition } from "../shared/query-values"

export const ProjectionStatus = Schema.Struct({
  name: Schema.String,
  version: Schema.Number,
  checkpoint: Schema.String,
  lag: Schema.Number,
  state: Schema.Literal("running", "rebuilding", "stopped"),
  lastError: Schema.NullOr(Schema.String),
  /** The position of the event it stopped on; null while it runs. */
  stoppedAt: Schema.NullOr(Schema.String),
  updatedAt: Schema.NullOr(Schema.String),
  /** Lag in time: when the oldest event it has not applied yet happened; null when caught up. */
  oldestUnprojectedAt: Schema.NullOr(Schema.String),
  /** The last blue-green rebuild: log positions done of total, since when, and when it swapped in (null while under way); null when none. */
  rebuild: Schema.NullOr(
    Schema.Struct({
      /** log positions: how far of the head (positions are not dense) */
      done: Schema.String,
      total: Schema.String,
      /** events applied so far */
      events: Schema.String,
      startedAt: Schema.String,
      finishedAt: Schema.NullOr(Schema.String)
    })
  ),
  /** Why the last rebuild gave up (the live tables kept serving); null once one succeeded. */
  rebuildError: Schema.NullOr(Schema.String),
  /** The event it stopped on, whole, so an ADMIN can judge it; null while it runs. */
  stoppedEvent: Schema.NullOr(
    Schema.Struct({ position: Schema.String, type: Schema.String, streamId: Schema.String, occurredAt: Schema.String, data: Schema.Unknown })
  )
})
export type ProjectionStatus = typeof ProjectionStatus.Type

/** POST /system/projections/{name}/skip: why (required) the event it is stopped on is skipped. */
export const SkipProjectionEventPayload = Schema.Struct({ position: LogPosition("Position"), reason: Schema.String })
export type SkipProjectionEventPayload = typeof SkipProjectionEventPayload.Type

/** An operation recorded in the log: the runner acts on it as it reads it. */
export const ProjectionOperationRecorded = Schema.Struct({ projection: Schema.String, position: Schema.String })
export type ProjectionOperationRecorded = typeof ProjectionOperationRecorded.Type

export const Health = Schema.Struct({ status: Schema.Literal("ok"), service: Schema.String, time: Schema.String })

/** One check behind GET /ready, said in words when it fails. */
export const ReadinessCheck = Schema.Struct({
  name: Schema.Literal("store", "migrations", "projections"),
  ok: Schema.Boolean,
  detail: Schema.String
})
export type ReadinessCheck = typeof ReadinessCheck.Type

/** GET /ready when the service can take traffic: every check holds. A service that can't answers 503 `NotReady` with the same checks. */
export const Readiness = Schema.Struct({ status: Schema.Literal("ready"), service: Schema.String, time: Schema.String, checks: Schema.Array(ReadinessCheck) })
export type Readiness = typeof Readiness.Type
