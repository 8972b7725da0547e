import type { EventStore } from "@timber/eventstore"
import type { UserAccess } from "@timber/server-edge"
import type { ReadDb } from "@timber/projections"
import { HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { ConsistencyHeaders, type UserId } from "@timber/contracts"
import { Context, Effect } from "effect"

export class QueryContext extends Context.Tag("QueryContext")<
  QueryContext,
  {
    readonly db: ReadDb
    readonly store: EventStore
    readonly jwtSecret: string
    /** The user as of every event appended so far, from the process's memory (server-edge's user-access directory). */
    readonly currentUser: (userId: UserId, sessionId?: string) => Promise<UserAccess | null>
    /** Read-your-writes (ARCHITECTURE section 5): waits until the read models serving this read reach X-Min-Position; answers those still behind. */
    readonly readYourWrites: (method: string, path: string, min: string | undefined) => Promise<ReadonlyArray<string>>
  }
>() {}

/**
 * The request's X-Min-Position waited for, here, inside the handler: after the Authentication
 * middleware and the handler's permission check, so an anonymous or refused request is answered
 * at once and can't hold a connection for the wait. A read model still behind says so in
 * X-Data-Behind.
 */
/** Waits until the read models serving this request reach `min`; answers those still behind. */
const readModelsAt = (min: string) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const ctx = yield* QueryContext
    return yield* Effect.promise(() => ctx.readYourWrites(request.method, request.url.split("?")[0]!, min))
  })

const readYourWrites = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const min = request.headers[ConsistencyHeaders.minPosition]
  if (!min) return
  const behind = yield* readModelsAt(min)
  if (behind.length > 0)
    yield* HttpApp.appendPreResponseHandler((_request, response) =>
      Effect.succeed(HttpServerResponse.setHeader(response, ConsistencyHeaders.dataBehind, behind.join(", ")))
    )
})

/** Runs a read against the read models (a query function of projections) for a handler, once they reached the request's X-Min-Position. */
export const query = <A>(f: (ctx: QueryContext["Type"]) => Promise<A>) =>
  Effect.zipRight(
    readYourWrites,
    Effect.flatMap(QueryContext, (ctx) => Effect.promise(() => f(ctx)))
  )

/** Runs a read once the read models serving this request have reached the log's head as it stands now (or the wait's timeout). */
export const queryAtHead = <A>(f: (ctx: QueryContext["Type"]) => Promise<A>) =>
  Effect.gen(function* () {
    const ctx = yield* QueryContext
    const head = yield* Effect.orDie(ctx.store.headPosition())
    yield* readModelsAt(head.toString())
    return yield* Effect.promise(() => f(ctx))
  })
