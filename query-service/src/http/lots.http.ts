import { HttpApiBuilder } from "@effect/platform"
import { LotMessages, NotFound, ReadApi } from "@timber/contracts"
import { pageLots, lotTraceability } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { readPage } from "./paging"
import { requireAny } from "./permissions"

export const LotsLive = HttpApiBuilder.group(ReadApi, "lots", (h) =>
  h
    .handle("list", ({ urlParams }) =>
      Effect.gen(function* () {
        yield* requireAny(["lot-creation", "read"], ["wood-receipt", "read"], ["wood-slicing", "read"], ["dashboard", "access"])
        const { request, after } = yield* readPage(urlParams, { sort: "createdAt", order: "desc" })
        return yield* query(({ db }) => pageLots(db, request, after, urlParams))
      })
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
