import { HttpApiBuilder } from "@effect/platform"
import { ReadApi } from "@timber/contracts"
import { lotRecovery, pageSlicingOperations } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { pagedQuery, readPage } from "./paging"
import { requireAny } from "./permissions"

/** The slicer's saved operations; the dashboard and traceability read them as well. */
export const SlicingLive = HttpApiBuilder.group(ReadApi, "slicing", (h) =>
  h
    .handle("list", ({ urlParams }) =>
      Effect.gen(function* () {
        yield* requireAny(["wood-slicing", "read"], ["approvals", "read"], ["dashboard", "access"])
        const { request, after } = yield* readPage(urlParams, { sort: "createdAt", order: "desc" })
        return yield* pagedQuery(({ db }) => pageSlicingOperations(db, request, after, urlParams))
      })
    )
    // a LOT's volume account: the slicer's summary, the LOT's traceability and the dashboard show it
    .handle("recovery", ({ urlParams }) =>
      Effect.zipRight(
        requireAny(["wood-slicing", "read"], ["lot-creation", "read"], ["dashboard", "access"]),
        query(({ db }) => lotRecovery(db, urlParams.lot_number.trim()))
      )
    )
)
