import { HttpApiBuilder } from "@effect/platform"
import { NotFound, ReadApi, StocktakeMessages } from "@timber/contracts"
import { findStocktake, listStocktakes } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { requireAny } from "./permissions"

/** Stocktakes are read with the Assets page's read: a USER may look at past counts but not run one. */
const mayRead = requireAny(["assets-items", "read"])

export const StocktakesLive = HttpApiBuilder.group(ReadApi, "stocktakes", (h) =>
  h
    .handle("list", () =>
      Effect.zipRight(
        mayRead,
        query(({ db }) => listStocktakes(db))
      )
    )
    .handle("get", ({ path }) =>
      Effect.gen(function* () {
        yield* mayRead
        const found = yield* query(({ db }) => findStocktake(db, path.id))
        if (!found) return yield* new NotFound({ message: StocktakeMessages.notFound })
        return found
      })
    )
)
