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

/** Server to client, besides changes: the token was accepted, the topics now watched, a refused message. */
export const LiveReady = Schema.Struct({ type: Schema.Literal("ready") })
export const LiveSubscribed = Schema.Struct({ type: Schema.Literal("subscribed"), topics: Schema.Array(Schema.String) })
export const LiveError = Schema.Struct({ type: Schema.Literal("error"), message: Schema.String })
/**
 * Sent to a wall's socket every LIVE_HEARTBEAT_MS while nothing else is: an unattended screen tells
 * "nothing happened" from "the server is gone" by it (the wall's freshness badge).
 */
export const LiveHeartbeat = Schema.Struct({ type: Schema.Literal("heartbeat") })
export const LIVE_HEARTBEAT_MS = 10_000

/** Everything the hub sends over /api/live. */
export const LiveServerMessage = Schema.Union(LiveReady, LiveSubscribed, LiveError, LiveHeartbeat, LiveChange)
export type LiveServerMessage = typeof LiveServerMessage.Type

/** What the hub says when a client message is refused. */
export const LiveMessages = {
  unknownMessage: "Unknown message: send auth, subscribe or unsubscribe",
  authenticateFirst: "Authenticate before subscribing",
  noToken: "Sign in to continue: the request has no valid token",
  /** An upgrade from a page that is not the console's (Origin not on the list): 403 before the upgrade. */
  originRefused: "Live updates are served to the console's own pages only",
  /** Too many sockets open from one address: 429 before the upgrade. */
  tooManySockets: "Too many live connections from this address: close a tab and try again"
} as const

/**
 * The notification the projection runner sends after each commit, whenever checkpoints
 * move (read-your-writes waits on `projection`, or any of `projections`, reaching a position)
 * and when a projection stops (topic `system`, state `stopped`).
 */
export const ProjectionChange = Schema.Struct({
  topics: Schema.Array(Schema.String),
  position: Schema.String,
  projection: Schema.optional(Schema.String),
  /** Several projections whose checkpoints moved to `position` in one commit (one wake of the runner: one notification). */
  projections: Schema.optional(Schema.Array(Schema.String)),
  state: Schema.optional(Schema.Literal("running", "rebuilding", "stopped")),
  /** The trace of the command whose events this commit applied (W3C traceparent), when traces are exported: the live push joins it. */
  traceparent: Schema.optional(Schema.String)
})
export type ProjectionChange = typeof ProjectionChange.Type

export const PROJECTION_CHANNEL = "projection_changes"

export const LiveTopics = {
  lots: "lots",
  lot: (id: string) => `lot:${id}`,
  woodTypes: "wood-types",
  users: "users",
  roles: "roles",
  /** System settings: ADMIN-only screens watch it. */
  settings: "settings",
  dashboard: "dashboard",
  approvals: "approvals",
  notifications: (userId: string) => `notifications:${userId}`,
  calculations: (userId: string) => `calculations:${userId}`,
  warehouses: "warehouses",
  /** Any stock row, ledger line, minimum or adjustment. */
  stock: "stock",
  /** The projections' health: a projection stopped (the ADMIN banner watches it). */
  system: "system",
  /** Slicing operations (projections' SLICING_TOPIC). */
  slicing: "slicing",
  /** Drying processes (projections' DRYING_TOPIC). */
  drying: "drying",
  /** Wood transfers (projections' transfers read model); Inventory's Pending Arrivals reads them too. */
  transfers: "transfers",
  /** The asset register: assets, their categories and stats (page assets-items). */
  assets: "assets",
  /** Display tokens created or revoked (ADMIN's list; the hub closes a revoked wall's socket). */
  displayTokens: "display-tokens",
  /** The mailing list: a sign-up, unsubscribe or erasure (page crm-clients). */
  newsletter: "newsletter",
  /** One user's own record changed (locked, permissions, profile): the console refreshes /auth/me. */
  user: (userId: string) => `user:${userId}`
} as const

/** The name of a kind of topic: a key of LiveTopics. The query service keeps one read permission per kind. */
export type LiveTopicKind = keyof typeof LiveTopics
