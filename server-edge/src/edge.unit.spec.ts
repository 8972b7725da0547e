import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiGroup, HttpServer } from "@effect/platform"
import { Effect, Layer, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { bodyOnce, houseErrors, serveApp, type ServedApp } from "./edge"

const Api = HttpApi.make("edge").add(
  HttpApiGroup.make("lots").add(
    HttpApiEndpoint.post("create", "/api/lots")
      .setPayload(Schema.Struct({ lot_number: Schema.String }))
      .addSuccess(Schema.Struct({ lot_number: Schema.String }), { status: 201 })
  )
)
const LotsLive = HttpApiBuilder.group(Api, "lots", (handlers) => handlers.handle("create", ({ payload }) => Effect.succeed(payload)))

describe("a write's body at the service's edge", () => {
  let served: ServedApp<unknown>
  beforeAll(async () => {
    served = (await serveApp(
      Layer.mergeAll(
        HttpApiBuilder.api(Api).pipe(Layer.provide(LotsLive)),
        HttpServer.layerContext,
        HttpApiBuilder.Router.Live,
        HttpApiBuilder.Middleware.layer
      ),
      Effect.map(HttpApiBuilder.httpApp, (app) => houseErrors(() => undefined, "test")(bodyOnce(app)))
    )) as ServedApp<unknown>
  })
  afterAll(async () => served?.dispose())

  // bytes: a string body would get text/plain from the Request itself
  const post = (body: string, headers: Record<string, string> = { "content-type": "application/json" }) =>
    served.handle(new Request("http://edge.test/api/lots", { method: "POST", headers, body: new TextEncoder().encode(body) }))

  it("given a JSON body, then it is parsed once, and the handler decodes that parse", async () => {
    const parse = vi.spyOn(JSON, "parse")
    try {
      const answer = await post(JSON.stringify({ lot_number: "LOT-1" }))
      expect(answer.status).toBe(201)
      const body = JSON.stringify({ lot_number: "LOT-1" })
      expect(parse.mock.calls.filter(([text]) => text === body)).toHaveLength(1)
      expect(await answer.json()).toEqual({ lot_number: "LOT-1" })
    } finally {
      parse.mockRestore()
    }
  })

  it("given a body that is not JSON, with or without a content type, then 400 in the catalogue's words, never a 500", async () => {
    for (const headers of [{ "content-type": "application/json" }, {}] as Array<Record<string, string>>) {
      const answer = await post("{not json", headers)
      expect(answer.status).toBe(400)
      expect(await answer.json()).toEqual({ error: "ValidationError", message: "The request body is not valid JSON" })
    }
  })
})
