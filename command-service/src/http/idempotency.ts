import { HttpApp, HttpServerError, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { answerText } from "@timber/contracts/http/edge"
import type { Database } from "@timber/eventstore"
import { Effect, FiberRef, Option } from "effect"
import { sql } from "kysely"
import { verifyToken } from "@timber/contracts/auth/session-token"
import { IDEMPOTENCY_HEADER } from "./request-context"

const REPLAYED_HEADERS = ["x-event-position", "content-type"]

/**
 * The answer as the client will get it: the handlers' pre-response steps (X-Event-Position, a
 * projection warning) applied now, once, so the stored copy carries their headers too.
 */
const settled = (request: HttpServerRequest.HttpServerRequest, response: HttpServerResponse.HttpServerResponse) =>
  Effect.flatMap(FiberRef.get(HttpApp.currentPreResponseHandlers), (handler) =>
    Option.isNone(handler)
      ? Effect.succeed(response)
      : Effect.zipLeft(handler.value(request, response), FiberRef.set(HttpApp.currentPreResponseHandlers, Option.none()))
  )

/**
 * A write repeated with the same Idempotency-Key (by the same user) gets the first
 * answer back and appends nothing. Event ids derived from the key cover two copies
 * racing each other; this table covers the answer.
 */
export const withIdempotency =
  (database: Database, jwtSecret: string) =>
  <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E | HttpServerError.ResponseError, R> =>
    Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
      const key = request.headers[IDEMPOTENCY_HEADER]
      if (!key || request.method === "GET" || request.method === "HEAD") return app
      return Effect.gen(function* () {
        const token = (request.headers["authorization"] ?? "").replace(/^Bearer\s+/i, "")
        const claims = token ? yield* Effect.promise(() => verifyToken(jwtSecret, token)) : null
        const path = request.url.split("?")[0]
        const scope = `${claims?.userId ?? "anonymous"}|${request.method} ${path}`
        const stored = yield* Effect.promise(() =>
          sql<{ status: number; headers: unknown; body: string }>`
            select status, headers, body from idempotent_requests where scope = ${scope} and key = ${key}`.execute(database.db)
        )
        const hit = stored.rows[0]
        if (hit) {
          const headers = (typeof hit.headers === "string" ? JSON.parse(hit.headers) : hit.headers) as Record<string, string>
          return HttpServerResponse.text(hit.body, {
            status: hit.status,
            headers: { ...headers, "idempotent-replay": "true" },
            contentType: headers["content-type"]
          })
        }
        const response = yield* Effect.flatMap(app, (answer) => settled(request, answer))
        if (response.status >= 500) return response
        const headers = Object.fromEntries(REPLAYED_HEADERS.flatMap((h) => (response.headers[h] ? [[h, response.headers[h]]] : [])))
        yield* Effect.promise(() =>
          sql`insert into idempotent_requests (scope, key, status, headers, body)
              values (${scope}, ${key}, ${response.status}, ${JSON.stringify(headers)}::jsonb, ${answerText(response)})
              on conflict (scope, key) do nothing`.execute(database.db)
        )
        return response
      })
    })
