import { Schema } from "effect"
import { eventTypesOf } from "../shared/stored-event"

/**
 * An ADMIN's operations on a projection, each recorded in the log on the
 * projection's own stream (`ProjectionOperations-<name>`): who asked, and why for a skip. The
 * projection runner is the one that acts on them.
 */
export const ProjectionRebuildRequested = Schema.TaggedStruct("ProjectionRebuildRequested", {
  projection: Schema.String,
  requestedBy: Schema.String
})
/** Retry the event a projection stopped on (after a fix was deployed). */
export const ProjectionResumed = Schema.TaggedStruct("ProjectionResumed", {
  projection: Schema.String,
  /** The position of the event it was stopped on when asked. */
  position: Schema.String,
  resumedBy: Schema.String
})
/** The projection never applies this event, not even on a rebuild: the runner honours it. */
export const ProjectionEventSkipped = Schema.TaggedStruct("ProjectionEventSkipped", {
  projection: Schema.String,
  position: Schema.String,
  eventType: Schema.String,
  streamId: Schema.String,
  reason: Schema.String,
  skippedBy: Schema.String
})

export const ProjectionOperationEvent = Schema.Union(ProjectionRebuildRequested, ProjectionResumed, ProjectionEventSkipped)
export type ProjectionOperationEvent = typeof ProjectionOperationEvent.Type
export const PROJECTION_OPERATION_EVENT_TYPES = eventTypesOf(ProjectionOperationEvent)

/** The stream of one projection's operations. */
export const projectionOperationsStream = (projection: string) => `ProjectionOperations-${projection}`
