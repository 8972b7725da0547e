import type { HttpApi } from "@effect/platform"

/** The label of a request no declared route matches: its raw path may hold anything (ids, tokens). */
export const UNMATCHED_ROUTE = "(unmatched)"

/** A route as served: its method and its pattern. */
export interface Route {
  readonly method: string
  readonly path: string
}

interface Pattern {
  readonly method: string
  readonly path: string
  readonly segments: ReadonlyArray<string>
  /** Literal segments count first: `/lots/summary` wins over `/lots/:id`. */
  readonly literals: number
}

const segmentsOf = (path: string) => path.split("/").filter((segment) => segment !== "")

/**
 * A request's route as the API declares it (`/api/management/wood-receipts/:id`), never its raw
 * path: metrics keep a label per route, not per id, and no log line holds an id or a token from
 * an address. Built once per service from its HttpApi.
 */
export const routePatternsOf = (apis: ReadonlyArray<HttpApi.HttpApi.Any>, also: ReadonlyArray<Route> = []) => {
  const byMethodAndLength = new Map<string, Pattern[]>()
  const declared = apis.flatMap((api) =>
    Object.values((api as unknown as { groups: Record<string, { endpoints: Record<string, Route> }> }).groups).flatMap((group) =>
      Object.values(group.endpoints)
    )
  )
  for (const route of [...declared, ...also]) {
    const segments = segmentsOf(route.path)
    const pattern = { method: route.method, path: route.path, segments, literals: segments.filter((s) => !s.startsWith(":")).length }
    const key = `${route.method} ${segments.length}`
    byMethodAndLength.set(
      key,
      [...(byMethodAndLength.get(key) ?? []), pattern].sort((a, b) => b.literals - a.literals)
    )
  }
  return (method: string, url: string): string => {
    const query = url.indexOf("?")
    const segments = segmentsOf(query === -1 ? url : url.slice(0, query))
    const candidates = byMethodAndLength.get(`${method === "HEAD" ? "GET" : method} ${segments.length}`) ?? []
    const found = candidates.find((pattern) => pattern.segments.every((segment, i) => segment.startsWith(":") || segment === segments[i]))
    return found?.path ?? UNMATCHED_ROUTE
  }
}

export type RoutePatterns = ReturnType<typeof routePatternsOf>
