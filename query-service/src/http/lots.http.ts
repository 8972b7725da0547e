import { HttpApiBuilder } from "@effect/platform"
import { LotMessages, NotFound, ReadApi } from "@timber/contracts"
import { lotAlerts, lotSummary, pageLots, lotTraceability } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { pagedQuery, readPage } from "./paging"
import { requireAny } from "./permissions"

/** Who reads the LOT list: its screen, the receipt and slicer screens' pickers, the dashboard. */
const LOT_READERS = [
  ["lot-creation", "read"],
  ["wood-receipt", "read"],
  ["wood-slicing", "read"],
  ["dashboard", "access"]
] as const

export const LotsLive = HttpApiBuilder.group(ReadApi, "lots", (h) =>
  h
    .handle("list", ({ urlParams }) =>
      Effect.gen(function* () {
        yield* requireAny(...LOT_READERS)
        const { request, after } = yield* readPage(urlParams, { sort: "createdAt", order: "desc" })
        return yield* pagedQuery(({ db }) => pageLots(db, request, after, urlParams))
      })
    )
    // the list's figures and the top bar's alerts: whoever may read the list may read what it sums up
    .handle("summary", () =>
      Effect.zipRight(
        requireAny(...LOT_READERS),
        query(({ db }) => lotSummary(db))
      )
    )
    .handle("alerts", () =>
      Effect.zipRight(
        requireAny(...LOT_READERS),
        query(({ db }) => lotAlerts(db))
      )
    )
    .handle("traceability", ({ path }) =>
      Effect.gen(function* () {
        yield* requireAny(["lot-creation", "read"], ["wood-receipt", "read"])
        const lotNumber = path.lotNumber.trim()
        if (!lotNumber) return yield* new NotFound({ message: LotMessages.noLotNumber })
        return yield* query(({ db }) => lotTraceability(db, lotNumber))
      })
    )
)
