import { decodeEvent, LiveTopics, metadataOf, PROJECTION_OPERATION_EVENT_TYPES, ProjectionOperationEvent } from "@timber/contracts"
import { absurd } from "effect"
import { batched, type Projection } from "../runner/projection"
import { decodeOrPoison } from "../runner/row-writes"

export const PROJECTION_OPERATIONS = "projection-operations"

/**
 * The skips ADMINs recorded, which the runner reads before it applies a batch
 * of any projection, a rebuild's too. A rebuild request and a resume leave no row: the runner acts
 * on them as they arrive live (runner/operations.ts); replayed from the log they change nothing.
 */
export const projectionOperationsProjection: Projection = {
  name: PROJECTION_OPERATIONS,
  version: 1,
  eventTypes: PROJECTION_OPERATION_EVENT_TYPES,
  tables: ["projection_skips"],
  ...batched(async (trx, events) => {
    let changed = false
    for (const event of events) {
      const e = decodeOrPoison((recorded) => decodeEvent(ProjectionOperationEvent, recorded), event)
      switch (e._tag) {
        case "ProjectionEventSkipped":
          await trx
            .insertInto("projection_skips")
            .values({
              id: `${e.projection}@${e.position}`,
              projection: e.projection,
              position: e.position,
              event_type: e.eventType,
              stream_id: e.streamId,
              reason: e.reason,
              skipped_by: e.skippedBy,
              skipped_at: metadataOf(event).occurredAt,
              log_position: event.position.toString()
            })
            .onConflict((oc) => oc.doNothing())
            .execute()
          changed = true
          break
        case "ProjectionRebuildRequested":
        case "ProjectionResumed":
          break
        default:
          absurd(e)
      }
    }
    return changed ? [LiveTopics.system] : []
  }),
  reset: async (trx) => {
    await trx.deleteFrom("projection_skips").execute()
  }
}
