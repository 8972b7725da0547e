import { Schema } from "effect"

export const ProjectionStatus = Schema.Struct({
  name: Schema.String,
  version: Schema.Number,
  checkpoint: Schema.String,
  lag: Schema.Number,
  state: Schema.Literal("running", "rebuilding", "stopped"),
  lastError: Schema.NullOr(Schema.String),
  /** The position of the event it stopped on; null while it runs. */
  stoppedAt: Schema.NullOr(Schema.String),
  updatedAt: Schema.NullOr(Schema.String)
})
export type ProjectionStatus = typeof ProjectionStatus.Type

export const Health = Schema.Struct({ status: Schema.Literal("ok"), service: Schema.String, time: Schema.String })
