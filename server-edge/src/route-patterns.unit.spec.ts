import { HttpApi, HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { routePatternsOf, UNMATCHED_ROUTE } from "./route-patterns"

const Api = HttpApi.make("routes")
  .add(
    HttpApiGroup.make("lots")
      .add(HttpApiEndpoint.get("list", "/management/wood-receipts").addSuccess(Schema.Unknown))
      .add(HttpApiEndpoint.get("summary", "/management/wood-receipts/summary").addSuccess(Schema.Unknown))
      .add(HttpApiEndpoint.get("one", "/management/wood-receipts/:id").addSuccess(Schema.Unknown))
      .add(HttpApiEndpoint.patch("status", "/management/wood-receipts/:id").addSuccess(Schema.Unknown))
  )
  .prefix("/api")

describe("a request's route label", () => {
  const routeOf = routePatternsOf([Api], [{ method: "GET", path: "/metrics" }])

  it("given a path with an id or a query, then the declared pattern, never the id or the query", () => {
    expect(routeOf("GET", "/api/management/wood-receipts/7f1c2d?token=secret")).toBe("/api/management/wood-receipts/:id")
    expect(routeOf("PATCH", "/api/management/wood-receipts/7f1c2d")).toBe("/api/management/wood-receipts/:id")
    expect(routeOf("GET", "/api/management/wood-receipts?page=2")).toBe("/api/management/wood-receipts")
    expect(routeOf("HEAD", "/api/management/wood-receipts")).toBe("/api/management/wood-receipts")
    expect(routeOf("GET", "/metrics")).toBe("/metrics")
  })

  it("given a literal route beside a parameter, then the literal one wins", () => {
    expect(routeOf("GET", "/api/management/wood-receipts/summary")).toBe("/api/management/wood-receipts/summary")
  })

  it("given a path or a method no route declares, then one label for all of them", () => {
    expect(routeOf("GET", "/api/no-such/jane@example.com")).toBe(UNMATCHED_ROUTE)
    expect(routeOf("DELETE", "/api/management/wood-receipts/7f1c2d")).toBe(UNMATCHED_ROUTE)
    expect(routeOf("GET", "/api/management/wood-receipts/7f1c2d/extra")).toBe(UNMATCHED_ROUTE)
  })
})
