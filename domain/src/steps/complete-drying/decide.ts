import type { DryingBatchId, DryingEvent, MoveStock } from "@timber/contracts"
import { Effect } from "effect"
import { DryingDecider, type DryingState } from "../../drying-batch/decider"
import type { StockRowState } from "../../stock-row/decider"
import { StockMovements } from "../../stock-row/movements"
import { stockUnderDrying } from "../drying-stock"
import type { Step } from "../step"

export interface CompleteDryingIntent {
  readonly dryingId: DryingBatchId
  /** When the drying ended, as sent; none: `now`. */
  readonly endTime?: string | undefined
  /** When the server received it. */
  readonly now: string
  /** The target humidity in force (the drying settings'): a completion above it stays on the record, beside the final humidity. */
  readonly targetHumidity: number
}

export interface CompleteDryingGiven {
  readonly batch: DryingState
  /** The first book of the row the batch named, when only its ledger tells whether the start took stock (`ledgerToProbe`); else null. */
  readonly firstBook: StockRowState | null
}

export interface CompleteDryingDecision {
  readonly batch: ReadonlyArray<DryingEvent>
  /** UNDER_DRYING → DRIED in the row the batch took its pieces from. */
  readonly stock: ReadonlyArray<MoveStock>
}

/**
 * A drying batch completes: its completion and the pieces it holds under drying turned DRIED,
 * in one append. A batch completed already completes again as nothing (a retry), and moves nothing.
 */
export const completeDrying: Step<CompleteDryingGiven, CompleteDryingIntent, CompleteDryingDecision> = (given, intent) =>
  Effect.gen(function* () {
    const held = stockUnderDrying(given.batch, given.firstBook)
    const batch = yield* DryingDecider.decide(
      {
        _tag: "CompleteDrying",
        dryingId: intent.dryingId,
        endTime: intent.endTime ? new Date(intent.endTime).toISOString() : intent.now,
        targetHumidity: intent.targetHumidity
      },
      given.batch
    )
    const stock = held === null ? [] : StockMovements.completeDrying(held.doc, held.row, held.pieces)
    return { batch, stock }
  })
