import { TransferMessages, UserId, WarehouseId, type TransferItemFields, type WarehouseDetails } from "@timber/contracts"
import { Effect, Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { fold } from "../../decider/decider"
import { StockRowDecider } from "../../stock-row/decider"
import { heldStockOf } from "../../stock-row/held-stock"
import { StepSpec } from "../../testing/decider-spec"
import { mvule, noWoodType } from "../../testing/drying-steps"
import { clerk, planks, shop, T1, yard, yardRow } from "../../testing/transfer-fixtures"
import { TransferDecider } from "../../transfer/decider"
import { UserDecider } from "../../user/decider"
import { WarehouseDecider } from "../../warehouse/decider"
import { createTransfer, createTransferRows, type CreateTransferGiven, type CreateTransferIntent, type TransferItemAsked } from "./decide"

const spec = StepSpec(createTransfer)

const place = (where: { id: WarehouseId; name: string; code: string }, change: Partial<WarehouseDetails> = {}) =>
  fold(WarehouseDecider, [
    {
      _tag: "WarehouseCreated",
      warehouseId: where.id,
      name: where.name,
      code: where.code,
      address: "Mbeya",
      contactPerson: "Asha",
      stockControlEnabled: true,
      requiresApproval: false,
      ...change
    }
  ])
const juma = (isActive: boolean) =>
  fold(UserDecider, [
    {
      _tag: "UserRegistered",
      userId: UserId.make("u-juma"),
      email: "juma@timber.test",
      firstName: "Juma",
      lastName: "K",
      role: "USER",
      isActive,
      permissions: null
    }
  ])

/** The yard row holding `pieces` not dried planks of `m3` m³ in all. */
const yardHolding = (pieces: number, m3 = 0) =>
  heldStockOf([
    [
      yardRow,
      {
        row: yardRow,
        state: {
          ...StockRowDecider.initialState,
          exists: true,
          quantities: { ...StockRowDecider.initialState.quantities, NOT_DRIED: pieces },
          volumes: { ...StockRowDecider.initialState.volumes, NOT_DRIED: m3 }
        }
      }
    ]
  ])

/** The form's item: the planks' row and quantity, named and measured by the step. */
const asked = (item: TransferItemFields): TransferItemAsked => {
  const { woodTypeName: _name, m3: _m3, ...rest } = item
  return rest
}

const intent = (items: ReadonlyArray<TransferItemFields>, change: Partial<CreateTransferIntent> = {}): CreateTransferIntent => ({
  transferId: T1,
  transferNumber: "TR-2026-0001",
  fromWarehouseId: yard.id,
  toWarehouseId: shop.id,
  transferDate: "2026-11-28T00:00:00.000Z",
  notes: null,
  items: items.map(asked),
  notifyUserId: null,
  at: "2026-11-28T08:00:00.000Z",
  actor: clerk,
  ...change
})

const world = (change: Partial<CreateTransferGiven> = {}): CreateTransferGiven => ({
  transfer: TransferDecider.initialState,
  stock: yardHolding(8, 0.8),
  from: place(yard),
  to: place(shop),
  woodTypes: [mvule],
  recipient: null,
  ...change
})

describe("creating a transfer", () => {
  it("given the yard row holds 8 not dried planks, when a transfer of 5 is created, then it is recorded PENDING and nothing moves before its approval", () => {
    const decision = Effect.runSync(createTransfer(world(), intent([planks(5)])))
    expect(decision).toMatchObject({ transfer: [{ _tag: "TransferCreated", transferId: T1, transferNumber: "TR-2026-0001" }] })
    expect(Object.keys(decision)).toEqual(["transfer"])
  })

  it("given the yard row holds 8 planks of 0.8 m³, when 5 are sent, then the item shows their share of the row's m³ (0.5) and the wood type's name, and both warehouses by name and code", () =>
    spec
      .given(world())
      .when(intent([planks(5)]))
      .then(({ transfer: [created] }) =>
        expect(created).toMatchObject({
          fromWarehouse: yard,
          toWarehouse: shop,
          items: [{ woodTypeName: "Mvule", quantity: 5, m3: 0.5, product: "PLANK", thickness: '1"', width: '4"' }]
        })
      ))

  it("given the form names the same warehouse at both ends, then it is refused in the spec's words before anything else is asked", () =>
    spec
      .given(world({ to: WarehouseDecider.initialState, woodTypes: [noWoodType] }))
      .when(intent([planks(5)], { toWarehouseId: yard.id }))
      .thenError("ValidationError", TransferMessages.sameWarehouse))

  it("given the destination keeps no stock, then the transfer is refused", () =>
    spec
      .given(world({ to: place(shop, { stockControlEnabled: false }) }))
      .when(intent([planks(5)]))
      .thenError("BusinessRuleViolation"))

  it("given an item whose wood type does not exist, then the transfer asks for a wood type", () =>
    spec
      .given(world({ woodTypes: [noWoodType] }))
      .when(intent([planks(5)]))
      .thenError("ValidationError", TransferMessages.woodTypeRequired))

  it("given the form names a user to tell who is deactivated, then it is refused in words; an active one is recorded to be told", () => {
    const toJuma = intent([planks(5)], { notifyUserId: UserId.make("u-juma") })
    spec
      .given(world({ recipient: juma(false) }))
      .when(toJuma)
      .thenError("ValidationError", TransferMessages.recipientUnknown)
    spec
      .given(world({ recipient: juma(true) }))
      .when(toJuma)
      .then(({ transfer: [created] }) => expect(created).toMatchObject({ notifyUserId: "u-juma" }))
  })

  it("given the yard row holds fewer pieces than the form asks, then the transfer is refused in words that name the wood, the warehouse and what it holds", () =>
    spec
      .given(world({ stock: yardHolding(3) }))
      .when(intent([planks(5)]))
      .thenError("BusinessRuleViolation", 'Cannot transfer 5 not dried pieces of Mvule Plank 1" × 4" from Main yard. Only 3 available.'))

  it("names the rows it reads: each item's row at the source", () => expect(createTransferRows(intent([planks(5)]))).toEqual([yardRow]))

  it("a transfer never asks a row for more than it holds: it is refused exactly when the row holds fewer pieces than its items of that row and status take together", () =>
    fc.assert(
      fc.property(fc.nat(30), fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 15 }), (held, first, second) => {
        const result = Effect.runSync(
          Effect.either(
            createTransfer(world({ stock: yardHolding(held), woodTypes: [mvule, mvule] }), intent([planks(first), { ...planks(second), itemId: "other" }]))
          )
        )
        expect(Either.isLeft(result)).toBe(held < first + second)
      })
    ))
})
