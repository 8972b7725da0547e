import { HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { bearerOf, DisplayTokenMessages, isDisplayToken, WALL_PATH } from "@timber/contracts"

/**
 * A display token opens the wall and nothing else: any other request that
 * carries one as its bearer is answered 403 here, before routing, whatever the endpoint — a
 * public one, one added tomorrow, a path that matches nothing. Both services wrap their app in
 * it, so the rule has one place and no handler has to remember it.
 */
export const displayTokenScope = <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E, R> =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
    const bearer = bearerOf(request.headers["authorization"])
    if (!isDisplayToken(bearer) || (request.method === "GET" && request.url.split("?")[0] === WALL_PATH)) return app
    return Effect.succeed(HttpServerResponse.unsafeJson({ error: "Forbidden", message: DisplayTokenMessages.wallOnly }, { status: 403 }))
  })
