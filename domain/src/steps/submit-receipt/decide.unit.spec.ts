import { UserId, WarehouseId, WoodTypeId, type MoveStock, type ReceiptItem, type Role, type SubmitReceipt, type WarehouseEvent } from "@timber/contracts"
import { Effect, Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { fold } from "../../decider/decider"
import { LotDecider } from "../../lot/decider"
import { initialLotState } from "../../lot/state"
import { StepSpec } from "../../testing/decider-spec"
import { created, item, lotId } from "../../testing/slicing-fixtures"
import { WarehouseDecider } from "../../warehouse/decider"
import { submitReceipt } from "./decide"

const spec = StepSpec(submitReceipt)
const yardId = WarehouseId.make("yard")
const yardCreated: Extract<WarehouseEvent, { _tag: "WarehouseCreated" }> = {
  _tag: "WarehouseCreated",
  warehouseId: yardId,
  code: "YRD",
  name: "Main yard",
  address: "Plot 4, Mbeya",
  contactPerson: "Asha",
  stockControlEnabled: true,
  requiresApproval: false
}
const yard = (...after: ReadonlyArray<WarehouseEvent>) => fold(WarehouseDecider, [yardCreated, ...after])
const newLot = fold(LotDecider, [created()])
// two sleepers 15.24 cm (6") thick and one 10 cm (4"), all 20 cm (8") wide
const items: ReadonlyArray<ReceiptItem> = [item("a", 15.24, 2), item("b", 10)]
const submit = (role: Role, submitted: ReadonlyArray<ReceiptItem> = items): SubmitReceipt => ({
  _tag: "SubmitReceipt",
  lotId,
  items: submitted,
  warehouseId: yardId,
  actor: { userId: UserId.make("u1"), email: "u1@timber.test", role },
  submittedByName: "Asha",
  at: "2026-11-21T08:00:00.000Z"
})
const decided = (role: Role, submitted: ReadonlyArray<ReceiptItem> = items) =>
  Effect.runSync(submitReceipt({ lot: newLot, warehouse: yard() }, submit(role, submitted)))
/** Each movement as the ledger reads it: which row (product, thickness × width), which quantities change by how much. */
const moved = (movements: ReadonlyArray<MoveStock>) =>
  movements.map((m) => [m.row.warehouseId, m.row.woodTypeId, m.row.product, m.row.thickness, m.row.width, m.changes])

describe("submitting a receipt", () => {
  it("given a LOT and a warehouse that keeps stock, when an admin submits its sleepers, then the receipt completes and its sleepers go into the warehouse as Not Dried, by nominal size", () => {
    const decision = decided("ADMIN")
    expect(decision.lot).toMatchObject([
      { _tag: "ReceiptSubmitted", lotId, status: "COMPLETED", items, warehouseId: yardId, confirmedAt: "2026-11-21T08:00:00.000Z" }
    ])
    const teak = WoodTypeId.make("teak")
    expect(moved(decision.stock)).toEqual([
      [yardId, teak, "SLEEPER", '4"', '8"', { NOT_DRIED: 1 }],
      [yardId, teak, "SLEEPER", '6"', '8"', { NOT_DRIED: 2 }]
    ])
  })

  it("given anyone but an admin, then the receipt waits for approval and no sleeper moves yet", () => {
    const decision = decided("MANAGER")
    expect(decision.lot).toMatchObject([{ _tag: "ReceiptSubmitted", status: "PENDING_APPROVAL", confirmedAt: null }])
    expect(decision.stock).toEqual([])
  })

  it("given no such LOT, then it is not found, whatever warehouse it names", () =>
    spec.given({ lot: initialLotState, warehouse: WarehouseDecider.initialState }).when(submit("ADMIN")).thenError("NotFound", "Wood receipt not found"))

  it("given a warehouse that does not exist, then the submission is refused before the LOT moves", () =>
    spec.given({ lot: newLot, warehouse: WarehouseDecider.initialState }).when(submit("ADMIN")).thenError("NotFound", "Warehouse not found"))

  it("given an archived warehouse, then the submission is refused", () =>
    spec
      .given({ lot: newLot, warehouse: yard({ _tag: "WarehouseArchived", warehouseId: yardId }) })
      .when(submit("ADMIN"))
      .thenError("BusinessRuleViolation", "Archived warehouses cannot be edited. Restore the warehouse first."))

  it("given a warehouse that keeps no stock, then the submission is refused (an approver's later completion could not put the sleepers anywhere)", () =>
    spec
      .given({ lot: newLot, warehouse: fold(WarehouseDecider, [{ ...yardCreated, stockControlEnabled: false }]) })
      .when(submit("MANAGER"))
      .thenError("BusinessRuleViolation", "This warehouse does not keep stock"))

  it("a completed receipt puts exactly the pieces it counted into stock, none taken anywhere", () =>
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 5, max: 40 }), fc.integer({ min: 1, max: 6 })), { minLength: 1, maxLength: 6 }), (sizes) => {
        const counted = sizes.map(([height, quantity], i) => item(`i${i}`, height, quantity))
        const result = Effect.runSync(Effect.either(submitReceipt({ lot: newLot, warehouse: yard() }, submit("ADMIN", counted))))
        if (Either.isLeft(result)) throw result.left
        const changes = result.right.stock.flatMap((m) => Object.values(m.changes))
        expect(changes.every((n) => (n ?? 0) > 0)).toBe(true)
        expect(changes.reduce<number>((total, n) => total + (n ?? 0), 0)).toBe(sizes.reduce((total, [, quantity]) => total + quantity, 0))
      })
    ))
})
