import { HttpApp, HttpRouter, HttpServerResponse, type HttpApi } from "@effect/platform"
import { endpointsOf, moneyFilter, PAGE_KEYS, type SeesMoney } from "@timber/contracts"
import { Effect, Option } from "effect"

type Filter = NonNullable<ReturnType<typeof moneyFilter>>

/**
 * The money filter of each endpoint whose answer holds money, keyed `METHOD path` by the route's
 * path pattern (`GET /api/assets/:id`): the one place a service removes money from its answers.
 */
export const moneyAnswers = (api: HttpApi.HttpApi.Any): ReadonlyMap<string, Filter> =>
  new Map(
    endpointsOf(api).flatMap((endpoint) => {
      const filter = moneyFilter(endpoint.success)
      return filter ? [[`${endpoint.method} ${endpoint.path}`, filter] as const] : []
    })
  )

const decoder = new TextDecoder()

/**
 * An answer without the money the user may not see: a JSON body is read, filtered and written
 * again; any other answer (an error, a file, a stream) goes as it is, since none carries a DTO.
 */
export const withoutHiddenMoney = (response: HttpServerResponse.HttpServerResponse, filter: Filter, sees: SeesMoney) => {
  const body = response.body
  if (response.status >= 300 || body._tag !== "Uint8Array" || !body.contentType.includes("json")) return response
  const answer = filter(JSON.parse(decoder.decode(body.body)), sees)
  return HttpServerResponse.unsafeJson(answer, { status: response.status, headers: response.headers, cookies: response.cookies })
}

/**
 * Called by a service's authentication once it knows the user: when the route's answer holds money
 * and the user lacks `amount` on a page, the answer is filtered just before it is sent. Every
 * authenticated answer passes here, so no handler has to remember; a user who sees every amount
 * (an ADMIN, a MANAGER by default) costs nothing.
 */
export const hideMoneyFromAnswers = (api: HttpApi.HttpApi.Any) => {
  const filters = moneyAnswers(api)
  return (sees: SeesMoney) =>
    Effect.gen(function* () {
      if (PAGE_KEYS.every(sees)) return
      const route = yield* Effect.serviceOption(HttpRouter.RouteContext)
      if (Option.isNone(route)) return
      const filter = filters.get(`${route.value.route.method} ${route.value.route.path}`)
      if (!filter) return
      yield* HttpApp.appendPreResponseHandler((_request, response) => Effect.sync(() => withoutHiddenMoney(response, filter, sees)))
    })
}
