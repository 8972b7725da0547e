import { ProjectionEventSkipped, ProjectionOperationEvent, ProjectionRebuildRequested, ProjectionResumed } from "@timber/contracts"
import { it } from "vitest"
import { at, describeProjection, eventsOf } from "../testing/projection-spec"
import { projectionOperationsProjection } from "./projection-operations.projection"

const operation = eventsOf(ProjectionOperationEvent)
const skipped = operation(
  ProjectionEventSkipped.make({
    projection: "wood-receipts",
    position: "42",
    eventType: "LotCreated",
    streamId: "Lot-1",
    reason: "garbage written by a bug",
    skippedBy: "admin@timber.works"
  })
)

describeProjection(projectionOperationsProjection, (spec) => {
  it("given an event skipped, then the skip is kept with the projection, the event, who, why and when", async () => {
    await spec.given(skipped).then({
      projection_skips: [
        {
          id: "wood-receipts@42",
          projection: "wood-receipts",
          position: 42,
          event_type: "LotCreated",
          stream_id: "Lot-1",
          reason: "garbage written by a bug",
          skipped_by: "admin@timber.works",
          skipped_at: at(0),
          log_position: 1
        }
      ]
    })
  })

  it("given a rebuild request and a resume, then no row: the runner acts on them as they arrive", async () => {
    await spec
      .given(
        operation(ProjectionRebuildRequested.make({ projection: "users", requestedBy: "admin@timber.works" })),
        operation(ProjectionResumed.make({ projection: "users", position: "7", resumedBy: "admin@timber.works" }))
      )
      .then({ projection_skips: [] })
  })
})
