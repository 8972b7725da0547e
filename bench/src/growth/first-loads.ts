/** What a screen's first load asks for, given a warehouse, a LOT and its receipt to name. */
export const firstLoads = (ids: { readonly warehouseId: string; readonly lotNumber: string; readonly receiptId: string }) => [
  "/auth/me",
  "/factory/wood-types",
  "/management/warehouses",
  `/management/warehouses/${ids.warehouseId}/stock`,
  "/management/wood-receipts",
  `/factory/receipt-items?receipt_id=${ids.receiptId}`,
  `/factory/receipt-history?receipt_id=${ids.receiptId}`,
  "/factory/operations",
  "/factory/drying-processes",
  "/factory/drying-costs",
  "/factory/calculations",
  `/factory/lot-recovery?lot_number=${ids.lotNumber}`,
  `/management/lot-traceability/${ids.lotNumber}`,
  "/transfers",
  "/management/stock/consolidated",
  "/management/stock/ledger",
  "/management/stock/adjustments",
  "/management/stock/alerts",
  "/management/approvals",
  "/management/approvals/pending-count",
  "/notifications",
  "/notifications/unread-count",
  "/assets",
  "/stocktakes",
  "/electricity/recharges",
  "/users",
  "/settings",
  "/crm/newsletter/subscribers",
  "/audit/events",
  "/system/projections"
]

/** The dashboard's reads, sent together as the page sends them (console/src/features/dashboard/home). */
export const DASHBOARD_LOADS = ["/management/wood-receipts", "/factory/wood-types", "/management/approvals/pending-count", "/factory/drying-processes"]
