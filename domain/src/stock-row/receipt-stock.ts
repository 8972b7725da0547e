import type { MoveStock, StockProduct, WarehouseId, WoodTypeId } from "@timber/contracts"
import { sleeperOfItem, type ReceiptItemSize } from "../calculators/sleeper-volume"
import { stockThicknessOfCm } from "../calculators/stock-thickness"
import type { LotState } from "../lot/state"
import { StockMovements } from "./movements"
import { incomingLines } from "./nominal-rows"

// the legacy row thickness of a measured sleeper (rows keyed before nominal sizes; the read side matches old movements by it)
export { stockThicknessOfCm }

export interface ReceiptStock {
  readonly lotId: string
  readonly lotNumber: string
  readonly woodTypeId: WoodTypeId
  readonly warehouseId: WarehouseId
  /** SLEEPER for a LOT of sleepers, PLANK for a LOT received as planks. */
  readonly product: StockProduct
  readonly items: ReadonlyArray<ReceiptItemSize>
}

/**
 * The movements that put a completed receipt's sleepers into its warehouse as NOT_DRIED: one per
 * stock row in nominal sizes (warehouse × the LOT's wood type × product × nominal thickness and
 * width), pieces and their measured m³ summed, each measured size kept on the
 * movement, rows thinnest first. Document: the LOT (the ledger shows its number). Ids derive from
 * the LOT and the row, so the submit handler and the approval process may both apply them: the row
 * takes them once.
 */
export const receiptStockMovements = (receipt: ReceiptStock): ReadonlyArray<MoveStock> => {
  const pieces = receipt.items.map((item) => {
    const sleeper = sleeperOfItem(item)
    return { thicknessCm: sleeper.thickness, widthCm: sleeper.width, lengthCm: sleeper.length, pieces: sleeper.qty }
  })
  const lines = incomingLines(receipt, receipt.product, pieces)
  return StockMovements.receive({ documentId: receipt.lotId, documentNumber: receipt.lotNumber }, lines)
}

/**
 * The stock a LOT's receipt puts into its warehouse once it is complete (an admin's submission,
 * or an approval of anyone else's), null while it is not: the command that completes the receipt
 * moves these in its own append.
 */
export const completedReceiptStock = (lot: LotState): ReadonlyArray<MoveStock> =>
  lot._tag === "Existing" && lot.receipt.stage === "confirmed" && lot.receipt.warehouseId !== null
    ? receiptStockMovements({
        lotId: lot.lotId,
        lotNumber: lot.lotNumber,
        woodTypeId: lot.woodTypeId,
        warehouseId: lot.receipt.warehouseId,
        product: lot.woodFormat === "PLANKS" ? "PLANK" : "SLEEPER",
        items: lot.receipt.items
      })
    : []

/**
 * The stock a decision on the LOT moves: the receipt's, only when this decision completed it.
 * A decision that changed nothing (an approval delivered again) moves nothing, whichever book
 * of the row the receipt's stock went into.
 */
export const receiptStockCompletedBy = (before: LotState, after: LotState): ReadonlyArray<MoveStock> =>
  completedReceiptStock(before).length > 0 ? [] : completedReceiptStock(after)
