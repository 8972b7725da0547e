import { DryingMessages, WoodTypeId, type DryingEvent } from "@timber/contracts"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { StockMovements } from "../../stock-row/movements"
import {
  admin,
  batchOf,
  completed,
  doc,
  dryingId,
  firstBookWithStart,
  measured,
  mvule,
  noWoodType,
  NOW,
  operator,
  readingAdded,
  row,
  setupFields,
  startedFrom,
  teak
} from "../../testing/drying-steps"
import { StepSpec } from "../../testing/decider-spec"
import { editDrying, type EditDryingIntent } from "./decide"

const spec = StepSpec(editDrying)
/** The batch's set-up as the edit form sends it back, `pieceCount` changed. */
const edit = (pieceCount: number, change: Partial<EditDryingIntent["setup"]> = {}, actor = admin): EditDryingIntent => ({
  dryingId,
  setup: { woodTypeId: "wt", thickness: 50.8, pieceCount, startingHumidity: 42, startingElectricityUnits: 1000, startTime: setupFields.startTime, ...change },
  actor,
  now: NOW
})
const edited = (pieceCount: number, notes: string | null = null): DryingEvent => ({ _tag: "DryingSetupEdited", dryingId, ...setupFields, pieceCount, notes })
const completedBatch = batchOf(startedFrom(true), readingAdded(1), readingAdded(2), completed)

describe("editing a drying batch's initial data", () => {
  it("given a running batch of 30 pieces from stock, when an admin makes it 40, then the 10 more go NOT_DRIED → UNDER_DRYING in the same decision", () =>
    spec
      .given({ batch: measured(true), woodType: mvule, firstBook: null })
      .when(edit(40))
      .then({ batch: [edited(40)], stock: StockMovements.resizeDrying(doc, row, 30, 40, 1), woodTypeUse: { from: "wt", to: WoodTypeId.make("wt") } }))

  it("given a running batch from stock, when an admin gives it fewer pieces, then the difference goes back to NOT_DRIED", () =>
    spec
      .given({ batch: measured(true), woodType: mvule, firstBook: null })
      .when(edit(25))
      .then((decided) => expect(decided.stock.map((movement) => movement.changes)).toEqual([{ UNDER_DRYING: -5, NOT_DRIED: 5 }])))

  it("given a batch from before starts recorded their stock, whose row's first book holds its start, when an admin resizes it, then the difference moves", () =>
    spec
      .given({ batch: measured(null), woodType: mvule, firstBook: firstBookWithStart() })
      .when(edit(31))
      .then((decided) => expect(decided.stock).toEqual(StockMovements.resizeDrying(doc, row, 30, 31, 1))))

  it("given a batch from stock, when an admin moves it to another wood type, then it is refused: its pieces are that stock's", () =>
    spec
      .given({ batch: measured(true), woodType: teak, firstBook: null })
      .when(edit(30, { woodTypeId: "teak" }))
      .thenError("BusinessRuleViolation", DryingMessages.stockWoodTypeFixed))

  it("given a batch not from stock, when an admin moves it to another wood type, then its use moves from the first wood type to the second", () =>
    spec
      .given({ batch: measured(false), woodType: teak, firstBook: null })
      .when(edit(30, { woodTypeId: "teak" }))
      .then((decided) => {
        expect(decided.stock).toEqual([])
        expect(decided.woodTypeUse).toEqual({ from: "wt", to: "teak" })
        expect(decided.batch[0]).toMatchObject({ woodTypeId: "teak", woodTypeName: "Teak" })
      }))

  it("given a completed batch from stock, when an admin changes its piece count, then it is refused: its pieces are dried stock now", () =>
    spec
      .given({ batch: completedBatch, woodType: mvule, firstBook: null })
      .when(edit(40))
      .thenError("BusinessRuleViolation", DryingMessages.completedPiecesFixed))

  it("given a completed batch from stock, when an admin edits it keeping its piece count, then the edit is recorded and nothing moves", () =>
    spec
      .given({ batch: completedBatch, woodType: mvule, firstBook: null })
      .when(edit(30, { notes: "  kiln 2  " }))
      .then({ batch: [edited(30, "kiln 2")], stock: [], woodTypeUse: { from: "wt", to: WoodTypeId.make("wt") } }))

  it("given an operator, when they edit a batch from stock, then the batch refuses them before any stock is looked at", () =>
    spec
      .given({ batch: completedBatch, woodType: mvule, firstBook: null })
      .when(edit(40, {}, operator))
      .thenError("Forbidden", DryingMessages.adminOnlyEdit))

  it("given the wood type named does not exist, when an admin edits, then it is refused: Please select a wood type", () =>
    spec
      .given({ batch: measured(true), woodType: noWoodType, firstBook: null })
      .when(edit(30, { woodTypeId: "gone" }))
      .thenError("ValidationError", DryingMessages.woodTypeRequired))

  it("given an edit that sends no start time, when it is decided, then the batch keeps the start it had", () =>
    spec
      .given({ batch: measured(true), woodType: mvule, firstBook: null })
      .when(edit(30, { startTime: undefined }))
      .then((decided) => expect(decided.batch[0]).toMatchObject({ startTime: setupFields.startTime })))

  it("whatever the counts before and after, a resize moves between NOT_DRIED and UNDER_DRYING exactly the difference, and nothing when equal", () =>
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), (before, after) =>
        spec
          .given({ batch: measured(true, before), woodType: mvule, firstBook: null })
          .when(edit(after))
          .then((decided) => {
            const moved = decided.stock.map((movement) => movement.changes)
            expect(moved).toEqual(after === before ? [] : [{ NOT_DRIED: before - after, UNDER_DRYING: after - before }])
          })
      )
    ))
})
