import { LotId, ReceiptMessages, ValidationError, type ReceiptItem, type ReceiptItemInput } from "@timber/contracts"
import { Effect } from "effect"
import { roundVolume, sleeperOfItem, sleeperVolumeM3FromCm } from "../../calculators/sleeper-volume"

/** Factory spec section 5: an item's grade is "A" unless told. */
const DEFAULT_GRADE = "A"

/** What one submission of the Receipt Processing screen records: the LOT whose receipt it is, and its sleepers as the receipt keeps them. */
export interface ReceiptSubmission {
  readonly lotId: LotId
  readonly items: ReadonlyArray<ReceiptItem>
}

const refused = (message: string) => new ValidationError({ message, details: { fields: [{ path: "items", message }] } })

/**
 * The sleepers a submission sends, as the receipt records them (factory spec section 5): at least
 * one, all of one receipt (a submission completes or waits for approval as one LOT's), each with
 * the server's volume whatever the client computed, one piece and grade "A" unless told. `itemIds`
 * are the items' ids, drawn by the command in the items' order.
 */
export const receiptSubmission = (
  items: ReadonlyArray<typeof ReceiptItemInput.Type>,
  itemIds: ReadonlyArray<string>
): Effect.Effect<ReceiptSubmission, ValidationError> => {
  const receipts = new Set(items.map((item) => item.receipt_id.trim()))
  if (receipts.size === 0) return Effect.fail(refused(ReceiptMessages.addSleeper))
  if (receipts.size > 1) return Effect.fail(refused(ReceiptMessages.oneReceiptPerSubmission))
  return Effect.succeed({
    lotId: LotId.make([...receipts][0]!),
    items: items.map((item, i) => {
      const quantity = item.quantity ?? 1
      return {
        itemId: itemIds[i]!,
        length: item.length,
        width: item.width,
        height: item.height,
        quantity,
        volumeM3: roundVolume(sleeperVolumeM3FromCm(sleeperOfItem({ ...item, quantity })) * quantity),
        grade: item.grade?.trim() || DEFAULT_GRADE,
        notes: item.notes?.trim() ? item.notes.trim() : null
      }
    })
  })
}
