import type { StockRowKey } from "@timber/contracts"
import { HashSet } from "effect"
import type { DryingState } from "../drying-batch/decider"
import { isDryingInProgress } from "../drying-batch/lifecycle.machine"
import type { StockRowState } from "../stock-row/decider"
import { StockMovements } from "../stock-row/movements"

/** The pieces a batch took from stock: the row, how many, and the batch as the ledger names it. */
export interface DryingStock {
  readonly doc: { readonly documentId: string; readonly documentNumber: string }
  readonly row: StockRowKey
  readonly pieces: number
}

/**
 * The row whose first book must be read to tell whether a batch's start took stock: only a batch
 * started before its start recorded that (its `stockTaken` is null) and that named a row. Null:
 * the batch itself says, and no ledger is read.
 */
export const ledgerToProbe = (state: DryingState): StockRowKey | null =>
  state.batch !== null && state.stockRow !== null && state.stockTaken === null ? state.stockRow : null

/**
 * The stock a batch took its pieces from, at any stage: the row it named at its start (its state
 * keeps it, whatever an admin edits later), only when that start really moved stock. Its pieces:
 * the batch's piece count now (an edit moves the difference). A batch started before its start
 * recorded whether it took stock took it, if at all, while its row had one book: `firstBook`
 * (that book, read because `ledgerToProbe` named it) says whether the start's movement is in it.
 */
export const stockTakenBy = (state: DryingState, firstBook: StockRowState | null): DryingStock | null => {
  const { batch, stockRow, stockTaken } = state
  if (batch === null || stockRow === null || stockTaken === false) return null
  const doc = { documentId: batch.dryingId, documentNumber: batch.batchNumber }
  if (stockTaken === null) {
    const [start] = StockMovements.startDrying(doc, stockRow, batch.setup.pieceCount)
    if (firstBook === null || start === undefined || !HashSet.has(firstBook.applied, start.movementId)) return null
  }
  return { doc, row: stockRow, pieces: batch.setup.pieceCount }
}

/** The stock an unfinished batch holds pieces in (completing turns them DRIED, deleting gives them back); null once it ended. */
export const stockUnderDrying = (state: DryingState, firstBook: StockRowState | null): DryingStock | null =>
  isDryingInProgress(state.status) ? stockTakenBy(state, firstBook) : null
