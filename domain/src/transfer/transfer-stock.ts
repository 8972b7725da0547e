import { BusinessRuleViolation, stockRowId, TransferMessages, WOOD_STATUS_LABELS, type StockRowKey, type Transfer, type WoodStatus } from "@timber/contracts"
import type { TransferLine } from "../stock-row/movements"

/** The ledger's document of a transfer: its id and its number (TR-2026-0001), with its notes. */
export const transferDocument = (transfer: Transfer) => ({ documentId: transfer.id, documentNumber: transfer.transferNumber, notes: transfer.notes })

/** Each item as a stock movement line: from the source's row to the destination's, in the item's status. */
export const transferLines = (transfer: Transfer): ReadonlyArray<TransferLine> =>
  transfer.items.map((item) => ({
    from: { warehouseId: transfer.fromWarehouseId, woodTypeId: item.woodTypeId, thickness: item.thickness },
    to: { warehouseId: transfer.toWarehouseId, woodTypeId: item.woodTypeId, thickness: item.thickness },
    status: item.woodStatus,
    pieces: item.quantity
  }))

/**
 * Why the source cannot send what the transfer asks, in words that name the wood, the
 * warehouse and what it holds (items of one row and status are summed), or null when it can.
 * `held` answers from the rows as the approving command read them, so the refusal and the
 * append's revision check see the same stock.
 */
export const transferShortfall = (transfer: Transfer, held: (row: StockRowKey, status: WoodStatus) => number): BusinessRuleViolation | null => {
  const needed = new Map<string, { row: StockRowKey; status: WoodStatus; pieces: number; woodType: string }>()
  for (const [i, line] of transferLines(transfer).entries()) {
    const key = `${stockRowId(line.from)}|${line.status}`
    const known = needed.get(key)
    needed.set(key, { row: line.from, status: line.status, pieces: (known?.pieces ?? 0) + line.pieces, woodType: transfer.items[i]!.woodType.name })
  }
  for (const need of needed.values()) {
    const available = held(need.row, need.status)
    if (available < need.pieces) {
      return new BusinessRuleViolation({
        message: TransferMessages.notEnough(
          need.pieces,
          need.woodType,
          need.row.thickness,
          WOOD_STATUS_LABELS[need.status],
          transfer.fromWarehouse.name,
          available
        )
      })
    }
  }
  return null
}
