import { ProjectionOperationMessages, type ProjectionOperationEvent, type SkipProjectionEvent } from "@timber/contracts"
import { describe, it } from "vitest"
import { DeciderSpec } from "../testing/decider-spec"
import { ProjectionOperationsDecider } from "./decider"

const spec = DeciderSpec(ProjectionOperationsDecider)
const by = "admin@timber.works"
const skip: SkipProjectionEvent = {
  _tag: "SkipProjectionEvent",
  projection: "wood-receipts",
  stoppedAt: "42",
  position: "42",
  eventType: "LotCreated",
  streamId: "Lot-1",
  reason: " garbage written by a bug ",
  by
}
const skipped: ProjectionOperationEvent = {
  _tag: "ProjectionEventSkipped",
  projection: "wood-receipts",
  position: "42",
  eventType: "LotCreated",
  streamId: "Lot-1",
  reason: "garbage written by a bug",
  skippedBy: by
}

describe("projection operations", () => {
  it("given a projection stopped on event 42, when an ADMIN skips it with a reason, then the skip is recorded with who and why", () =>
    spec.given([]).when(skip).then([skipped]))

  it("given a stopped projection, when skipped without a reason, then 'Say why this event is skipped'", () =>
    spec
      .given([])
      .when({ ...skip, reason: "   " })
      .thenError("ValidationError", ProjectionOperationMessages.reasonRequired))

  it("given a projection stopped elsewhere, when event 42 is skipped, then it is refused: only the event it stopped on is skipped", () =>
    spec
      .given([])
      .when({ ...skip, stoppedAt: "41" })
      .thenError("Conflict", ProjectionOperationMessages.notStoppedHere))

  it("given event 42 already skipped, when skipped again, then it is refused", () =>
    spec.given([skipped]).when(skip).thenError("Conflict", ProjectionOperationMessages.alreadySkipped))

  it("given a stopped projection, when resumed, then the resume is recorded at the event it stopped on", () =>
    spec
      .given([])
      .when({ _tag: "ResumeProjection", projection: "wood-receipts", stoppedAt: "42", by })
      .then([{ _tag: "ProjectionResumed", projection: "wood-receipts", position: "42", resumedBy: by }]))

  it("given a running projection, when resumed, then 'This projection is not stopped'", () =>
    spec
      .given([])
      .when({ _tag: "ResumeProjection", projection: "wood-receipts", stoppedAt: null, by })
      .thenError("Conflict", ProjectionOperationMessages.notStopped))

  it("given anything, when a rebuild is requested, then the request is recorded with who asked", () =>
    spec
      .given([skipped])
      .when({ _tag: "RequestProjectionRebuild", projection: "wood-receipts", by })
      .then([{ _tag: "ProjectionRebuildRequested", projection: "wood-receipts", requestedBy: by }]))
})
