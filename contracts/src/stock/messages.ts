import type { StockSource } from "./status"

const VERB: Readonly<Record<StockSource, string>> = {
  RECEIPT_COMPLETED: "receive",
  SLICING_COMPLETED: "slice",
  DRYING_STARTED: "dry",
  DRYING_COMPLETED: "complete drying of",
  TRANSFER_APPROVED: "transfer",
  TRANSFER_COMPLETED: "receive",
  TRANSFER_REJECTED: "return",
  ADJUSTMENT: "adjust",
  CARRIED_OVER: "carry over"
}

/** Stock and inventory messages (factory spec sections 5 and 8; the rest decided in domain/README.md "Stock"). */
export const StockMessages = {
  /** Spec section 5: "Cannot dry {n} pieces. Only {m} not dried pieces available." — the same form for every take. */
  notEnough: (source: StockSource, requested: number, available: number, statusLabel: string) =>
    `Cannot ${VERB[source] ?? "move"} ${requested} pieces. Only ${available} ${statusLabel.toLowerCase()} pieces available.`,
  selectedStockNotFound: "Selected stock not found",
  thicknessRequired: "Thickness is required",
  thicknessInvalid: 'Thickness must be a number with a unit, such as 1", 2", 25 mm or 2.5 cm',
  reasonRequired: "Reason is required",
  quantityInvalid: "Quantity must be a whole number of at least 0",
  warehouseNotStockControlled: "This warehouse does not keep stock",
  fetchWarehouseStockFailed: "Failed to fetch warehouse stock",
  fetchConsolidatedFailed: "Failed to fetch consolidated stock",
  adjusted: "Stock adjusted successfully",
  adjustFailed: "Failed to adjust stock",
  minimumFailed: "Failed to save minimum stock level",
  reportFailed: "Failed to generate report",
  minimumSaved: "Minimum stock level saved",
  lowStockTitle: "Low stock",
  /** The ledger's reason of a legacy row's carry-over. */
  carriedOver: "carried over to nominal sizes",
  productInvalid: "Product must be SLEEPER or PLANK",
  lowStock: (warehouse: string, woodType: string, thickness: string, available: number, minimum: number) =>
    `${woodType} ${thickness} in ${warehouse}: ${available} available, below the minimum of ${minimum}`
} as const
