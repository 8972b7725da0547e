import { quantitiesOf, stockAvailable, stockHoldingText, volumesOf, type WarehouseStockRow, type WoodStatus } from "@timber/contracts"
import type { StockRowForm } from "./StockRowFields"

/** The picker's choice that opens the typed fields: a size the warehouse holds no row of yet. */
export const ANOTHER_SIZE = "another"

/** What a dialog's row choice shows beside each size: the adjustment the status it counts, the minimum the Available figure it guards. */
export type RowFigure = { readonly status: WoodStatus } | "available"

const held = (row: WarehouseStockRow, figure: RowFigure) =>
  figure === "available"
    ? { pieces: stockAvailable(quantitiesOf(row)), m3: stockAvailable(volumesOf(row)) }
    : { pieces: quantitiesOf(row)[figure.status], m3: volumesOf(row)[figure.status] }

/**
 * The sizes a stock dialog offers: every row the warehouse keeps of the wood type, named as
 * the inventory names it, with the pieces and m³ of the figure the dialog changes — a row that holds
 * none is still offered (a count may find pieces there, a minimum may guard an empty row).
 */
export const stockRowOptions = (rows: ReadonlyArray<WarehouseStockRow>, woodTypeId: string, figure: RowFigure) =>
  rows
    .filter((row) => row.woodTypeId === woodTypeId)
    .map((row) => {
      const { pieces, m3 } = held(row, figure)
      return { rowId: row.id, label: stockHoldingText(row.size, pieces, m3) }
    })

/** The form's size fields once a row is picked: the row's own product, thickness and width (a width not recorded stays unnamed). */
export const pickedRow = (row: WarehouseStockRow): Pick<StockRowForm, "rowId" | "product" | "thickness" | "width"> => ({
  rowId: row.id,
  product: row.product ?? "",
  thickness: row.thickness,
  width: row.width ?? ""
})
