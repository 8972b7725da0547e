import { HttpApp, HttpIncomingMessage, HttpServerError, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { answerText } from "@timber/server-edge"
import type { Database } from "@timber/eventstore"
import { Effect, FiberRef, Option } from "effect"
import { sql } from "kysely"
import { createHash } from "node:crypto"
import { verifyToken } from "@timber/server-edge/session-token"
import { IDEMPOTENCY_HEADER } from "./request-context"

const REPLAYED_HEADERS = ["x-event-position", "content-type"]

/**
 * Kept in the stored row's `headers` beside the replayed ones, never replayed: the sha256 of the
 * first request's method, path and body, which a repeat of the key must match.
 */
const REQUEST_HASH = "request-sha256"

export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  "This Idempotency-Key was already used for a different request (another body or address). Send a new key for a new request."

/** A repeat of the key is compared whole; no write's body is this large (the edge's bounds are far lower). */
const REPEAT_BODY_LIMIT = 16 * 1024 * 1024

const requestHash = (method: string, path: string, body: Uint8Array) => createHash("sha256").update(`${method} ${path}\n`).update(body).digest("hex")

/**
 * Answers holding a secret shown once (a new display token): never kept for a replay, so the
 * secret is nowhere but in that one answer; a repeat of the key is served as a new request.
 * The public mailing-list calls neither: their bodies are a visitor's address (or its link), and
 * the kept request hash would be a sha256 of it that outlives the subscriber's erasure; they are
 * repeatable by themselves (a repeated sign-up or unsubscribe changes nothing).
 */
const SECRET_ANSWERS: ReadonlySet<string> = new Set(["POST /api/display-tokens", "POST /api/crm/newsletter/subscribe", "POST /api/crm/newsletter/unsubscribe"])

const keyReused = () => HttpServerResponse.unsafeJson({ error: "IdempotencyKeyReused", message: IDEMPOTENCY_KEY_REUSED_MESSAGE }, { status: 422 })

/**
 * The request as the app reads it, but its body kept as it goes by: the edge (`bodyOnce`) still
 * reads it once, within its own bound, and this side learns what was read.
 */
const keepingBody = (request: HttpServerRequest.HttpServerRequest, keep: (bytes: Uint8Array) => void) =>
  Object.create(request, {
    arrayBuffer: { get: () => Effect.tap(request.arrayBuffer, (buffer) => Effect.sync(() => keep(new Uint8Array(buffer)))) }
  }) as HttpServerRequest.HttpServerRequest

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
 * racing each other; this table covers the answer. The key stands for one request: the
 * same key with another body (or method and path) answers 422 and appends nothing.
 */
export const withIdempotency =
  (database: Database, jwtSecret: string) =>
  <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E | HttpServerError.ResponseError, R> =>
    Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
      const key = request.headers[IDEMPOTENCY_HEADER]
      if (!key || request.method === "GET" || request.method === "HEAD") return app
      if (SECRET_ANSWERS.has(`${request.method} ${request.url.split("?")[0]}`)) return app
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
          const { [REQUEST_HASH]: firstHash, ...headers } = (typeof hit.headers === "string" ? JSON.parse(hit.headers) : hit.headers) as Record<string, string>
          // the same key with another body is another request: refused, nothing appended (answers stored before hashes were kept replay as before)
          if (firstHash !== undefined) {
            const body = yield* request.arrayBuffer.pipe(HttpIncomingMessage.withMaxBodySize(Option.some(REPEAT_BODY_LIMIT)), Effect.option)
            if (Option.isNone(body) || requestHash(request.method, path, new Uint8Array(body.value)) !== firstHash) return keyReused()
          }
          return HttpServerResponse.text(hit.body, {
            status: hit.status,
            headers: { ...headers, "idempotent-replay": "true" },
            contentType: headers["content-type"]
          })
        }
        let body: Uint8Array | null = null
        const response = yield* Effect.flatMap(
          Effect.provideService(
            app,
            HttpServerRequest.HttpServerRequest,
            keepingBody(request, (bytes) => (body = bytes))
          ),
          (answer) => settled(request, answer)
        )
        // an answer given before the body was read (too large by its length) is not kept: a repeat is checked afresh
        if (response.status >= 500 || body === null) return response
        const headers = Object.fromEntries([
          ...REPLAYED_HEADERS.flatMap((h) => (response.headers[h] ? [[h, response.headers[h]]] : [])),
          [REQUEST_HASH, requestHash(request.method, path, body)]
        ])
        yield* Effect.promise(() =>
          sql`insert into idempotent_requests (scope, key, status, headers, body)
              values (${scope}, ${key}, ${response.status}, ${JSON.stringify(headers)}::jsonb, ${answerText(response)})
              on conflict (scope, key) do nothing`.execute(database.db)
        )
        return response
      })
    })
