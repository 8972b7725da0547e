import { isNominalRow, normalThickness, type StockCommand, type StockMoved, type StockProduct, type StockRowKey } from "@timber/contracts"
import { nominalOfCm, nominalOfThicknessText } from "../calculators/nominal-size"
import { stockThicknessOfCm } from "../calculators/stock-thickness"
import type { StockRowState } from "./decider"
import { StockMovements } from "./movements"
import { measuredM3, type MeasuredPiece } from "./nominal-rows"

type Movement = Pick<typeof StockMoved.Type, "source" | "changes">

/**
 * The product a legacy row held, from its movements' sources: pieces a receipt
 * brought in are sleepers, pieces a slicing brought in are planks. Decisions: a mixed row (both)
 * holds what brought the more pieces in (a tie: sleepers, which a receipt counted); a row only
 * transfers or adjustments filled is sleepers from 4" up and planks below (the slicer cuts planks
 * of 1"–3", receipts count sleepers of 5" and more).
 */
export const legacyProduct = (thickness: string, movements: ReadonlyArray<Movement>): StockProduct => {
  let sleepers = 0
  let planks = 0
  for (const m of movements) {
    const put = m.changes.reduce((sum, c) => sum + Math.max(0, c.change), 0)
    if (m.source === "RECEIPT_COMPLETED") sleepers += put
    if (m.source === "SLICING_COMPLETED") planks += put
  }
  if (sleepers > 0 || planks > 0) return sleepers >= planks ? "SLEEPER" : "PLANK"
  return parseFloat(nominalOfThicknessText(thickness) ?? "0") >= 4 ? "SLEEPER" : "PLANK"
}

/**
 * The row in nominal sizes a legacy row is carried over to: the same warehouse and wood type, its
 * product, its thickness mapped to the nearest nominal size (5.91" and 6.3" both go to 6"), and the
 * nominal width its documents measured (`legacyWidth`), or none (`—`) where they name no single width.
 * A thickness that names no size (free text kept from older records) keeps its text.
 */
export const carriedOverRow = (legacy: StockRowKey, product: StockProduct, width: string | null = null): StockRowKey => ({
  warehouseId: legacy.warehouseId,
  woodTypeId: legacy.woodTypeId,
  product,
  thickness: nominalOfThicknessText(legacy.thickness) ?? legacy.thickness,
  width
})

/**
 * The commands of one carry-over, all in one append: the legacy row's quantities out (and its
 * `StockRowCarriedOver`), the same pieces and m³ into the nominal row, and the legacy row's minimum
 * on the nominal row when that has none. Nothing for a row already carried or never held.
 */
export const carryOverCommands = (
  legacy: StockRowKey,
  held: StockRowState,
  to: StockRowKey,
  nominal: StockRowState,
  m3PerPiece = 0
): ReadonlyArray<{ readonly row: StockRowKey; readonly command: StockCommand }> => {
  if (isNominalRow(legacy) || held.carriedTo !== null || !held.exists) return []
  return [
    { row: legacy, command: { _tag: "CarryOverStockRow", row: legacy, to } },
    ...StockMovements.carryOver(legacy, held, to, m3PerPiece).map((command) => ({ row: to, command })),
    ...(held.minimum !== null && nominal.minimum === null ? [{ row: to, command: { _tag: "SetStockMinimum" as const, row: to, minimum: held.minimum } }] : [])
  ]
}

/**
 * The row a stock write names when it gives a thickness and no product (a client from before issue
 * 37, an API caller): the row a legacy row of that thickness is carried over to, so such a write
 * never starts a legacy row again.
 */
export const rowNamedByThickness = (key: StockRowKey): StockRowKey =>
  isNominalRow(key) ? nominalKey(key) : carriedOverRow(key, legacyProduct(key.thickness, []))

/** A key naming a product, in nominal sizes: a typed thickness or width (5.91", 23 cm) is its nominal size (6", 9"). */
export const nominalKey = (key: StockRowKey): StockRowKey =>
  isNominalRow(key)
    ? {
        ...key,
        thickness: nominalOfThicknessText(key.thickness) ?? key.thickness,
        width: key.width === null || key.width === undefined ? null : (nominalOfThicknessText(key.width) ?? key.width)
      }
    : key

/** Pieces a receipt or slicing brought into a legacy row, with the measured sizes its document recorded. */
export interface BroughtIn {
  readonly measured: ReadonlyArray<MeasuredPiece>
}

/** The measured pieces of a legacy row's own thickness among what its documents brought (its key: thickness in inches, 2 decimals). */
const piecesOfRow = (thickness: string, brought: ReadonlyArray<BroughtIn>) =>
  brought.flatMap((document) => document.measured.filter((piece) => stockThicknessOfCm(piece.thicknessCm) === normalThickness(thickness)))

/**
 * The nominal width of a legacy row's pieces (decision): legacy rows kept no width, but the
 * receipts (LOT items) and slicings (plank lines) that brought pieces in measured each one. When every
 * piece of the row's thickness they measured has one nominal width, the row's pieces have it (23 cm
 * and 22.5 cm are both 9"). Pieces of several widths in one row: which of them are left is not known
 * (slicing, drying and transfers took pieces without a width), so the width is not recorded — `—` —
 * and no width is guessed. None measured (only adjustments or transfers filled it): not recorded.
 */
export const legacyWidth = (thickness: string, brought: ReadonlyArray<BroughtIn>): string | null => {
  const widths = new Set(piecesOfRow(thickness, brought).map((piece) => nominalOfCm(piece.widthCm)))
  return widths.size === 1 ? [...widths][0]! : null
}

/**
 * The m³ per piece of a legacy row's pieces (decision): legacy rows counted pieces
 * only, so their m³ is worked out at the carry-over from what their documents measured — the
 * pieces of its thickness in the receipts (LOT items) and slicings (plank lines) that brought
 * pieces in, averaged. 0 when no document measured any (a row only adjustments or transfers filled).
 */
export const legacyM3PerPiece = (thickness: string, brought: ReadonlyArray<BroughtIn>): number => {
  let pieces = 0
  let m3 = 0
  for (const piece of piecesOfRow(thickness, brought)) {
    pieces += piece.pieces
    m3 += measuredM3(piece)
  }
  return pieces > 0 ? m3 / pieces : 0
}
