import { DryingMessages, type DryingEvent } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { revertOf, StockMovements } from "../../stock-row/movements"
import { admin, batchOf, completed, doc, dryingId, measured, operator, readingAdded, row, startedFrom } from "../../testing/drying-steps"
import { StepSpec } from "../../testing/decider-spec"
import { DryingDecider } from "../../drying-batch/decider"
import { deleteDrying } from "./decide"

const spec = StepSpec(deleteDrying)
const deleted: DryingEvent = { _tag: "DryingDeleted", dryingId }

describe("deleting a drying batch", () => {
  it("given a running batch that took its pieces from stock, when it is deleted, then they go back to NOT_DRIED and its wood type is released", () =>
    spec
      .given({ batch: measured(true), firstBook: null })
      .when({ dryingId, actor: operator })
      .then({ batch: [deleted], stock: StockMovements.startDrying(doc, row, 30).map(revertOf), releasesWoodType: "wt" }))

  it("given a completed batch, when an admin deletes it, then its dried pieces stay in stock", () =>
    spec
      .given({ batch: batchOf(startedFrom(true), readingAdded(1), readingAdded(2), completed), firstBook: null })
      .when({ dryingId, actor: admin })
      .then((decided) => {
        expect(decided.batch).toEqual([deleted])
        expect(decided.stock).toEqual([])
      }))

  it("given a completed batch, when an operator deletes it, then it is refused: it changes only in an admin's hands", () =>
    spec
      .given({ batch: batchOf(startedFrom(true), readingAdded(1), readingAdded(2), completed), firstBook: null })
      .when({ dryingId, actor: operator })
      .thenError("Forbidden", DryingMessages.completed))

  it("given no batch, when it is deleted, then it is not found and releases nothing", () =>
    spec.given({ batch: DryingDecider.initialState, firstBook: null }).when({ dryingId, actor: admin }).thenError("NotFound", DryingMessages.notFound))

  it("given a running batch that took no stock, when it is deleted, then no stock moves", () =>
    spec
      .given({ batch: measured(false), firstBook: null })
      .when({ dryingId, actor: operator })
      .then((decided) => expect(decided.stock).toEqual([])))

  it("whatever the piece count, a running batch deleted gives back to NOT_DRIED exactly the pieces it held UNDER_DRYING", () => {
    for (const pieces of [1, 7, 30, 2_500])
      spec
        .given({ batch: measured(true, pieces), firstBook: null })
        .when({ dryingId, actor: operator })
        .then((decided) => expect(decided.stock.map((movement) => movement.changes)).toEqual([{ NOT_DRIED: pieces, UNDER_DRYING: -pieces }]))
  })
})
