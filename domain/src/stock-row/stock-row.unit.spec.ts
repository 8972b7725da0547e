import { STOCK_BUCKETS, StockMessages, type StockCommand, type StockEvent, type StockRowKey } from "@timber/contracts"
import fc from "fast-check"
import { Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { DeciderSpec } from "../testing/decider-spec"
import { StockRowDecider } from "./decider"
import { revertOf, StockMovements } from "./movements"

const spec = DeciderSpec(StockRowDecider)
const row: StockRowKey = { warehouseId: "w1", woodTypeId: "teak", thickness: ' 1" ' }
const fields = { stockRowId: 'w1~teak~1"', warehouseId: "w1", woodTypeId: "teak", thickness: '1"' }
const receipt = { documentId: "r1", documentNumber: "LOT-7" }
const received = (n: number): StockEvent => ({
  _tag: "StockMoved",
  ...fields,
  movementId: 'RECEIPT_COMPLETED:r1:w1~teak~1"',
  source: "RECEIPT_COMPLETED",
  sourceDocumentId: "r1",
  sourceDocumentNumber: "LOT-7",
  reason: "Receipt completed",
  notes: null,
  changes: [{ bucket: "NOT_DRIED", before: 0, after: n, change: n }]
})
const startDrying = (id: string, pieces: number) => StockMovements.startDrying({ documentId: id, documentNumber: `UD-${id}` }, row, pieces)[0]!

describe("stock row", () => {
  it("a completed receipt puts its sleepers in as NOT_DRIED, with before and after", () =>
    spec
      .given([])
      .when(StockMovements.receive(receipt, [{ row, pieces: 40 }])[0]!)
      .then([received(40)]))

  it("the same step applied twice moves nothing the second time", () =>
    spec
      .given([received(40)])
      .when(StockMovements.receive(receipt, [{ row, pieces: 40 }])[0]!)
      .then([]))

  it("drying takes NOT_DRIED to UNDER_DRYING, refusing more than there is in the spec's words", () => {
    spec
      .given([received(40)])
      .when(startDrying("d1", 41))
      .thenError("BusinessRuleViolation", "Cannot dry 41 pieces. Only 40 not dried pieces available.")
    spec
      .given([received(40)])
      .when(startDrying("d1", 40))
      .then([
        {
          _tag: "StockMoved",
          ...fields,
          movementId: "DRYING_STARTED:d1:start",
          source: "DRYING_STARTED",
          sourceDocumentId: "d1",
          sourceDocumentNumber: "UD-d1",
          reason: "Drying started",
          notes: null,
          changes: [
            { bucket: "NOT_DRIED", before: 40, after: 0, change: -40 },
            { bucket: "UNDER_DRYING", before: 0, after: 40, change: 40 }
          ]
        }
      ])
  })

  it("a take from a row that never held stock is refused as 'Selected stock not found'", () =>
    spec.given([]).when(startDrying("d1", 1)).thenError("NotFound", StockMessages.selectedStockNotFound))

  it("a transfer take names its own verb", () =>
    spec
      .given([received(3)])
      .when(
        StockMovements.approveTransfer({ documentId: "t1", documentNumber: "TR-1" }, [
          { from: row, to: { ...row, warehouseId: "w2" }, status: "NOT_DRIED", pieces: 5 }
        ])[0]!
      )
      .thenError("BusinessRuleViolation", StockMessages.notEnough("TRANSFER_APPROVED", 5, 3, "Not Dried")))

  it("an adjustment sets a status to the counted quantity and records the change", () =>
    spec
      .given([received(40)])
      .when({
        _tag: "AdjustStock",
        movementId: "adj-1",
        source: "ADJUSTMENT",
        sourceDocumentId: "adj-1",
        sourceDocumentNumber: null,
        reason: "Stock count",
        notes: null,
        row,
        status: "NOT_DRIED",
        quantity: 37
      })
      .then([
        {
          _tag: "StockMoved",
          ...fields,
          movementId: "adj-1",
          source: "ADJUSTMENT",
          sourceDocumentId: "adj-1",
          sourceDocumentNumber: null,
          reason: "Stock count",
          notes: null,
          changes: [{ bucket: "NOT_DRIED", before: 40, after: 37, change: -3 }]
        }
      ]))

  it("falling below the minimum is raised once, not on every movement", () => {
    const minimum: StockEvent = { _tag: "StockMinimumSet", ...fields, minimum: 30 }
    const events = [received(40), minimum]
    const first = Effect.runSync(StockRowDecider.decide(startDrying("d1", 15), fold(StockRowDecider, events)))
    expect(first.map((e) => e._tag)).toEqual(["StockMoved", "StockFellBelowMinimum"])
    const second = Effect.runSync(StockRowDecider.decide(startDrying("d2", 5), fold(StockRowDecider, [...events, ...first])))
    expect(second.map((e) => e._tag)).toEqual(["StockMoved"])
  })

  it("a revert takes a movement back once, and the step may then be applied again", () => {
    const take = startDrying("d1", 10)
    const afterTake = Effect.runSync(StockRowDecider.decide(take, fold(StockRowDecider, [received(40)])))
    const events = [received(40), ...afterTake]
    const reverted = Effect.runSync(StockRowDecider.decide(revertOf(take), fold(StockRowDecider, events)))
    expect(fold(StockRowDecider, [...events, ...reverted]).quantities).toMatchObject({ NOT_DRIED: 40, UNDER_DRYING: 0 })
    expect(Effect.runSync(StockRowDecider.decide(revertOf(take), fold(StockRowDecider, [...events, ...reverted])))).toEqual([])
    expect(Effect.runSync(StockRowDecider.decide(take, fold(StockRowDecider, [...events, ...reverted]))).length).toBe(1)
  })

  const bucket = fc.constantFrom(...STOCK_BUCKETS)
  const command: fc.Arbitrary<StockCommand> = fc.oneof(
    fc
      .record({ id: fc.integer({ min: 0, max: 30 }), bucket, n: fc.integer({ min: -50, max: 50 }), other: bucket })
      .map(({ id, bucket: b, n, other }): StockCommand => ({
        _tag: "MoveStock",
        movementId: `m${id}`,
        source: "TRANSFER_APPROVED",
        sourceDocumentId: null,
        sourceDocumentNumber: null,
        reason: "random",
        notes: null,
        row,
        changes: b === other ? { [b]: n } : { [b]: n, [other]: -n }
      })),
    fc
      .record({
        id: fc.integer({ min: 0, max: 30 }),
        q: fc.integer({ min: 0, max: 80 }),
        s: fc.constantFrom("NOT_DRIED", "UNDER_DRYING", "DRIED", "DAMAGED" as const)
      })
      .map(({ id, q, s }): StockCommand => ({
        _tag: "AdjustStock",
        movementId: `a${id}`,
        source: "ADJUSTMENT",
        sourceDocumentId: null,
        sourceDocumentNumber: null,
        reason: "count",
        notes: null,
        row,
        status: s,
        quantity: q
      })),
    fc.option(fc.integer({ min: 0, max: 60 })).map((minimum): StockCommand => ({ _tag: "SetStockMinimum", row, minimum }))
  )

  it("after any sequence of movements no quantity is negative and the ledger's changes sum to every quantity", () =>
    fc.assert(
      fc.property(fc.array(command, { maxLength: 60 }), (commands) => {
        let events: StockEvent[] = []
        for (const c of commands) {
          const result = Effect.runSync(Effect.either(StockRowDecider.decide(c, fold(StockRowDecider, events))))
          if (Either.isRight(result)) events = [...events, ...result.right]
        }
        const state = fold(StockRowDecider, events)
        for (const b of STOCK_BUCKETS) {
          expect(state.quantities[b]).toBeGreaterThanOrEqual(0)
          const ledgerSum = events
            .flatMap((e) => (e._tag === "StockMoved" ? e.changes : []))
            .filter((c) => c.bucket === b)
            .reduce((sum, c) => sum + c.change, 0)
          expect(ledgerSum).toBe(state.quantities[b])
        }
      })
    ))
})
