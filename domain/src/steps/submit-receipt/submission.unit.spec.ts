import { ReceiptMessages, type ReceiptItemInput } from "@timber/contracts"
import { Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { receiptSubmission } from "./submission"

/** A sleeper of LOT-1 as the Receipt Processing screen sends it: 300 × 30 × 20 cm unless told. */
const sleeper = (change: Partial<typeof ReceiptItemInput.Type> = {}): typeof ReceiptItemInput.Type => ({
  receipt_id: "lot-1",
  length: 300,
  width: 30,
  height: 20,
  ...change
})

const submitted = (items: ReadonlyArray<typeof ReceiptItemInput.Type>) =>
  Effect.runSync(
    Effect.either(
      receiptSubmission(
        items,
        items.map((_, i) => `item-${i}`)
      )
    )
  )

const refusal = (items: ReadonlyArray<typeof ReceiptItemInput.Type>) => {
  const result = submitted(items)
  if (Either.isRight(result)) throw new Error("expected a refusal")
  return { tag: result.left._tag, message: result.left.message, details: result.left.details }
}

describe("a receipt's submission", () => {
  it("given no sleeper, then the screen is asked to add one, on its items field", () =>
    expect(refusal([])).toEqual({
      tag: "ValidationError",
      message: ReceiptMessages.addSleeper,
      details: { fields: [{ path: "items", message: ReceiptMessages.addSleeper }] }
    }))

  it("given sleepers of two receipts, then it is refused: one submission is one LOT's receipt", () =>
    expect(refusal([sleeper(), sleeper({ receipt_id: "lot-2" })])).toMatchObject({ tag: "ValidationError", message: ReceiptMessages.oneReceiptPerSubmission }))

  it("given sleepers of one receipt (its id padded), then it names that LOT, and records each sleeper with the server's volume, whatever the client computed", () => {
    const result = submitted([sleeper({ receipt_id: " lot-1 ", volume_m3: 9 }), sleeper({ quantity: 2, grade: " B ", notes: "  split end " })])
    expect(Either.getOrThrow(result)).toEqual({
      lotId: "lot-1",
      items: [
        { itemId: "item-0", length: 300, width: 30, height: 20, quantity: 1, volumeM3: 0.18, grade: "A", notes: null },
        { itemId: "item-1", length: 300, width: 30, height: 20, quantity: 2, volumeM3: 0.36, grade: "B", notes: "split end" }
      ]
    })
  })

  it("given a sleeper whose grade and notes are only spaces, then it is grade A with no notes", () =>
    expect(Either.getOrThrow(submitted([sleeper({ grade: "  ", notes: "   " })])).items[0]).toMatchObject({ grade: "A", notes: null }))
})
