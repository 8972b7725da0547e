import { BusinessRuleViolation, DryingMessages, type DryingBatchId, type DryingEvent, type DryingSetup, type MoveStock } from "@timber/contracts"
import { Effect } from "effect"
import { DryingDecider, type DryingState } from "../../drying-batch/decider"
import { isDryingInProgress } from "../../drying-batch/lifecycle.machine"
import { isAdmin } from "../../permissions/roles"
import type { StockRowState } from "../../stock-row/decider"
import { StockMovements } from "../../stock-row/movements"
import type { WoodTypeState } from "../../wood-type/decider"
import { dryingSetupOf, type DryingSetupInput } from "../drying-setup"
import { stockTakenBy } from "../drying-stock"
import type { Step } from "../step"

export interface EditDryingIntent {
  readonly dryingId: DryingBatchId
  readonly setup: DryingSetupInput
  readonly actor: { readonly role: string }
  /** When the server received it: the start time of a batch that has none, when the edit gives none. */
  readonly now: string
}

export interface EditDryingGiven {
  readonly batch: DryingState
  /** The wood type the edit names. */
  readonly woodType: WoodTypeState
  /** The first book of the row the batch named, when only its ledger tells whether the start took stock (`ledgerToProbe`); else null. */
  readonly firstBook: StockRowState | null
}

export interface EditDryingDecision {
  readonly batch: ReadonlyArray<DryingEvent>
  /** A running batch's new piece count: the difference, NOT_DRIED ⇄ UNDER_DRYING. */
  readonly stock: ReadonlyArray<MoveStock>
  /** The wood type the batch used before the edit (null: none) and uses after: a batch moved to another no longer holds the first. */
  readonly woodTypeUse: { readonly from: string | null; readonly to: string }
}

/**
 * An admin's edit of a batch dried from stock: a running batch's new piece count moves the
 * difference in the edit's own append; its wood type stays the stock's, and a completed batch's
 * piece count stays what it dried (decisions: the pieces under drying are that row's; change the
 * stock by an adjustment, or delete the running batch and start it again).
 */
const stockResized = (given: EditDryingGiven, setup: DryingSetup): Effect.Effect<ReadonlyArray<MoveStock>, BusinessRuleViolation> => {
  const taken = stockTakenBy(given.batch, given.firstBook)
  if (taken === null) return Effect.succeed([])
  if (setup.woodTypeId !== taken.row.woodTypeId) return Effect.fail(new BusinessRuleViolation({ message: DryingMessages.stockWoodTypeFixed }))
  if (setup.pieceCount === taken.pieces) return Effect.succeed([])
  if (!isDryingInProgress(given.batch.status)) return Effect.fail(new BusinessRuleViolation({ message: DryingMessages.completedPiecesFixed }))
  return Effect.succeed(StockMovements.resizeDrying(taken.doc, taken.row, taken.pieces, setup.pieceCount, given.batch.edits + 1))
}

/** An admin edits a batch's initial data: the edit, the stock its new piece count moves and its wood type's use, in one append. */
export const editDrying: Step<EditDryingGiven, EditDryingIntent, EditDryingDecision> = (given, intent) =>
  Effect.gen(function* () {
    const setup = yield* dryingSetupOf(intent.setup, given.woodType, given.batch.batch?.setup.startTime ?? intent.now)
    // the stock is looked at for an admin only: anyone else is refused by the batch itself
    const stock = isAdmin(intent.actor) ? yield* stockResized(given, setup) : []
    const batch = yield* DryingDecider.decide({ _tag: "EditDryingSetup", dryingId: intent.dryingId, setup, actor: intent.actor }, given.batch)
    return { batch, stock, woodTypeUse: { from: given.batch.batch?.setup.woodTypeId ?? null, to: setup.woodTypeId } }
  })
