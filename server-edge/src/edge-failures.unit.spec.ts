import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiGroup, HttpServer } from "@effect/platform"
import { Data, Effect, Layer, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { bodyOnce, houseErrors, serveApp, type ServedApp } from "./edge"

class StoreUnavailable extends Data.TaggedError("StoreUnavailable")<{ readonly cause: unknown }> {}

const Api = HttpApi.make("edge").add(
  HttpApiGroup.make("lots").add(
    HttpApiEndpoint.post("create", "/api/lots")
      .setPayload(Schema.Struct({ lot_number: Schema.String }))
      .addSuccess(Schema.Struct({ lot_number: Schema.String }), { status: 201 })
  )
)
const LotsLive = HttpApiBuilder.group(Api, "lots", (handlers) =>
  handlers.handle("create", ({ payload }) =>
    payload.lot_number === "fail"
      ? Effect.die(new StoreUnavailable({ cause: new Error('invalid byte sequence for encoding "UTF8": 0x00') }))
      : Effect.succeed(payload)
  )
)

describe("the edge's own refusals and a 500's log line (issue 24 item 7)", () => {
  let served: ServedApp<unknown>
  const lines: Array<string> = []
  beforeAll(async () => {
    served = (await serveApp(
      Layer.mergeAll(
        HttpApiBuilder.api(Api).pipe(Layer.provide(LotsLive)),
        HttpServer.layerContext,
        HttpApiBuilder.Router.Live,
        HttpApiBuilder.Middleware.layer
      ),
      Effect.map(HttpApiBuilder.httpApp, (app) =>
        houseErrors((message, failure) => lines.push(`${message} ${failure.reason}\n${failure.stack}`), "test")(bodyOnce(app))
      )
    )) as ServedApp<unknown>
  })
  afterAll(async () => served?.dispose())

  const post = (body: BodyInit, headers: Record<string, string> = {}, address = "/api/lots") =>
    served.handle(new Request(`http://edge.test${address}`, { method: "POST", headers, body }))

  it("given a 500, then its log line says what failed underneath, and the answer says nothing internal", async () => {
    const answer = await post(JSON.stringify({ lot_number: "fail" }), { "content-type": "application/json" })
    expect(answer.status).toBe(500)
    expect(JSON.stringify(await answer.json())).not.toContain("0x00")
    expect(lines.at(-1)).toContain("StoreUnavailable")
    expect(lines.at(-1)).toContain('caused by: Error: invalid byte sequence for encoding "UTF8": 0x00')
  })

  it("given a form, multipart or text body to a JSON route, then 415 with a sentence; JSON with a charset or no type is read", async () => {
    const form = new FormData()
    form.set("lot_number", "LOT-1")
    for (const [body, headers] of [
      [new URLSearchParams({ lot_number: "LOT-1" }), {}],
      [form, {}],
      [new TextEncoder().encode('{"lot_number":"LOT-1"}'), { "content-type": "text/plain" }]
    ] as Array<[BodyInit, Record<string, string>]>) {
      const answer = await post(body, headers)
      expect(answer.status).toBe(415)
      expect(await answer.json()).toEqual({ error: "UnsupportedMediaType", message: "Send the request body as JSON (Content-Type: application/json)" })
    }
    for (const headers of [{ "content-type": "application/json; charset=utf-8" }, {}] as Array<Record<string, string>>) {
      expect((await post(new TextEncoder().encode('{"lot_number":"LOT-1"}'), headers)).status).toBe(201)
    }
  })

  it("given %00, another control character or a broken escape in the path or the query, then 400 with a sentence before any handler", async () => {
    for (const address of ["/api/lots%00", "/api/lots?x=%00", "/api/lots?x=a%0Ab", "/api/lots?x=%E0%A4%A", "/api/lots/%ZZ"]) {
      const answer = await post(JSON.stringify({ lot_number: "LOT-1" }), { "content-type": "application/json" }, address)
      expect({ address, status: answer.status }).toEqual({ address, status: 400 })
      expect(((await answer.json()) as { message: string }).message).toMatch(/^The address contains a character that is not allowed/)
    }
    expect((await post(JSON.stringify({ lot_number: "LOT-1" }), { "content-type": "application/json" }, "/api/lots?x=a%20b+c")).status).toBe(201)
  })
})
