import type { AdjustStock, WoodStatus } from "@timber/contracts"
import { Effect } from "effect"
import type { Step } from "../step"
import { stockRowWritable, type StockRowNames, type StockRowWriteGiven } from "../stock-row-write"

export interface AdjustStockIntent {
  /** The adjustment's own id: the ledger line names it, so a retry counts nothing twice. */
  readonly adjustmentId: string
  readonly status: WoodStatus
  /** What was counted: the status is set to it. */
  readonly quantity: number
  readonly reason: string
  readonly notes?: string | null | undefined
}

export interface AdjustStockDecision extends StockRowNames {
  /** The count, decided on the row's current book by the command service (a full book carries over first). */
  readonly count: AdjustStock
}

/**
 * A manager counts a status of a stock row and sets it to the count (inventory reports): only in
 * a warehouse that keeps stock, of a wood type that exists. The row's own decision then refuses a
 * count that is no whole number or has no reason, and records the difference in the ledger.
 */
export const adjustStock: Step<StockRowWriteGiven, AdjustStockIntent, AdjustStockDecision> = (given, intent) =>
  Effect.map(stockRowWritable(given), (names) => ({
    ...names,
    // a count sets a status to what was counted: decided again (a retry), it moves nothing more
    count: {
      _tag: "AdjustStock",
      movementId: `ADJUSTMENT:${intent.adjustmentId}`,
      source: "ADJUSTMENT",
      sourceDocumentId: intent.adjustmentId,
      sourceDocumentNumber: null,
      reason: intent.reason.trim(),
      notes: intent.notes?.trim() || null,
      row: given.row,
      status: intent.status,
      quantity: intent.quantity
    }
  }))
