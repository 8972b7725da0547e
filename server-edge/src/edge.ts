import { HttpApp, HttpIncomingMessage, HttpMiddleware, HttpServerError, HttpServerRequest, HttpServerResponse, HttpTraceContext } from "@effect/platform"
import { Cause, Effect, Layer, ManagedRuntime, Option, type Runtime, type Tracer } from "effect"
import { withoutTokens } from "@timber/contracts"
import { securityHeadersFor } from "./security-headers"
import { nameCurrentSpan } from "./traces"
import { addressRefusal, bodyRules, checkBody, houseError, type HouseError } from "./wire"

/**
 * The wire rules of wire.ts as the services apply them, inside Effect: one HttpApp per service,
 * which Node's server runs natively (@effect/platform-node, no web Request/Response on the way)
 * and the tests' web handler runs alike.
 */

/** A house error body as an answer. */
export const houseAnswer = (error: HouseError, headers: Readonly<Record<string, string>> = {}) =>
  HttpServerResponse.unsafeJson(error.body, { status: error.status, headers: { ...headers, ...error.headers } })

const decoder = new TextDecoder()

/** The text of an answer built in memory (every answer the HttpApi builds: JSON or text). */
const textOf = (response: HttpServerResponse.HttpServerResponse): string => {
  const body = response.body
  switch (body._tag) {
    case "Uint8Array":
      return decoder.decode(body.body)
    case "Raw":
      return typeof body.body === "string" ? body.body : ""
    default:
      return ""
  }
}

/** The answer's body as stored for a replay (idempotency): its text, and its content type. */
export const answerText = (response: HttpServerResponse.HttpServerResponse) => textOf(response)

/**
 * The request with its body read once: JSON parsed here is what the handler decodes (the HttpApi
 * reads `json`, `text` or `arrayBuffer` of the request it is given), so no body is read or parsed
 * twice. Every other property is the request's own.
 */
const withBody = (request: HttpServerRequest.HttpServerRequest, bytes: Uint8Array, json: unknown, contentType: string | null) =>
  Object.create(request, {
    headers: { value: contentType ? { ...request.headers, "content-type": contentType } : request.headers },
    json: { value: Effect.succeed(json) },
    text: { get: () => Effect.succeed(decoder.decode(bytes)) },
    arrayBuffer: { get: () => Effect.succeed(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)) }
  }) as HttpServerRequest.HttpServerRequest

/**
 * Reads a write's body once, within its bound (413), checks that JSON is JSON (400), and hands the
 * parsed body on, so an oversized or malformed body gets a clear 4xx before any handler runs.
 */
export const bodyOnce = <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E, R> =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
    if (request.method === "GET" || request.method === "HEAD") return app
    const pathname = pathOf(request.url)
    const rules = bodyRules(pathname)
    if (Number(request.headers["content-length"] ?? "0") > rules.limit) return Effect.succeed(houseAnswer(rules.tooLarge()))
    return request.arrayBuffer.pipe(
      HttpIncomingMessage.withMaxBodySize(Option.some(rules.limit + 1)),
      Effect.matchEffect({
        // a body larger than its bound, or a connection that broke while it came
        onFailure: () => Effect.succeed(houseAnswer(rules.tooLarge())),
        onSuccess: (buffer) => {
          const bytes = new Uint8Array(buffer)
          const checked = checkBody(pathname, request.headers["content-type"] ?? "", bytes)
          if (checked.refused) return Effect.succeed(houseAnswer(checked.refused))
          return Effect.provideService(app, HttpServerRequest.HttpServerRequest, withBody(request, bytes, checked.json, checked.contentType))
        }
      })
    )
  })

const pathOf = (url: string) => {
  const query = url.indexOf("?")
  const path = query === -1 ? url : url.slice(0, query)
  return path.startsWith("/") ? path : new URL(path).pathname
}

/** A request that failed inside a service: what, and its reason and stack, for the operator's log. */
export type FailureLog = (message: string, failure: { readonly reason: string; readonly stack: string; readonly correlationId?: string | undefined }) => void

/**
 * Every error answer in the house shape (`houseError`), a 500 logged with what caused it and
 * answered with the one sentence; a failure no handler turned into an answer (an unknown route,
 * a defect) is answered as the platform would, then in the house shape.
 */
export const houseErrors =
  (log: FailureLog, service: string) =>
  <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<never, R> =>
    Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
      // an address no route may see (%00, a broken escape) is refused before any of them runs
      const refused = addressRefusal(request.url)
      if (refused) return Effect.succeed(houseAnswer(refused))
      const what = `${service}: ${request.method} ${withoutTokens(request.url)}`
      const correlationId = request.headers["x-correlation-id"]
      return app.pipe(
        Effect.catchAllCause((cause) =>
          Effect.map(HttpServerError.causeResponse(cause), ([response]) => {
            if (response.status >= 500) log(`${what} failed`, { ...describeFailure(cause), correlationId })
            return response
          })
        ),
        Effect.map((response) => {
          if (response.status < 400) return response
          const text = textOf(response)
          if (response.status >= 500 && text) log(`${what} answered ${response.status}`, { reason: text, stack: "", correlationId })
          const { "content-type": type = "", "content-length": _length, ...headers } = response.headers
          return houseAnswer(houseError(response.status, type, text), headers)
        })
      )
    })

