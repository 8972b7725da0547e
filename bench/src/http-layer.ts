import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { serveApp } from "@timber/server-edge"
import { Effect, Layer, Runtime, Schema } from "effect"
import { createServer, type RequestListener, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { percentile } from "./percentile"

const REQUESTS = Number(process.env.BENCH_HELLO_REQUESTS ?? 3000)
const WARM_UP = 300
const HELLO = { message: "hello" }

/** The same route the services declare their calls with: an HttpApi group, a handler, served on Node's own request as the product serves it. */
const HelloApi = HttpApi.make("bench").add(
  HttpApiGroup.make("hello").add(HttpApiEndpoint.get("hello", "/hello").addSuccess(Schema.Struct({ message: Schema.String })))
)
const HelloLive = HttpApiBuilder.group(HelloApi, "hello", (handlers) => handlers.handle("hello", () => Effect.succeed(HELLO)))

const listen = async (listener: RequestListener) => {
  const server: Server = createServer(listener)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hello` }
}

/** One client, one request at a time (keep-alive): the latency of each, after a warm-up. */
const latencies = async (url: string) => {
  const samples: number[] = []
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const started = performance.now()
    const response = await fetch(url)
    await response.arrayBuffer()
    if (i >= WARM_UP) samples.push(performance.now() - started)
  }
  return samples
}

/**
 * Effect's HTTP layer cost (issue 11 item 3): a hello route through @effect/platform's HttpApi,
 * on Node's own request and response as the services serve it (`serveApp`, NodeHttpServer.makeHandler, no
 * web Request/Response; bridged from them until issue 23), against a bare node:http handler
 * answering the same JSON; one after the other in the same run, the same client.
 */
export const httpLayerCost = async () => {
  const served = await serveApp(
    Layer.mergeAll(
      HttpApiBuilder.api(HelloApi).pipe(Layer.provide(HelloLive)),
      NodeHttpServer.layerContext,
      HttpApiBuilder.Router.Live,
      HttpApiBuilder.Middleware.layer
    ),
    HttpApiBuilder.httpApp
  )
  const effect = await listen(Runtime.runSync(served.runtime)(NodeHttpServer.makeHandler(served.app)))
  const bare = await listen((_req, res) => {
    const body = JSON.stringify(HELLO)
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) })
    res.end(body)
  })
  // alternate the two so a change of load on the machine touches both alike
  const effectSamples: number[] = []
  const bareSamples: number[] = []
  for (let round = 0; round < 3; round++) {
    bareSamples.push(...(await latencies(bare.url)))
    effectSamples.push(...(await latencies(effect.url)))
  }
  for (const { server } of [effect, bare]) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  await served.dispose()
  const p50 = { effect: percentile(effectSamples, 50), bare: percentile(bareSamples, 50) }
  return {
    requests: effectSamples.length,
    effectP50: p50.effect,
    bareP50: p50.bare,
    addedP50: p50.effect - p50.bare,
    effectP99: percentile(effectSamples, 99),
    bareP99: percentile(bareSamples, 99)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await httpLayerCost())
