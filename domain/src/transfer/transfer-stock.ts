import {
  BusinessRuleViolation,
  stockRowId,
  stockSizeText,
  TransferMessages,
  WOOD_STATUS_LABELS,
  type StockRowKey,
  type Transfer,
  type TransferItem,
  type WarehouseId,
  type WoodStatus
} from "@timber/contracts"
import { Effect } from "effect"
import type { StockRowState } from "../stock-row/decider"
import type { HeldStock } from "../stock-row/held-stock"
import type { TransferLine } from "../stock-row/movements"
import { takenM3 } from "../stock-row/volumes"

/** The ledger's document of a transfer: its id and its number (TR-2026-0001), with its notes. */
export const transferDocument = (transfer: Transfer) => ({ documentId: transfer.id, documentNumber: transfer.transferNumber, notes: transfer.notes })

/** The row of an item in a warehouse: its product and nominal size, or a legacy row by thickness. */
export const itemRow = (warehouseId: WarehouseId, item: Pick<TransferItem, "woodTypeId" | "thickness" | "product" | "width">): StockRowKey => ({
  warehouseId,
  woodTypeId: item.woodTypeId,
  thickness: item.thickness,
  ...(item.product === undefined ? {} : { product: item.product, width: item.width ?? null })
})

/**
 * Each item as a stock movement line: from the source's row to the destination's, in the item's
 * status. `source` (the source rows as the approving command read them) gives the m³ the pieces take
 * out of the source, which the destination shows arriving; the other steps move m³ within each row.
 */
export const transferLines = (transfer: Transfer, source?: (row: StockRowKey) => StockRowState): ReadonlyArray<TransferLine> =>
  transfer.items.map((item) => {
    const from = itemRow(transfer.fromWarehouseId, item)
    const held = source?.(from)
    return {
      from,
      to: itemRow(transfer.toWarehouseId, item),
      status: item.woodStatus,
      pieces: item.quantity,
      m3: held === undefined ? 0 : takenM3(held.quantities[item.woodStatus], held.volumes[item.woodStatus], item.quantity)
    }
  })

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
          stockSizeText(need.row),
          WOOD_STATUS_LABELS[need.status],
          transfer.fromWarehouse.name,
          available
        )
      })
    }
  }
  return null
}

/** Refused in words when a source row, as the command read it, holds fewer pieces than the transfer takes (`transferShortfall`). */
export const transferSendable = (transfer: Transfer, held: HeldStock): Effect.Effect<void, BusinessRuleViolation> => {
  const short = transferShortfall(transfer, (row, status) => held(row).state.quantities[status])
  return short === null ? Effect.void : Effect.fail(short)
}

/** The stock rows a step on the transfer reads: each item's row at the source and at the destination. */
export const transferStockRows = (transfer: Transfer | null): ReadonlyArray<StockRowKey> =>
  transfer === null ? [] : transferLines(transfer).flatMap((line) => [line.from, line.to])

/**
 * The lines as the rows now hold their stock. A transfer created before its legacy rows were
 * carried over to nominal sizes takes from the row its source's stock went to, and lands in the
 * row of the same size at the destination (a legacy destination carried over itself goes where it went).
 */
export const heldTransferLines = (lines: ReadonlyArray<TransferLine>, held: HeldStock): ReadonlyArray<TransferLine> =>
  lines.map((line) => {
    if (line.from.product !== undefined) return line
    const from = held(line.from).row
    const to = held(line.to).row
    if (from.product === undefined || to.product !== undefined) return { ...line, from, to }
    return { ...line, from, to: { ...to, product: from.product, thickness: from.thickness, width: from.width ?? null } }
  })
