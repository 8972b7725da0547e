import { HttpApiBuilder } from "@effect/platform"
import { ReadApi } from "@timber/contracts"
import { pageTransfers } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { pagedQuery, readPage } from "./paging"
import { requireAny } from "./permissions"

/** GET /transfers: the Wood Transfers screen, and Inventory's Pending Arrivals panel (APPROVED and IN_TRANSIT into a warehouse). */
export const TransfersLive = HttpApiBuilder.group(ReadApi, "transfers", (h) =>
  h.handle("list", ({ urlParams }) =>
    Effect.gen(function* () {
      yield* requireAny(["wood-transfer", "read"], ["inventory-reports", "read"])
      const { request, after } = yield* readPage(urlParams, { sort: "createdAt", order: "desc" })
      return yield* pagedQuery(({ db }) => pageTransfers(db, request, after, urlParams))
    })
  )
)
