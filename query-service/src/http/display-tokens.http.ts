import { HttpApiBuilder } from "@effect/platform"
import { ReadApi } from "@timber/contracts"
import { listDisplayTokens } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { requireAdmin } from "./permissions"

/** GET /api/display-tokens: Admin Settings' Wall displays card (ADMIN only, as creating and revoking). */
export const DisplayTokensLive = HttpApiBuilder.group(ReadApi, "displayTokens", (h) =>
  h.handle("list", () =>
    Effect.zipRight(
      requireAdmin,
      query(({ db }) => listDisplayTokens(db))
    )
  )
)
