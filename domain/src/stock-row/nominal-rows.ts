import { roundM3, type MeasuredPieces, type StockProduct, type StockRowKey, type WarehouseId, type WoodTypeId } from "@timber/contracts"
import { nominalOfCm } from "../calculators/nominal-size"
import type { IncomingLine } from "./movements"

/** Pieces of one measured size (cm; length in cm) coming into stock. */
export interface MeasuredPiece {
  readonly thicknessCm: number
  readonly widthCm: number
  readonly lengthCm: number
  readonly pieces: number
}

/** The m³ of measured pieces: thickness × width × length, in metres. */
export const measuredM3 = (p: MeasuredPiece) => (p.thicknessCm / 100) * (p.widthCm / 100) * (p.lengthCm / 100) * p.pieces

/** The row in nominal sizes a measured piece goes into: the product, and its thickness and width mapped to the nearest nominal size. */
export const nominalRowOf = (
  place: { readonly warehouseId: WarehouseId; readonly woodTypeId: WoodTypeId },
  product: StockProduct,
  piece: MeasuredPiece
): StockRowKey => ({
  warehouseId: place.warehouseId,
  woodTypeId: place.woodTypeId,
  product,
  thickness: nominalOfCm(piece.thicknessCm),
  width: nominalOfCm(piece.widthCm)
})

/**
 * Measured pieces grouped into their rows in nominal sizes: pieces and m³ summed per row (the m³ of
 * the exact sizes, rounded once), each measured size kept; rows thinnest first, then narrowest.
 */
export const incomingLines = (
  place: { readonly warehouseId: WarehouseId; readonly woodTypeId: WoodTypeId },
  product: StockProduct,
  pieces: ReadonlyArray<MeasuredPiece>
): ReadonlyArray<IncomingLine> => {
  const rows = new Map<string, { row: StockRowKey; pieces: number; m3: number; measured: MeasuredPieces[] }>()
  for (const piece of pieces) {
    if (piece.pieces <= 0) continue
    const row = nominalRowOf(place, product, piece)
    const id = `${row.thickness}×${row.width}`
    const line = rows.get(id) ?? { row, pieces: 0, m3: 0, measured: [] }
    const m3 = measuredM3(piece)
    line.pieces += piece.pieces
    line.m3 += m3
    line.measured.push({ thicknessCm: piece.thicknessCm, widthCm: piece.widthCm, lengthCm: piece.lengthCm, pieces: piece.pieces, m3: roundM3(m3) })
    rows.set(id, line)
  }
  return [...rows.values()]
    .sort((a, b) => parseFloat(a.row.thickness) - parseFloat(b.row.thickness) || parseFloat(a.row.width ?? "0") - parseFloat(b.row.width ?? "0"))
    .map((line) => ({ ...line, m3: roundM3(line.m3) }))
}
