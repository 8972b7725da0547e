import { HttpApiBuilder } from "@effect/platform"
import { ReadApi } from "@timber/contracts"
import { consolidatedStock, lowStockAlerts, pageStockAdjustments, pageStockLedger, verifyStock } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { pagedQuery, readPage } from "./paging"
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
    .handle("adjustments", ({ urlParams }) =>
      Effect.gen(function* () {
        yield* requireAny(["inventory-reports", "read"])
        const { request, after } = yield* readPage(urlParams, { sort: "adjustedAt", order: "desc" })
        return yield* pagedQuery(({ db }) => pageStockAdjustments(db, request, after, urlParams))
      })
    )
    .handle("ledger", ({ urlParams }) =>
      Effect.gen(function* () {
        yield* requireAny(["inventory-reports", "read"])
        const { request, after } = yield* readPage(urlParams, { sort: "position", order: "desc" })
        return yield* pagedQuery(({ db }) => pageStockLedger(db, request, after, urlParams))
      })
    )
    .handle("verify", () =>
      Effect.zipRight(
        requireAdmin,
        query(({ db }) => verifyStock(db))
      )
    )
)
