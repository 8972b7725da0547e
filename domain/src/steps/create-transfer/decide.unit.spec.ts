import { Effect, Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { heldStockOf } from "../../stock-row/held-stock"
import { StepSpec } from "../../testing/decider-spec"
import { rowHolding } from "../../testing/held-rows"
import { create, planks, T1, yardRow } from "../../testing/transfer-fixtures"
import { TransferDecider } from "../../transfer/decider"
import { createTransfer, createTransferRows } from "./decide"

const spec = StepSpec(createTransfer)
const fresh = TransferDecider.initialState
const yardHolding = (notDried: number) => heldStockOf([rowHolding(yardRow, { NOT_DRIED: notDried })])

describe("creating a transfer", () => {
  it("given the yard row holds 8 not dried planks, when a transfer of 5 is created, then it is recorded PENDING and nothing moves before its approval", () => {
    const decision = Effect.runSync(createTransfer({ transfer: fresh, stock: yardHolding(8) }, create([planks(5)])))
    expect(decision).toMatchObject({ transfer: [{ _tag: "TransferCreated", transferId: T1, transferNumber: "TR-2026-0001" }] })
    expect(Object.keys(decision)).toEqual(["transfer"])
  })

  it("given the yard row holds fewer pieces than the form asks, then the transfer is refused in words that name the wood, the warehouse and what it holds", () =>
    spec
      .given({ transfer: fresh, stock: yardHolding(3) })
      .when(create([planks(5)]))
      .thenError("BusinessRuleViolation", 'Cannot transfer 5 not dried pieces of Mvule Plank 1" × 4" from Main yard. Only 3 available.'))

  it("names the rows it reads: each item's row at the source", () => expect(createTransferRows(create([planks(5)]))).toEqual([yardRow]))

  it("a transfer never asks a row for more than it holds: it is refused exactly when the row holds fewer pieces than its items of that row and status take together", () =>
    fc.assert(
      fc.property(fc.nat(30), fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 15 }), (held, first, second) => {
        const result = Effect.runSync(
          Effect.either(createTransfer({ transfer: fresh, stock: yardHolding(held) }, create([planks(first), { ...planks(second), itemId: "other" }])))
        )
        expect(Either.isLeft(result)).toBe(held < first + second)
      })
    ))
})
