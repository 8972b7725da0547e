import {
  formatM3,
  quantitiesOf,
  stockHoldingText,
  stockSizeText,
  volumesOf,
  type TransferItem,
  type WarehouseStockRow,
  type WoodStatus
} from "@timber/contracts"

/** One size the transfer form offers: a stock row of the source warehouse, with what it holds in the item's status. */
export interface TransferSizeOption {
  readonly rowId: string
  readonly row: WarehouseStockRow
  readonly pieces: number
  readonly m3: number
  /** `Sleeper 6" × 9" — 12 pcs · 1.020 m³` */
  readonly label: string
}

/**
 * The sizes a transfer item may take: the rows in stock at the chosen warehouse for
 * the item's wood type that hold pieces in its status, each named by its product and nominal size with
 * the pieces and m³ available — never a typed size that no row holds.
 */
export const transferSizeOptions = (rows: ReadonlyArray<WarehouseStockRow>, woodTypeId: string, status: WoodStatus): ReadonlyArray<TransferSizeOption> =>
  rows
    .filter((row) => row.woodTypeId === woodTypeId && quantitiesOf(row)[status] > 0)
    .map((row) => {
      const pieces = quantitiesOf(row)[status]
      const m3 = volumesOf(row)[status]
      return { rowId: row.id, row, pieces, m3, label: stockHoldingText(row.size, pieces, m3) }
    })

/** What the chosen row holds in the item's status: the most it may take (0 when no row is chosen or it holds none). */
export const availableFor = (rows: ReadonlyArray<WarehouseStockRow>, item: { readonly rowId: string; readonly woodStatus: WoodStatus }) => {
  const row = rows.find((r) => r.id === item.rowId)
  return row ? quantitiesOf(row)[item.woodStatus] : 0
}

/** A transfer item's size as its row names it (`Sleeper 6" × 9"`; an item from before nominal sizes, its thickness). */
export const itemSize = (item: Pick<TransferItem, "thickness" | "product" | "width">) => stockSizeText(item)

/** A transfer item's m³ (3 decimals, "m³"), or "—" for an item recorded before m³ was kept. */
export const itemM3 = (item: Pick<TransferItem, "m3">) => (item.m3 === undefined ? "—" : formatM3(item.m3))
