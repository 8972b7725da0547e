import type { ReceiptItem, SleeperMeasurement, WarehouseId } from "@timber/contracts"
import { sleeperOfItem } from "../calculators/sleeper-volume"
import type { ReceiptMachineState } from "./lifecycle.machine"

/** What the LOT knows of its measurement. */
export interface ReceiptState {
  readonly stage: ReceiptMachineState
  readonly draft: ReadonlyArray<SleeperMeasurement> | null
  readonly items: ReadonlyArray<ReceiptItem>
  readonly actualVolumeM3: number | null
  readonly actualPieces: number | null
  readonly receiptConfirmedAt: string | null
  /** the approval request a non-admin's submission waits for */
  readonly requestId: string | null
  /** where the submitted sleepers go when the receipt completes (chosen at submission) */
  readonly warehouseId: WarehouseId | null
}

export const initialReceiptState: ReceiptState = {
  stage: "none",
  draft: null,
  items: [],
  actualVolumeM3: null,
  actualPieces: null,
  receiptConfirmedAt: null,
  requestId: null,
  warehouseId: null
}

/** A submitted item as a measured sleeper again (a rejected submission goes back to being a draft). */
export const measurementOf = (item: ReceiptItem): SleeperMeasurement => ({
  id: item.itemId,
  ...sleeperOfItem(item),
  lastModifiedBy: null,
  lastModifiedAt: null
})
