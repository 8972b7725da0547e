import { Schema } from "effect"
import { CalendarDate, LogPosition, VERSION_BOUND, WholeNumberParam } from "../shared/query-values"
import { AuditRecordKind } from "./record-kinds"

/** Who did it: the event's metadata, with the name staff know them by when the users read model has them. */
export const AuditActor = Schema.Struct({ id: Schema.String, email: Schema.NullOr(Schema.String), name: Schema.NullOr(Schema.String) })
export type AuditActor = typeof AuditActor.Type

/** One event of the log as the audit shows it. */
export const AuditEvent = Schema.Struct({
  position: Schema.String,
  eventId: Schema.String,
  streamId: Schema.String,
  type: Schema.String,
  /** Its place in its stream, from 1 (the record's version after it). */
  version: Schema.Number,
  occurredAt: Schema.String,
  user: Schema.NullOr(AuditActor),
  description: Schema.String,
  data: Schema.Unknown,
  metadata: Schema.Unknown
})
export type AuditEvent = typeof AuditEvent.Type

/** A page of the search, newest first; `nextCursor` fetches the next (older) page, null at the end. */
export const AuditEventsPage = Schema.Struct({ events: Schema.Array(AuditEvent), nextCursor: Schema.NullOr(Schema.String) })
export type AuditEventsPage = typeof AuditEventsPage.Type

export const AUDIT_PAGE_DEFAULT = 50
export const AUDIT_PAGE_MAX = 500

/** The search's filters (query string of GET /audit/events and its exports). */
export const AuditSearchParams = Schema.Struct({
  stream: Schema.optional(Schema.String),
  type: Schema.optional(Schema.String),
  user: Schema.optional(Schema.String),
  from: Schema.optional(CalendarDate("From")),
  to: Schema.optional(CalendarDate("To")),
  lot: Schema.optional(Schema.String),
  /** The position of the last event of the page before: the next page is older. */
  cursor: Schema.optional(LogPosition("Cursor")),
  limit: Schema.optional(
    Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, AUDIT_PAGE_MAX, { message: () => `Limit must be between 1 and ${AUDIT_PAGE_MAX}` }))
  )
})
export type AuditSearchParams = typeof AuditSearchParams.Type

export const AuditExportFormat = Schema.Literal("ndjson", "csv")
export type AuditExportFormat = typeof AuditExportFormat.Type
export const AuditExportParams = Schema.Struct({ ...AuditSearchParams.fields, format: AuditExportFormat })

export const AuditAsOfParams = Schema.Struct({
  at: Schema.optional(CalendarDate("As of")),
  /** 0: before the record's first event. */
  version: Schema.optional(WholeNumberParam("Version", { ...VERSION_BOUND, min: 0 }))
})

export const AuditFieldChange = Schema.Struct({ field: Schema.String, before: Schema.Unknown, after: Schema.Unknown })

/** One step of a record's replay: the event and what it changed in the record. */
export const AuditTimelineStep = Schema.Struct({
  version: Schema.Number,
  position: Schema.String,
  type: Schema.String,
  occurredAt: Schema.String,
  user: Schema.NullOr(AuditActor),
  description: Schema.String,
  data: Schema.Unknown,
  changes: Schema.Array(AuditFieldChange)
})
export type AuditTimelineStep = typeof AuditTimelineStep.Type

/**
 * A record as of a moment: its stream folded by its aggregate's own evolve up to `version`
 * events (0: before its first), the whole timeline to step through, and the state there.
 */
export const AuditAsOf = Schema.Struct({
  kind: AuditRecordKind,
  id: Schema.String,
  streamId: Schema.String,
  version: Schema.Number,
  versions: Schema.Number,
  asOf: Schema.NullOr(Schema.String),
  state: Schema.Unknown,
  timeline: Schema.Array(AuditTimelineStep)
})
export type AuditAsOf = typeof AuditAsOf.Type
