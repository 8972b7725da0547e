import { eventTypesOf, UserRegistered, UserId, USER_STREAM_PREFIX } from "@timber/contracts"
import { UserDecider, userStream } from "@timber/domain"
import { Effect } from "effect"
import { CommandContext } from "./context"
import { streamOf, type Streams } from "./execute"
import { UniqueValues } from "./unique-values"

const REGISTRATIONS = eventTypesOf(UserRegistered)
const PAGE = 1_000

/**
 * How many users hold role `name` now, active or not. Every registered user is found in the log
 * (their registrations), and each one's role is read from their own stream inside the command,
 * as it is stored now: the log's readable head may lag a just-committed role change, a stream
 * does not. Only a role's delete asks — rare, and a factory's users are few — never a hot path.
 */
export const roleHolders = (streams: Streams, name: string) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const userIds: UserId[] = []
    let from = 0n
    for (;;) {
      const page = yield* Effect.orDie(store.readAll({ fromPosition: from, limit: PAGE, eventTypes: REGISTRATIONS }))
      for (const recorded of page) userIds.push(userStreamOwner(recorded.streamId))
      if (page.length < PAGE) break
      from = page[page.length - 1]!.position + 1n
    }
    const key = UniqueValues.roleName.key(name)
    let holders = 0
    for (const userId of userIds) {
      const { state } = yield* streams.read(streamOf(UserDecider, userStream(userId)))
      if (state._tag === "Registered" && UniqueValues.roleName.key(state.role) === key) holders++
    }
    return holders
  })

/** The user a user stream belongs to. */
const userStreamOwner = (streamId: string) => UserId.make(streamId.slice(USER_STREAM_PREFIX.length))
