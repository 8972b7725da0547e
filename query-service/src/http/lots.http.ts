import { HttpApiBuilder } from "@effect/platform"
import { LotMessages, NotFound, ReadApi } from "@timber/contracts"
import { listLots, lotTraceability } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { requireAny } from "./permissions"

export const LotsLive = HttpApiBuilder.group(ReadApi, "lots", (h) =>
  h
    .handle("list", () =>
      Effect.zipRight(
        requireAny(["lot-creation", "read"], ["wood-receipt", "read"], ["wood-slicing", "read"], ["dashboard", "access"]),
        query(({ db }) => listLots(db))
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
