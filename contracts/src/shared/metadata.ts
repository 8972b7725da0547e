import { Schema } from "effect"
import { UserId } from "./ids"

/** Metadata carried by every event; auditors depend on it (ARCHITECTURE section 2). */
export const EventMetadata = Schema.Struct({
  /** Who did it: a user's id, or an actor that is not a user ("system", "process:<name>"), so plain text. */
  userId: Schema.String,
  userEmail: Schema.String,
  correlationId: Schema.String,
  causationId: Schema.String,
  occurredAt: Schema.String,
  schemaVersion: Schema.Number,
  /**
   * The W3C trace context of the span that appended the event, when traces are exported
   * (OTEL_EXPORTER_OTLP_ENDPOINT): the projection that applies it and the live push join that trace.
   */
  traceparent: Schema.optional(Schema.String)
})
export type EventMetadata = typeof EventMetadata.Type

/** The system user, for events the platform raises itself (first admin, process managers); its id also stands where a user id is asked (`changedBy`). */
export const SYSTEM_ACTOR = { userId: UserId.make("system"), userEmail: "system@timber.works" } as const
