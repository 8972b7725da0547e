import { Schema } from "effect"

/** Metadata carried by every event; auditors depend on it (ARCHITECTURE section 2). */
export const EventMetadata = Schema.Struct({
  userId: Schema.String,
  userEmail: Schema.String,
  correlationId: Schema.String,
  causationId: Schema.String,
  occurredAt: Schema.String,
  schemaVersion: Schema.Number
})
export type EventMetadata = typeof EventMetadata.Type

export const SCHEMA_VERSION = 1

/** The system user, for events the platform raises itself (first admin, process managers). */
export const SYSTEM_ACTOR = { userId: "system", userEmail: "system@timber.works" } as const
