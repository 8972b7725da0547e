import { HttpApiBuilder } from "@effect/platform"
import { ReadApi } from "@timber/contracts"
import { projectionStatuses } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { requireAdmin } from "./permissions"

/** The projections' status: ADMIN only. */
export const SystemLive = HttpApiBuilder.group(ReadApi, "system", (h) =>
  h.handle("projections", () =>
    Effect.zipRight(
      requireAdmin,
      query(({ db, store }) => projectionStatuses(db, store))
    )
  )
)
