import { UserId } from "@timber/contracts"
import { Effect, Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { heldStockOf } from "../../stock-row/held-stock"
import { StockMovements } from "../../stock-row/movements"
import { appliedMovements } from "../../testing/applied-movements"
import { StepSpec } from "../../testing/decider-spec"
import { rowHolding } from "../../testing/held-rows"
import { approve, complete, create, planks, receiver, shopRow, T1, transferAfter, yardRow } from "../../testing/transfer-fixtures"
import { transferDocument } from "../../transfer/transfer-stock"
import { UserDecider, type UserState } from "../../user/decider"
import { completeTransfer } from "./decide"

const spec = StepSpec(completeTransfer)
const onTheRoad = (pieces = 5) => transferAfter([create([planks(pieces)]), approve])
/** The rows once the approval sent the pieces: in transit out at the yard, in transit in at the shop. */
const inTransit = (pieces = 5) => [rowHolding(yardRow, { IN_TRANSIT_OUT: pieces }), rowHolding(shopRow, { IN_TRANSIT_IN: pieces })]
const nobody: UserState = UserDecider.initialState
const completed = {
  _tag: "TransferCompleted",
  transferId: T1,
  completedBy: { id: receiver.userId, name: "Receiver" },
  completedAt: complete().at,
  notifyUserId: null
} as const

describe("receiving a transfer", () => {
  it("given an approved transfer of 5 not dried planks, when received at the shop, then it is completed and the 5 leave transit at both ends into Not Dried at the shop", () =>
    spec
      .given({ transfer: onTheRoad(), recipient: nobody, stock: heldStockOf(inTransit()) })
      .when(complete())
      .then({
        transfer: [completed],
        stock: StockMovements.completeTransfer(transferDocument(onTheRoad().transfer!), [{ from: yardRow, to: shopRow, status: "NOT_DRIED", pieces: 5, m3: 0 }])
      }))

  it("given a user to be told who is not an active user, then the receipt is refused in words", () =>
    spec
      .given({ transfer: onTheRoad(), recipient: nobody, stock: heldStockOf(inTransit()) })
      .when(complete(UserId.make("gone")))
      .thenError("ValidationError", "The recipient is not an active user"))

  it("given a transfer received before (a double click), then nothing is decided again: no event, no piece landed twice", () =>
    spec
      .given({ transfer: transferAfter([create([planks(5)]), approve, complete()]), recipient: nobody, stock: heldStockOf(inTransit(0)) })
      .when(complete())
      .then({ transfer: [], stock: [] }))

  it("given a transfer still waiting for approval, then it cannot be received", () =>
    spec
      .given({ transfer: transferAfter([create([planks(5)])]), recipient: nobody, stock: heldStockOf(inTransit(0)) })
      .when(complete())
      .thenError("Conflict"))

  it("a receipt lands exactly what was sent: whatever the transfer carried, the pieces out of transit at the yard are the pieces into their status at the shop, and nothing stays in transit", () =>
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.constantFrom("NOT_DRIED" as const, "DRIED" as const), (pieces, status) => {
        const rows = inTransit(pieces)
        const result = Effect.runSync(
          Effect.either(
            completeTransfer({ transfer: transferAfter([create([planks(pieces, status)]), approve]), recipient: nobody, stock: heldStockOf(rows) }, complete())
          )
        )
        if (Either.isLeft(result)) throw result.left
        const after = appliedMovements(
          rows.map(([row, { state }]) => [row, state] as const),
          result.right.stock
        )
        expect(after(shopRow).quantities[status]).toBe(pieces)
        expect(after(yardRow).quantities.IN_TRANSIT_OUT).toBe(0)
        expect(after(shopRow).quantities.IN_TRANSIT_IN).toBe(0)
      })
    ))
})
