import { HttpApiBuilder } from "@effect/platform"
import { CalculatorMessages, Forbidden, ReadApi } from "@timber/contracts"
import { isOwnerOrAdmin } from "@timber/domain/permissions/index"
import { listCalculations } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { requireAny } from "./permissions"

/** A user sees only their own calculations; an ADMIN may ask for another user's. */
export const CalculationsLive = HttpApiBuilder.group(ReadApi, "calculations", (h) =>
  h.handle("list", ({ urlParams }) =>
    Effect.gen(function* () {
      const user = yield* requireAny(["wood-calculator", "access"])
      const userId = urlParams.user_id ?? user.userId
      if (!isOwnerOrAdmin(user, userId)) return yield* new Forbidden({ message: CalculatorMessages.notYours })
      return yield* query(({ db }) => listCalculations(db, userId))
    })
  )
)
