import { CurrentUser } from "@timber/contracts"
import { UserDecider, userStream } from "@timber/domain"
import { Effect } from "effect"
import { CommandContext } from "./context"
import { loadAggregate } from "./execute"

/** Who is recording: the name staff know them by, else their e-mail. */
export const actorName = Effect.gen(function* () {
  const user = yield* CurrentUser
  const { store } = yield* CommandContext
  const { state } = yield* loadAggregate(store, UserDecider, userStream(user.userId)).pipe(Effect.orDie)
  return state._tag === "Registered" ? `${state.firstName} ${state.lastName}`.trim() || state.email : user.email
})
