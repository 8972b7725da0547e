import { DryingMessages, type DryingEvent } from "@timber/contracts"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { StockMovements } from "../../stock-row/movements"
import {
  batchOf,
  completed,
  doc,
  dryingId,
  firstBookWithoutStart,
  firstBookWithStart,
  measured,
  NOW,
  readingAdded,
  row,
  startedFrom
} from "../../testing/drying-steps"
import { StepSpec } from "../../testing/decider-spec"
import { completeDrying, type CompleteDryingIntent } from "./decide"

const spec = StepSpec(completeDrying)
const ENDED = "2026-11-23T05:00:00.000Z"
const complete: CompleteDryingIntent = { dryingId, endTime: ENDED, now: NOW, targetHumidity: 12 }
const completion: DryingEvent = { _tag: "DryingCompleted", dryingId, endTime: ENDED, finalHumidity: 32, targetHumidity: 12 }

describe("completing a drying batch", () => {
  it("given a measured batch that took its pieces from stock, when it completes, then they turn UNDER_DRYING → DRIED in the same decision", () =>
    spec
      .given({ batch: measured(true), firstBook: null })
      .when(complete)
      .then({ batch: [completion], stock: StockMovements.completeDrying(doc, row, 30) }))

  it("given a batch that took no stock, when it completes, then no stock moves", () =>
    spec
      .given({ batch: measured(false), firstBook: null })
      .when(complete)
      .then({ batch: [completion], stock: [] }))

  it("given a batch from before starts recorded their stock, whose row's first book holds its start, when it completes, then its pieces turn DRIED", () =>
    spec
      .given({ batch: measured(null), firstBook: firstBookWithStart() })
      .when(complete)
      .then((decided) => expect(decided.stock).toEqual(StockMovements.completeDrying(doc, row, 30))))

  it("given such a batch whose row's first book never took its pieces, when it completes, then no stock moves", () =>
    spec
      .given({ batch: measured(null), firstBook: firstBookWithoutStart })
      .when(complete)
      .then((decided) => expect(decided.stock).toEqual([])))

  it("given no end time sent, when a batch completes, then it ended when the server received the completion", () =>
    spec
      .given({ batch: measured(true), firstBook: null })
      .when({ ...complete, endTime: undefined })
      .then((decided) => expect(decided.batch[0]).toMatchObject({ endTime: NOW })))

  it("given a batch completed already, when it completes again (a retry), then nothing is recorded and nothing moves", () =>
    spec
      .given({ batch: batchOf(startedFrom(true), readingAdded(1), readingAdded(2), completed), firstBook: null })
      .when(complete)
      .then({ batch: [], stock: [] }))

  it("given a batch with one reading, when it completes, then it is refused: two readings are needed", () =>
    spec
      .given({ batch: batchOf(startedFrom(true), readingAdded(1)), firstBook: null })
      .when(complete)
      .thenError("BusinessRuleViolation", DryingMessages.needTwoReadings))

  it("whatever the piece count, a completion takes from UNDER_DRYING exactly the pieces it makes DRIED", () =>
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (pieces) =>
        spec
          .given({ batch: measured(true, pieces), firstBook: null })
          .when(complete)
          .then((decided) => expect(decided.stock.map((movement) => movement.changes)).toEqual([{ UNDER_DRYING: -pieces, DRIED: pieces }]))
      )
    ))
})
