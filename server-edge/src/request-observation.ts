import { Headers, HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Context, Effect, Option } from "effect"
import { randomUUID } from "node:crypto"
import type { OperatorLog } from "./operator-log"
import type { ProcessMetrics } from "./process-metrics"
import type { RoutePatterns } from "./route-patterns"

/** The header that names the conversation a request belongs to: the events it appends carry it as their correlation id. */
export const CORRELATION_HEADER = "x-correlation-id"

/** A caller's correlation id is kept when it looks like one; anything else (too long, odd characters) is replaced. */
const CORRELATION = /^[\w.:-]{1,100}$/

/**
 * What the edge learns of a request while the handlers run: who signed in (the services'
 * authentication notes it), so the request's log line names the user without the edge
 * reading a token itself.
 */
export class RequestNote extends Context.Tag("RequestNote")<RequestNote, { userId: string | null }>() {}

/** Notes the signed-in user on the request's log line; nothing outside a served request. */
export const noteSignedInUser = (userId: string): Effect.Effect<void> =>
  Effect.map(Effect.serviceOption(RequestNote), (note) => {
    if (Option.isSome(note)) note.value.userId = userId
  })

/**
 * The one place a request is counted and logged: its route pattern, method and status in the
 * process's metrics, and one log line (time, level, correlation id, user id, route, status, ms).
 * A request without a usable correlation id gets one here, which its handler and its answer
 * (`X-Correlation-Id`) carry, so the log line and the events it appended name the same one.
 * Never logged: the raw address, the query, headers, the body.
 */
export const observedRequests =
  (options: { readonly log: OperatorLog; readonly metrics?: ProcessMetrics | undefined; readonly routes: RoutePatterns }) =>
  <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E, R> =>
    Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
      const started = performance.now()
      const given = request.headers[CORRELATION_HEADER]
      const correlationId = given !== undefined && CORRELATION.test(given) ? given : randomUUID()
      const note = { userId: null as string | null }
      const carried = given === correlationId ? request : request.modify({ headers: Headers.set(request.headers, CORRELATION_HEADER, correlationId) })
      const finish = (status: number) => {
        const route = options.routes(request.method, request.url)
        options.metrics?.requestAnswered(route, request.method, status)
        options.log.write(status >= 500 ? "error" : "info", "request", {
          correlationId,
          userId: note.userId,
          method: request.method,
          route,
          status,
          ms: Math.round((performance.now() - started) * 10) / 10
        })
      }
      return app.pipe(
        Effect.provideService(HttpServerRequest.HttpServerRequest, carried),
        Effect.provideService(RequestNote, note),
        Effect.map((response) => {
          finish(response.status)
          return HttpServerResponse.setHeader(response, CORRELATION_HEADER, correlationId)
        }),
        // the edge's error shaping answers every failure; one that escapes it still gets its line
        Effect.tapErrorCause(() => Effect.sync(() => finish(500)))
      )
    })
