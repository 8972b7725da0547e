import { HttpApiBuilder } from "@effect/platform"
import { ReadApi } from "@timber/contracts"
import { consolidatedStock, lowStockAlerts, stockAdjustments, stockLedger, verifyStock } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { requireAdmin, requireAny } from "./permissions"

/** Inventory reports; the ledger invariant check is an ADMIN's. */
export const StockLive = HttpApiBuilder.group(ReadApi, "stock", (h) =>
  h
    .handle("consolidated", () =>
      Effect.zipRight(
        requireAny(["inventory-reports", "read"]),
        query(({ db }) => consolidatedStock(db))
      )
    )
    .handle("alerts", () =>
      Effect.zipRight(
        requireAny(["inventory-reports", "read"], ["dashboard", "access"]),
        query(({ db }) => lowStockAlerts(db))
      )
    )
    .handle("adjustments", () =>
      Effect.zipRight(
        requireAny(["inventory-reports", "read"]),
        query(({ db }) => stockAdjustments(db))
      )
    )
    .handle("ledger", ({ urlParams }) =>
      Effect.zipRight(
        requireAny(["inventory-reports", "read"]),
        query(({ db }) => stockLedger(db, { warehouseId: urlParams.warehouseId?.trim() || undefined, stockRowId: urlParams.stockRowId?.trim() || undefined }))
      )
    )
    .handle("verify", () =>
      Effect.zipRight(
        requireAdmin,
        query(({ db }) => verifyStock(db))
      )
    )
)
