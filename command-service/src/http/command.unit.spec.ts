import { HttpApp, HttpServerResponse } from "@effect/platform"
import { ConsistencyHeaders, CurrentUser, Roles, UserId } from "@timber/contracts"
import { effectivePermissions, type Decider } from "@timber/domain"
import type { Database, EventStore, RecordedEvent } from "@timber/eventstore"
import { Effect, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { CommandContext } from "../commands/context"
import { streamOf } from "../commands/execute"
import { command } from "./command"

const Counted = Schema.TaggedStruct("Counted", { by: Schema.Number })
/** A counter that records a count, and nothing for a count of zero. */
const counter: Decider<{ readonly by: number }, typeof Counted.Type, number> = {
  events: Counted,
  initialState: 0,
  evolve: (total, event) => total + event.by,
  decide: (command) => Effect.succeed(command.by === 0 ? [] : [{ _tag: "Counted" as const, by: command.by }])
}
const tally = streamOf(counter, "Counter-1")

/** A store of one log in memory: each event lands at the next position. */
const aStore = () => {
  const log: RecordedEvent[] = []
  const store: Pick<EventStore, "readStream" | "appendToStreams"> = {
    readStream: (streamId) => Effect.sync(() => log.filter((event) => event.streamId === streamId)),
    appendToStreams: (batch) =>
      Effect.sync(() =>
        batch.map((append) => {
          for (const event of append.events) {
            const revision = BigInt(log.filter((e) => e.streamId === append.streamId).length)
            log.push({ ...event, streamId: append.streamId, revision, position: BigInt(log.length + 1), recordedAt: new Date(0) })
          }
          return { nextRevision: BigInt(log.filter((e) => e.streamId === append.streamId).length), position: BigInt(log.length) }
        })
      )
  }
  return store as EventStore
}

/** A signed-in request whose handler counts `by` through the entry, answered as the service answers it. */
const requestCounting = async (store: EventStore, by: number) => {
  const app = command((streams) => streams.decide(tally, { by })).pipe(
    Effect.as(HttpServerResponse.empty({ status: 204 })),
    Effect.provideService(CurrentUser, {
      userId: UserId.make("u-asha"),
      email: "asha@timber.test",
      role: Roles.admin,
      permissions: effectivePermissions(Roles.admin, null),
      sessionId: "s1"
    }),
    // no projection is stopped: the write is not warned about
    Effect.provideService(CommandContext, { store, database: {} as Database, config: { jwtSecret: "" }, now: () => new Date(0), stoppedReaders: () => [] })
  )
  return HttpApp.toWebHandler(app)(new Request("http://timber.test/api/counters", { method: "POST" }))
}

describe("the HTTP entry of a command", () => {
  it("given a command that appends, when a request runs it, then the answer names the position its append landed at", async () => {
    const store = aStore()
    await requestCounting(store, 2)

    const answer = await requestCounting(store, 3)

    expect(answer.status).toBe(204)
    expect(answer.headers.get(ConsistencyHeaders.eventPosition)).toBe("2")
  })

  it("given a command that decides nothing, when a request runs it, then the answer carries no position to wait for", async () => {
    const store = aStore()
    await requestCounting(store, 2)

    const answer = await requestCounting(store, 0)

    expect(answer.status).toBe(204)
    expect(answer.headers.get(ConsistencyHeaders.eventPosition)).toBeNull()
  })
})
