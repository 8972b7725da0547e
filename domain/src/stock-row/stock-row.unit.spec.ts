import { STOCK_BUCKETS, StockMessages, type StockCommand, type StockEvent, type StockRowKey, StockRowId, WarehouseId, WoodTypeId } from "@timber/contracts"
import fc from "fast-check"
import { Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { DeciderSpec } from "../testing/decider-spec"
import { StockRowDecider, type StockRowState } from "./decider"
import { revertOf, StockMovements } from "./movements"

const spec = DeciderSpec(StockRowDecider)
const row: StockRowKey = { warehouseId: WarehouseId.make("w1"), woodTypeId: WoodTypeId.make("teak"), thickness: ' 1" ' }
const fields = { stockRowId: StockRowId.make('w1~teak~1"'), warehouseId: WarehouseId.make("w1"), woodTypeId: WoodTypeId.make("teak"), thickness: '1"' }
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
const dried = (before: number, pieces: number): Extract<StockEvent, { _tag: "StockMoved" }> => ({
  _tag: "StockMoved",
  ...fields,
  movementId: "DRYING_STARTED:d1:start",
  source: "DRYING_STARTED",
  sourceDocumentId: "d1",
  sourceDocumentNumber: "UD-d1",
  reason: "Drying started",
  notes: null,
  changes: [
    { bucket: "NOT_DRIED", before, after: before - pieces, change: -pieces },
    { bucket: "UNDER_DRYING", before: 0, after: pieces, change: pieces }
  ]
})
const adjust = (quantity: number, movementId = "adj-1", reason = "Stock count"): StockCommand => ({
  _tag: "AdjustStock",
  movementId,
  source: "ADJUSTMENT",
  sourceDocumentId: movementId,
  sourceDocumentNumber: null,
  reason,
  notes: null,
  row,
  status: "NOT_DRIED",
  quantity
})
/** What `adjust` records: the Not Dried count moved from `before` to `after`. */
const adjusted = (before: number, after: number): StockEvent => ({
  _tag: "StockMoved",
  ...fields,
  movementId: "adj-1",
  source: "ADJUSTMENT",
  sourceDocumentId: "adj-1",
  sourceDocumentNumber: null,
  reason: "Stock count",
  notes: null,
  changes: [{ bucket: "NOT_DRIED", before, after, change: after - before }]
})
const fellBelow = (available: number, minimum: number): StockEvent => ({ _tag: "StockFellBelowMinimum", ...fields, available, minimum })
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
          { from: row, to: { ...row, warehouseId: WarehouseId.make("w2") }, status: "NOT_DRIED", pieces: 5 }
        ])[0]!
      )
      .thenError("BusinessRuleViolation", StockMessages.notEnough("TRANSFER_APPROVED", 5, 3, "Not Dried")))

  it("an adjustment sets a status to the counted quantity and records the change", () =>
    spec
      .given([received(40)])
      .when(adjust(37))
      .then([adjusted(40, 37)]))

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

  /** The events the row records for these commands, applied one after the other. */
  const history = (...commands: ReadonlyArray<StockCommand>): StockEvent[] =>
    commands.reduce<StockEvent[]>((events, c) => [...events, ...Effect.runSync(StockRowDecider.decide(c, fold(StockRowDecider, events)))], [])
  const setMinimum = (minimum: number | null): StockCommand => ({ _tag: "SetStockMinimum", row, minimum })
  const minimumSet = (minimum: number | null): StockEvent => ({ _tag: "StockMinimumSet", ...fields, minimum })

  it("given a revert of an applied take, then the ledger shows the take given back, marked as taken back and naming the movement it reverts", () =>
    spec
      .given(history(StockMovements.receive(receipt, [{ row, pieces: 40 }])[0]!, startDrying("d1", 10)))
      .when(revertOf(startDrying("d1", 10)))
      .then([
        {
          _tag: "StockMoved",
          ...fields,
          movementId: "DRYING_STARTED:d1:start#revert",
          source: "DRYING_STARTED",
          sourceDocumentId: "d1",
          sourceDocumentNumber: "UD-d1",
          reason: "Drying started (taken back)",
          notes: null,
          changes: [
            { bucket: "NOT_DRIED", before: 30, after: 40, change: 10 },
            { bucket: "UNDER_DRYING", before: 10, after: 0, change: -10 }
          ],
          reverts: "DRYING_STARTED:d1:start"
        }
      ]))

  it("a take larger than the pieces in transit is refused naming the in-transit quantity, at the source and at the destination", () => {
    const transfer = { documentId: "t1", documentNumber: "TR-1" }
    const to = { ...row, warehouseId: WarehouseId.make("w2") }
    const approved = StockMovements.approveTransfer(transfer, [{ from: row, to, status: "NOT_DRIED", pieces: 3 }])
    const [out, into] = StockMovements.completeTransfer(transfer, [{ from: row, to, status: "NOT_DRIED", pieces: 5 }])
    spec
      .given(history(StockMovements.receive(receipt, [{ row, pieces: 3 }])[0]!, approved[0]!))
      .when(out!)
      .thenError("BusinessRuleViolation", StockMessages.notEnough("TRANSFER_COMPLETED", 5, 3, "In Transit Out"))
    spec
      .given(history(approved[1]!))
      .when(into!)
      .thenError("BusinessRuleViolation", StockMessages.notEnough("TRANSFER_COMPLETED", 5, 3, "In Transit In"))
  })

  it("given a movement of a fraction of a piece, then it is refused: pieces are whole", () =>
    spec
      .given([received(40)])
      .when({ ...startDrying("d1", 1), changes: { NOT_DRIED: -1.5, UNDER_DRYING: 1.5 } })
      .thenError("ValidationError", StockMessages.quantityInvalid))

  it("given a row that never held stock, when a movement puts pieces in and names a quantity it leaves as it is, then the put is recorded", () =>
    spec
      .given([])
      .when({ ...StockMovements.receive(receipt, [{ row, pieces: 40 }])[0]!, changes: { NOT_DRIED: 40, DAMAGED: 0 } })
      .then([received(40)]))

  it("given a count equal to what the row holds, when it is adjusted, then nothing moves", () =>
    spec
      .given([received(40)])
      .when(adjust(40))
      .then([]))

  it("given an adjustment already applied and a later movement, when the adjustment is retried, then it moves nothing again", () =>
    spec
      .given(history(StockMovements.receive(receipt, [{ row, pieces: 40 }])[0]!, adjust(37), startDrying("d1", 5)))
      .when(adjust(37))
      .then([]))

  it("given a row of 40, when a count finds none left, then the adjustment to 0 is recorded", () =>
    spec
      .given([received(40)])
      .when(adjust(0))
      .then([adjusted(40, 0)]))

  it("an adjustment to a negative or fractional count is refused, and so is one without a reason", () => {
    spec
      .given([received(40)])
      .when(adjust(-1))
      .thenError("ValidationError", StockMessages.quantityInvalid)
    spec
      .given([received(40)])
      .when(adjust(2.5))
      .thenError("ValidationError", StockMessages.quantityInvalid)
    spec
      .given([received(40)])
      .when(adjust(37, "adj-1", "   "))
      .thenError("ValidationError", StockMessages.reasonRequired)
  })

  it("a row at exactly its minimum is not low; one piece fewer and it falls below, once", () => {
    const events = [received(40), minimumSet(30)]
    spec
      .given(events)
      .when(startDrying("d1", 10))
      .then([dried(40, 10)])
    spec
      .given([...events, dried(40, 10)])
      .when(startDrying("d2", 1))
      .then([
        {
          ...dried(30, 1),
          movementId: "DRYING_STARTED:d2:start",
          sourceDocumentId: "d2",
          sourceDocumentNumber: "UD-d2",
          changes: [
            { bucket: "NOT_DRIED", before: 30, after: 29, change: -1 },
            { bucket: "UNDER_DRYING", before: 10, after: 11, change: 1 }
          ]
        },
        fellBelow(29, 30)
      ])
  })

  it("a minimum is a whole number of at least 0: a negative or fractional one is refused, 0 is kept", () => {
    spec
      .given([received(40)])
      .when(setMinimum(-1))
      .thenError("ValidationError", StockMessages.quantityInvalid)
    spec
      .given([received(40)])
      .when(setMinimum(2.5))
      .thenError("ValidationError", StockMessages.quantityInvalid)
    spec
      .given([received(40)])
      .when(setMinimum(0))
      .then([minimumSet(0)])
  })

  it("given a row of 40 available, when its minimum becomes 50 it falls below; 30 and it does not; the same minimum again records nothing", () => {
    spec
      .given([received(40)])
      .when(setMinimum(50))
      .then([minimumSet(50), fellBelow(40, 50)])
    spec
      .given([received(40)])
      .when(setMinimum(30))
      .then([minimumSet(30)])
    spec
      .given([received(40), minimumSet(30)])
      .when(setMinimum(30))
      .then([])
    spec
      .given([received(40), minimumSet(30)])
      .when(setMinimum(20))
      .then([minimumSet(20)])
  })

  it("given a row already below its minimum, when the minimum is raised, then it is not raised as a new fall", () =>
    spec
      .given([received(40), minimumSet(50), fellBelow(40, 50)])
      .when(setMinimum(60))
      .then([minimumSet(60)]))

  it("given a row with a minimum, when it is cleared, then the row has no minimum; given a row never stocked, clearing records the row with none", () => {
    spec
      .given([received(40), minimumSet(30)])
      .when(setMinimum(null))
      .then([minimumSet(null)])
    spec
      .given([])
      .when(setMinimum(null))
      .then([minimumSet(null)])
  })

  it("given a command or event of a kind it does not know (a newer schema's), then it fails loudly naming it", () => {
    const state: StockRowState = fold(StockRowDecider, [received(40)])
    expect(() => StockRowDecider.decide({ _tag: "CountStock" } as never, state)).toThrow('Unhandled case: {"_tag":"CountStock"}')
    expect(() => StockRowDecider.evolve(state, { _tag: "StockCounted" } as never)).toThrow('Unhandled case: {"_tag":"StockCounted"}')
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

describe("m³ moves with pieces (issue 37 item 5)", () => {
  const nominal: StockRowKey = { warehouseId: WarehouseId.make("w1"), woodTypeId: WoodTypeId.make("teak"), product: "SLEEPER", thickness: '6"', width: '9"' }
  const receive = (pieces: number, m3: number, id = "r1") =>
    StockMovements.receive({ documentId: id, documentNumber: "LOT-7" }, [{ row: nominal, pieces, m3, measured: [] }])[0]!
  const decideAll = (commands: ReadonlyArray<StockCommand>) =>
    commands.reduce<StockRowState>(
      (state, command) => Effect.runSync(StockRowDecider.decide(command, state)).reduce(StockRowDecider.evolve, state),
      StockRowDecider.initialState
    )

  it("given 3 sleepers of 0.3 m³ received, when 2 are dried, then they take 2 × the average (0.2 m³) to Under Drying and 0.1 m³ stays Not Dried", () => {
    const row = decideAll([receive(3, 0.3), StockMovements.startDrying({ documentId: "d1", documentNumber: "UD-1" }, nominal, 2)[0]!])
    expect(row.quantities).toMatchObject({ NOT_DRIED: 1, UNDER_DRYING: 2 })
    expect(row.volumes).toMatchObject({ NOT_DRIED: 0.1, UNDER_DRYING: 0.2 })
  })

  it("given a transfer taking pieces out, then the ledger line says the m³ that left beside the pieces", () => {
    const before = decideAll([receive(4, 0.34)])
    const [out] = StockMovements.approveTransfer({ documentId: "t1", documentNumber: "TR-1" }, [
      { from: nominal, to: { ...nominal, warehouseId: WarehouseId.make("w2") }, status: "NOT_DRIED", pieces: 1, m3: 0.085 }
    ])
    const [moved] = Effect.runSync(StockRowDecider.decide(out!, before))
    expect(moved).toMatchObject({
      changes: [
        { bucket: "NOT_DRIED", before: 4, after: 3, m3Before: 0.34, m3After: 0.255, m3Change: -0.085 },
        { bucket: "IN_TRANSIT_OUT", before: 0, after: 1, m3Before: 0, m3After: 0.085, m3Change: 0.085 }
      ]
    })
  })

  it("whatever is received and taken, a quantity's m³ is never negative and 0 pieces hold 0 m³", () =>
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 50 }), fc.double({ min: 0.001, max: 5, noNaN: true })), { minLength: 1, maxLength: 5 }),
        fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 10 }),
        (receipts, takes) => {
          let row = decideAll(receipts.map(([pieces, m3], i) => receive(pieces, m3, `r${i}`)))
          for (const [i, n] of takes.entries()) {
            const take = StockMovements.startDrying({ documentId: `d${i}`, documentNumber: null }, nominal, Math.min(n, row.quantities.NOT_DRIED))
            if (row.quantities.NOT_DRIED === 0) break
            row = Effect.runSync(StockRowDecider.decide(take[0]!, row)).reduce(StockRowDecider.evolve, row)
          }
          for (const bucket of STOCK_BUCKETS) {
            expect(row.volumes[bucket]).toBeGreaterThanOrEqual(0)
            if (row.quantities[bucket] === 0) expect(row.volumes[bucket]).toBe(0)
          }
          const received = receipts.reduce((sum, [, m3]) => sum + m3, 0)
          expect(row.volumes.NOT_DRIED + row.volumes.UNDER_DRYING).toBeCloseTo(received, 4)
        }
      )
    ))
})
