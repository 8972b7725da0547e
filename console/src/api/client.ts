import { FetchHttpClient, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { GENERIC_ERROR_MESSAGE, IDEMPOTENCY_HEADER, TimberApi } from "@timber/contracts"
import { Cause, Effect, Exit, FiberRef, Option, ParseResult } from "effect"
import { issuesOf } from "../lib/form-validation"
import { renewAccessToken } from "../auth/access-token"
import { session } from "../auth/session"
import { ApiError } from "./api-error"
import type { Intent } from "./intent"
import { warnWhenHidden } from "./projection-warning"

/**
 * The API client, derived from the HttpApi declared in contracts: every call is typed
 * by the same schemas the server implements. Adds the bearer token, remembers the
 * newest event position a write answered and sends it back on reads
 * (`X-Min-Position`), so a user sees their own change at once.
 */
let highestPosition = 0n

export const lastSeenPosition = () => highestPosition

/** A write answered outside the typed client (an upload sent by XHR for its progress): its position joins read-your-writes. */
export const noteEventPosition = (position: string | null | undefined) => {
  if (position && /^\d+$/.test(position) && BigInt(position) > highestPosition) highestPosition = BigInt(position)
}

const noteResponse = (response: { status: number; headers: Record<string, string>; json: Effect.Effect<unknown, unknown>; request: { url: string } }) =>
  Effect.gen(function* () {
    noteEventPosition(response.headers["x-event-position"])
    warnWhenHidden(response.headers)
    if (response.status >= 400) {
      const body = (yield* Effect.orElseSucceed(response.json, () => ({}))) as { error?: unknown; message?: unknown; details?: unknown }
      return yield* Effect.fail(
        new ApiError(
          response.status,
          typeof body.error === "string" ? body.error : undefined,
          typeof body.message === "string" ? body.message : undefined,
          new URL(response.request.url, location.origin).pathname,
          body.details
        )
      )
    }
    return response
  })

/**
 * The key of the intent a call belongs to (intent.ts), sent on each of its writes: set around one
 * call, so the retry after a renewed token goes out with the same key as the first attempt.
 */
const currentIntentKey = FiberRef.unsafeMake<string | null>(null)

const makeClient = HttpApiClient.make(TimberApi, {
  baseUrl: typeof location === "undefined" ? "http://localhost" : location.origin,
  transformClient: (client) =>
    client.pipe(
      HttpClient.mapRequestEffect((request) =>
        Effect.map(FiberRef.get(currentIntentKey), (intentKey) => {
          const token = session.token()
          let next = token ? HttpClientRequest.bearerToken(request, token) : request
          if (request.method === "GET" && highestPosition > 0n) next = HttpClientRequest.setHeader(next, "x-min-position", highestPosition.toString())
          if (request.method !== "GET" && intentKey !== null) next = HttpClientRequest.setHeader(next, IDEMPOTENCY_HEADER, intentKey)
          return next
        })
      ),
      HttpClient.transformResponse((effect) => Effect.flatMap(effect, (response) => noteResponse(response as never) as never))
    )
}).pipe(Effect.provide(FetchHttpClient.layer))

export type Api = Effect.Effect.Success<typeof makeClient>

/**
 * Built once, at the first call: building walks the whole HttpApi, and built per call it held the
 * page's main thread ~25 ms a call, so the refetches a live change starts went out one after
 * another (a LOT reached a second browser's table in 0.3 s; on CI's loaded machine past the
 * second the console promises). The token and the read-your-writes position are read per request.
 */
const theClient = Effect.runSync(Effect.cached(makeClient))

const toApiError = (failure: unknown): ApiError => {
  if (failure instanceof ApiError) return failure
  // a body the contract refuses before it is sent: the same sentences and field list as the server's 400
  if (ParseResult.isParseError(failure)) {
    const fields = issuesOf(failure)
    return new ApiError(400, "ValidationError", fields[0]?.message ?? GENERIC_ERROR_MESSAGE, "", { fields })
  }
  const message = failure instanceof Error ? failure.message : String(failure)
  return new ApiError(0, (failure as { _tag?: string })?._tag, message.split("\n")[0], "")
}

const attempt = async <A>(f: (api: Api) => Effect.Effect<A, unknown>, intent: Intent | undefined): Promise<A> => {
  const exit = await Effect.runPromiseExit(Effect.locally(Effect.flatMap(theClient, f), currentIntentKey, intent?.key ?? null))
  if (Exit.isSuccess(exit)) return exit.value
  const failure = Cause.failureOption(exit.cause)
  throw toApiError(Option.isSome(failure) ? failure.value : Cause.squash(exit.cause))
}

/**
 * Makes a request; one refused (401) because the access token ran out (a laptop asleep past its
 * renewal) is made once more with a renewed one: the refusal happened before anything changed.
 * When the session itself is over, the renewal tells the sign-in state (access-token.ts).
 */
export const renewingOnce = async <A>(request: () => Promise<A>): Promise<A> => {
  try {
    return await request()
  } catch (error) {
    const renewable = error instanceof ApiError && error.status === 401 && !error.path.startsWith("/api/auth/") && session.token() !== null
    if (renewable && (await renewAccessToken()) === "renewed") return request()
    throw error
  }
}

/**
 * Runs one typed call; rejects with an ApiError. A write names the intent it belongs to
 * (`useIntentMutation` gives it): its Idempotency-Key goes out with it, and with its retries.
 */
export const call = <A>(f: (api: Api) => Effect.Effect<A, unknown>, intent?: Intent): Promise<A> => renewingOnce(() => attempt(f, intent))
