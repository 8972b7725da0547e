import { Schema } from "effect"

/** Client to server over /api/live. The token may also come in the query string. */
export const LiveClientMessage = Schema.Union(
  Schema.TaggedStruct("auth", { token: Schema.String }),
  Schema.TaggedStruct("subscribe", { topics: Schema.Array(Schema.String) }),
  Schema.TaggedStruct("unsubscribe", { topics: Schema.Array(Schema.String) })
)
export type LiveClientMessage = typeof LiveClientMessage.Type

/** Server to client: a projection changed a topic; refetch what shows it. */
export const LiveChange = Schema.Struct({ topic: Schema.String, position: Schema.String })
export type LiveChange = typeof LiveChange.Type

/**
 * The notification the projection runner sends after each commit, whenever a checkpoint
 * moves (read-your-writes waits on `projection` reaching a position) and when a projection
 * stops (topic `system`, state `stopped`).
 */
export const ProjectionChange = Schema.Struct({
  topics: Schema.Array(Schema.String),
  position: Schema.String,
  projection: Schema.optional(Schema.String),
  state: Schema.optional(Schema.Literal("running", "rebuilding", "stopped"))
})
export type ProjectionChange = typeof ProjectionChange.Type

export const PROJECTION_CHANNEL = "projection_changes"

export const LiveTopics = {
  lots: "lots",
  lot: (id: string) => `lot:${id}`,
  woodTypes: "wood-types",
  users: "users",
  dashboard: "dashboard",
  approvals: "approvals",
  notifications: (userId: string) => `notifications:${userId}`,
  calculations: (userId: string) => `calculations:${userId}`,
  /** The projections' health: a projection stopped (the ADMIN banner watches it). */
  system: "system"
} as const
