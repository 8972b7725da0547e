import { HttpApiBuilder } from "@effect/platform"
import { ReadApi } from "@timber/contracts"
import { listTransfers } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { requireAny } from "./permissions"

/** GET /transfers: the Wood Transfers screen, and Inventory's Pending Arrivals panel (APPROVED and IN_TRANSIT into a warehouse). */
export const TransfersLive = HttpApiBuilder.group(ReadApi, "transfers", (h) =>
  h.handle("list", () =>
    Effect.zipRight(
      requireAny(["wood-transfer", "read"], ["inventory-reports", "read"]),
      query(({ db }) => listTransfers(db))
    )
  )
)
