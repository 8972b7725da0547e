import { CurrentUser } from "@timber/contracts"
import { UserDecider, userStream } from "@timber/domain"
import { Effect } from "effect"
import { streamOf } from "./execute"
import { streamNow } from "./stream-now"

/** Who is recording: the name staff know them by, else their e-mail. */
export const actorName = Effect.gen(function* () {
  const user = yield* CurrentUser
  const { state } = yield* streamNow(streamOf(UserDecider, userStream(user.userId)))
  return state._tag === "Registered" ? `${state.firstName} ${state.lastName}`.trim() || state.email : user.email
})
