import type { DryingBatchId, DryingEvent, MoveStock } from "@timber/contracts"
import { Effect } from "effect"
import { DryingDecider, type DryingState } from "../../drying-batch/decider"
import type { StockRowState } from "../../stock-row/decider"
import { revertOf, StockMovements } from "../../stock-row/movements"
import { stockUnderDrying } from "../drying-stock"
import type { Step } from "../step"

export interface DeleteDryingIntent {
  readonly dryingId: DryingBatchId
  readonly actor: { readonly role: string }
}

export interface DeleteDryingGiven {
  readonly batch: DryingState
  /** The first book of the row the batch named, when only its ledger tells whether the start took stock (`ledgerToProbe`); else null. */
  readonly firstBook: StockRowState | null
}

export interface DeleteDryingDecision {
  readonly batch: ReadonlyArray<DryingEvent>
  /** The pieces an unfinished batch held, given back (UNDER_DRYING → NOT_DRIED). */
  readonly stock: ReadonlyArray<MoveStock>
  /** The wood type the batch no longer uses; null when it never started. */
  readonly releasesWoodType: string | null
}

/**
 * A drying batch is deleted: a batch deleted before it completed gives its pieces back to
 * NOT_DRIED (decision: the wood never dried), and no longer holds its wood type, in one append.
 */
export const deleteDrying: Step<DeleteDryingGiven, DeleteDryingIntent, DeleteDryingDecision> = (given, intent) =>
  Effect.gen(function* () {
    const held = stockUnderDrying(given.batch, given.firstBook)
    const batch = yield* DryingDecider.decide({ _tag: "DeleteDrying", dryingId: intent.dryingId, actor: intent.actor }, given.batch)
    const stock = held === null ? [] : StockMovements.startDrying(held.doc, held.row, held.pieces).map(revertOf)
    return { batch, stock, releasesWoodType: given.batch.batch?.setup.woodTypeId ?? null }
  })
