import { HttpApiBuilder, HttpServer } from "@effect/platform"
import { OpenApi } from "@effect/platform"
import { errorResponse, normalizeErrorResponse, ReadApi, TimberApi } from "@timber/contracts"
import type { Database, EventStore } from "@timber/eventstore"
import { migrateReadModels, waitForPosition, type ReadDb } from "@timber/projections"
import { Effect, Layer } from "effect"
import type { IncomingMessage } from "node:http"
import type { Duplex } from "node:stream"
import { AuthenticationLive } from "./http/authentication"
import { QueryContext } from "./http/context"
import { ApprovalsLive, AuthLive, CalculationsLive, DryingLive, HealthLive, LotsLive, NotificationsLive, SlicingLive, SystemLive, WoodTypesLive } from "./http/handlers"
import { makeLiveHub } from "./live/hub"

/** How long a read waits for the projections to reach the position the client asks for. */
export const READ_YOUR_WRITES_TIMEOUT_MS = 2_000

export interface QueryServiceOptions {
  readonly database: Database
  readonly store: EventStore
  readonly jwtSecret: string
  readonly log?: (line: string) => void
}

export interface QueryService {
  readonly handle: (request: Request) => Promise<Response>
  readonly upgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => boolean
  readonly dispose: () => Promise<void>
}

export const makeQueryService = async (options: QueryServiceOptions): Promise<QueryService> => {
  await migrateReadModels(options.database.db)
  const db = options.database.db as ReadDb
  const waitForChange = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
  const settle = async () => {
    const head = await Effect.runPromise(options.store.headPosition())
    await waitForPosition(db, head, READ_YOUR_WRITES_TIMEOUT_MS, waitForChange)
  }
  const context = Layer.succeed(QueryContext, { db, store: options.store, jwtSecret: options.jwtSecret, settle })
  const api = HttpApiBuilder.api(ReadApi).pipe(
    Layer.provide([HealthLive, AuthLive, WoodTypesLive, LotsLive, CalculationsLive, ApprovalsLive, NotificationsLive, SlicingLive, DryingLive, SystemLive]),
    Layer.provide(AuthenticationLive),
    Layer.provide(context)
  )
  const { handler, dispose } = HttpApiBuilder.toWebHandler(Layer.mergeAll(api, HttpServer.layerContext))
  const hub = await makeLiveHub({ database: options.database, db, jwtSecret: options.jwtSecret, settle })
  const log = options.log ?? ((line: string) => console.error(line))

  const openApi = JSON.stringify(OpenApi.fromApi(TimberApi), null, 2)

  return {
    handle: async (request) => {
      try {
        const path = new URL(request.url).pathname
        if (request.method === "GET" && (path === "/api/docs" || path === "/api/docs/openapi.json")) {
          return new Response(openApi, { headers: { "content-type": "application/json; charset=utf-8" } })
        }
        const min = request.headers.get("x-min-position")
        if (min && /^\d{1,19}$/.test(min)) await waitForPosition(db, BigInt(min), READ_YOUR_WRITES_TIMEOUT_MS, waitForChange)
        const response = await handler(request)
        if (response.status >= 500) log(`query-service: ${request.method} ${new URL(request.url).pathname} answered ${response.status}: ${await response.clone().text()}`)
        return await normalizeErrorResponse(response)
      } catch (error) {
        log(`query-service: ${request.method} ${request.url} failed: ${error instanceof Error ? error.stack : String(error)}`)
        return errorResponse(500, "InternalError", "Something went wrong on the server. Try again.")
      }
    },
    upgrade: hub.upgrade,
    dispose: async () => {
      await hub.close()
      await dispose()
    }
  }
}
