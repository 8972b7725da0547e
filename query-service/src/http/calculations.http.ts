import { HttpApiBuilder } from "@effect/platform"
import { CalculatorMessages, Forbidden, ReadApi } from "@timber/contracts"
import { isOwnerOrAdmin } from "@timber/domain/permissions/index"
import { pageCalculations } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { pagedQuery, readPage } from "./paging"
import { requireAny } from "./permissions"

/** A user sees only their own calculations; an ADMIN may ask for another user's. */
export const CalculationsLive = HttpApiBuilder.group(ReadApi, "calculations", (h) =>
  h.handle("list", ({ urlParams }) =>
    Effect.gen(function* () {
      const user = yield* requireAny(["wood-calculator", "access"])
      const userId = urlParams.user_id ?? user.userId
      if (!isOwnerOrAdmin(user, userId)) return yield* new Forbidden({ message: CalculatorMessages.notYours })
      const { request, after } = yield* readPage(urlParams, { sort: "createdAt", order: "desc" })
      return yield* pagedQuery(({ db }) => pageCalculations(db, userId, request, after))
    })
  )
)
