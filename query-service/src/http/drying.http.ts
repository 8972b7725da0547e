import { HttpApiBuilder } from "@effect/platform"
import { ReadApi } from "@timber/contracts"
import { electricityStatistics, pageDryingCosts, pageRecharges, pageDryingBatches } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { pagedQuery, readPage } from "./paging"
import { requireAny } from "./permissions"

/** Drying batches (the dashboard's ongoing list reads them too) and the kiln's LUKU recharges (the drying screen's). */
export const DryingLive = HttpApiBuilder.group(ReadApi, "drying", (h) =>
  h
    .handle("list", ({ urlParams }) =>
      Effect.gen(function* () {
        yield* requireAny(["drying-process", "read"], ["inventory-reports", "read"], ["dashboard", "access"])
        const { request, after } = yield* readPage(urlParams, { sort: "startTime", order: "desc" })
        return yield* pagedQuery(({ db }) => pageDryingBatches(db, request, after, urlParams))
      })
    )
    // the kiln charges a page at a time (the Wood Drying Settings page's "Kiln charges"), or one batch's (the drying screen's details)
    .handle("costs", ({ urlParams }) =>
      Effect.gen(function* () {
        yield* requireAny(["drying-process", "read"], ["drying-settings", "read"])
        const { request, after } = yield* readPage(urlParams, { sort: "endTime", order: "desc" })
        return yield* pagedQuery(({ db }) => pageDryingCosts(db, request, after, urlParams))
      })
    )
    // the drying screen's tariff, and the recharge register on the Wood Drying Settings page
    .handle("recharges", ({ urlParams }) =>
      Effect.gen(function* () {
        yield* requireAny(["drying-process", "read"], ["drying-settings", "read"])
        const { request, after } = yield* readPage(urlParams, { sort: "recordedAt", order: "desc" })
        return yield* pagedQuery(({ db }) => pageRecharges(db, request, after, urlParams))
      })
    )
    .handle("electricityStatistics", () =>
      Effect.zipRight(
        requireAny(["drying-process", "read"]),
        query(({ db }) => electricityStatistics(db))
      )
    )
)