/** A failure's reason (each error, and what caused it underneath) and its stack as Effect prints the cause. */
export const describeFailure = (cause: Cause.Cause<unknown>): { readonly reason: string; readonly stack: string } => {
  const [pretty, ...causedBy] = describeCause(cause).split("\n  caused by: ")
  const errors = [...Cause.failures(cause), ...Cause.defects(cause)].map((error) =>
    error instanceof Error
      ? `${error.name}: ${error.message}`
      : typeof error === "object" && error !== null && "_tag" in error
        ? String(error._tag)
        : safeJson(error)
  )
  return { reason: [...errors, ...causedBy.map((line) => `caused by: ${line}`)].join("; ") || Cause.pretty(cause).split("\n")[0]!, stack: pretty ?? "" }
}

/**
 * What failed, for the log: the cause as Effect prints it, and under it what each error was
 * caused by (`EventStoreUnavailable: An error has occurred` says nothing; the database's own
 * sentence under it does).
 */
export const describeCause = (cause: Cause.Cause<unknown>): string => {
  const lines = [Cause.pretty(cause)]
  for (const error of [...Cause.failures(cause), ...Cause.defects(cause)]) {
    let inner: unknown = (error as { cause?: unknown } | null)?.cause
    for (let depth = 0; inner !== undefined && inner !== null && depth < 5; depth++) {
      lines.push(`  caused by: ${inner instanceof Error ? `${inner.name}: ${inner.message}` : typeof inner === "string" ? inner : safeJson(inner)}`)
      inner = (inner as { cause?: unknown }).cause
    }
  }
  return lines.join("\n")
}

const safeJson = (value: unknown) => {
  try {
    return JSON.stringify(value)
  } catch {
    return String(value)
  }
}

/** The security headers on every answer; an upload keeps its sandbox policy (`securityHeadersFor`). */
export const securityHeaders = <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E, R> =>
  Effect.map(app, (response) => HttpServerResponse.setHeaders(response, securityHeadersFor(response.headers["content-security-policy"])))

/** A service's HTTP app, built once from its layer, and the web handler the tests call. */
export interface ServedApp<R> {
  readonly app: HttpApp.Default<never, R>
  /** The runtime every request runs in (Node's handler is made with it: `NodeHttpServer.makeHandler`). */
  readonly runtime: Runtime.Runtime<R>
  /** A web-standard handler over the same app (the integration tests' and the bench's path). */
  readonly handle: (request: Request) => Promise<Response>
  readonly dispose: () => Promise<void>
}

/**
 * Builds `app` with `layer` once: the same HttpApp for the Node server and for the web handler.
 * Requests run without the platform's per-request trace span: its URL parse and its copies of the
 * request's and the answer's headers were pure cost, and it records the query string (a download's
 * token) and the client's address. With a `tracer` (traces exported: traces.ts) every request runs
 * in a span of our own, `requestSpan`, in that tracer.
 */
export const serveApp = async <R, E>(
  layer: Layer.Layer<R, E>,
  app: Effect.Effect<HttpApp.Default<never, R>, never, R>,
  tracer?: Tracer.Tracer
): Promise<ServedApp<R>> => {
  const managed = ManagedRuntime.make(tracer ? Layer.merge(layer, Layer.setTracer(tracer)) : layer)
  const made = await managed.runPromise(app)
  const built = tracer ? requestSpan(made) : made
  const runtime = await managed.runPromise(HttpMiddleware.withTracerDisabledWhenEffect(Effect.runtime<R>(), () => true))
  const handle = HttpApp.toWebHandlerRuntime(runtime)(built)
  return { app: built, runtime, handle: (request) => handle(request), dispose: () => managed.dispose() }
}

/**
 * A request's span, named `POST /api/management/wood-receipts` once the router has matched (its
 * `http.route`, a path with `:id` in place of ids; the method alone when no route matched), child
 * of the caller's `traceparent` when one came. Only the method, the route and the status are
 * recorded: no address, header or query string, which may hold a token or personal data.
 */
const requestSpan = <R>(app: HttpApp.Default<never, R>): HttpApp.Default<never, R> =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
    Effect.useSpan(
      request.method,
      {
        kind: "server",
        parent: Option.getOrUndefined(HttpTraceContext.fromHeaders(request.headers)),
        attributes: { "http.request.method": request.method },
        captureStackTrace: false
      },
      (span) =>
        Effect.withParentSpan(
          Effect.tap(app, (response) => {
            span.attribute("http.response.status_code", response.status)
            const route = span.attributes.get("http.route")
            return typeof route === "string" ? nameCurrentSpan(`${request.method} ${route}`) : Effect.void
          }),
          span
        )
    )
  )
