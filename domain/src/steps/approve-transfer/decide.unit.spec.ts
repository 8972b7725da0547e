import { WarehouseId, type MoveStock, type StockRowKey } from "@timber/contracts"
import { Effect, Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { heldStockOf } from "../../stock-row/held-stock"
import { StockMovements } from "../../stock-row/movements"
import { appliedMovements } from "../../testing/applied-movements"
import { StepSpec } from "../../testing/decider-spec"
import { rowHolding } from "../../testing/held-rows"
import { approve, boss, clerk, create, legacyPlanks, planks, shopRow, T1, transferAfter, yardRow } from "../../testing/transfer-fixtures"
import { transferDocument } from "../../transfer/transfer-stock"
import { approveTransfer } from "./decide"

const spec = StepSpec(approveTransfer)
const pending = (pieces = 5) => transferAfter([create([planks(pieces)])])
const stock = (held: number) => heldStockOf([rowHolding(yardRow, { NOT_DRIED: held }), rowHolding(shopRow, {})])
const approved = { _tag: "TransferApproved", transferId: T1, approvedBy: { id: boss.userId, name: "Boss" }, approvedAt: approve.at } as const
/** Each movement as the ledger reads it: which row, which quantities change by how much. */
const moved = (movements: ReadonlyArray<MoveStock>) => movements.map((m) => [m.row, m.changes])

describe("approving a transfer", () => {
  it("given a pending transfer of 5 not dried planks and a yard row holding 8, when approved, then it is approved and the 5 leave Not Dried at the yard into transit, on their way in at the shop", () => {
    spec
      .given({ transfer: pending(), stock: stock(8) })
      .when(approve)
      .then({
        transfer: [approved],
        stock: StockMovements.approveTransfer(transferDocument(pending().transfer!), [{ from: yardRow, to: shopRow, status: "NOT_DRIED", pieces: 5, m3: 0 }])
      })
    expect(moved(Effect.runSync(approveTransfer({ transfer: pending(), stock: stock(8) }, approve)).stock)).toEqual([
      [yardRow, { NOT_DRIED: -5, IN_TRANSIT_OUT: 5 }],
      [shopRow, { IN_TRANSIT_IN: 5 }]
    ])
  })

  it("given a yard row of 8 not dried planks holding 0.8 m³, when a transfer of 5 is approved, then the shop shows them arriving with their share: 0.5 m³", () => {
    const measured = heldStockOf([
      [yardRow, { row: yardRow, state: { ...stock(8)(yardRow).state, volumes: { ...stock(8)(yardRow).state.volumes, NOT_DRIED: 0.8 } } }],
      rowHolding(shopRow, {})
    ])
    const arriving = Effect.runSync(approveTransfer({ transfer: pending(), stock: measured }, approve)).stock.find((m) => m.changes.IN_TRANSIT_IN !== undefined)
    expect(arriving?.volumes).toEqual({ IN_TRANSIT_IN: 0.5 })
  })

  it("given a yard row holding fewer pieces than the transfer takes, then the approval is refused in words that name the wood, the warehouse and what it holds", () =>
    spec
      .given({ transfer: pending(), stock: stock(3) })
      .when(approve)
      .thenError("BusinessRuleViolation", 'Cannot transfer 5 not dried pieces of Mvule Plank 1" × 4" from Main yard. Only 3 available.'))

  it("given a transfer approved before (a double click), then nothing is decided again: no event, no piece moved twice", () =>
    spec
      .given({ transfer: transferAfter([create([planks(5)]), approve]), stock: stock(0) })
      .when(approve)
      .then({ transfer: [], stock: [] }))

  it("given a transfer its approver created, then the approval is refused (segregation of duties)", () =>
    spec
      .given({ transfer: pending(), stock: stock(8) })
      .when({ ...approve, actor: clerk })
      .thenError("Forbidden", "You created this transfer; another manager or admin must approve or reject it"))

  it("given an item from before nominal sizes whose legacy row was carried over, then its pieces leave the row they went to and arrive in the row of that size at the shop", () => {
    const legacyYard: StockRowKey = { warehouseId: yardRow.warehouseId, woodTypeId: yardRow.woodTypeId, thickness: '1"' }
    const legacyShop: StockRowKey = { ...legacyYard, warehouseId: WarehouseId.make("shop") }
    const carried = heldStockOf([rowHolding(legacyYard, { NOT_DRIED: 8 }, yardRow), rowHolding(legacyShop, {})])
    const decision = Effect.runSync(approveTransfer({ transfer: transferAfter([create([legacyPlanks(5)])]), stock: carried }, approve))
    expect(moved(decision.stock)).toEqual([
      [yardRow, { NOT_DRIED: -5, IN_TRANSIT_OUT: 5 }],
      [shopRow, { IN_TRANSIT_IN: 5 }]
    ])
  })

  it("an approval never sends pieces the source does not hold: it is refused exactly when the row holds fewer than the transfer takes, and otherwise the pieces that leave the status are the pieces in transit at both ends, no quantity below zero", () =>
    fc.assert(
      fc.property(fc.nat(20), fc.integer({ min: 1, max: 20 }), fc.constantFrom("NOT_DRIED" as const, "DRIED" as const), (held, pieces, status) => {
        const rows = [rowHolding(yardRow, { [status]: held }), rowHolding(shopRow, {})]
        const result = Effect.runSync(
          Effect.either(approveTransfer({ transfer: transferAfter([create([planks(pieces, status)])]), stock: heldStockOf(rows) }, approve))
        )
        expect(Either.isLeft(result)).toBe(held < pieces)
        if (Either.isLeft(result)) return
        const after = appliedMovements(
          rows.map(([row, { state }]) => [row, state] as const),
          result.right.stock
        )
        expect(after(yardRow).quantities[status]).toBe(held - pieces)
        expect(after(yardRow).quantities.IN_TRANSIT_OUT).toBe(pieces)
        expect(after(shopRow).quantities.IN_TRANSIT_IN).toBe(pieces)
      })
    ))
})
