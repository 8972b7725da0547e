import { HttpApiBuilder, HttpServer } from "@effect/platform"
import { OpenApi } from "@effect/platform"
import { errorResponse, normalizeErrorResponse, ReadApi, TimberApi, withSecurityHeaders } from "@timber/contracts"
import { withStreamCache, type Database, type EventStore } from "@timber/eventstore"
import { findCurrentUserById, migrateReadModels, type ReadDb } from "@timber/projections"
import { Layer } from "effect"
import type { IncomingMessage } from "node:http"
import type { Duplex } from "node:stream"
import { AuthenticationLive } from "./http/authentication"
import { QueryContext } from "./http/context"
import { RolesLive, SettingsLive, UsersLive } from "./http/administration.http"
import { ApprovalsLive } from "./http/approvals.http"
import { AuthLive } from "./http/auth.http"
import { CalculationsLive } from "./http/calculations.http"
import { DryingLive } from "./http/drying.http"
import { HealthLive } from "./http/health.http"
import { LotsLive } from "./http/lots.http"
import { NotificationsLive } from "./http/notifications.http"
import { ReceiptsLive } from "./http/receipts.http"
import { SlicingLive } from "./http/slicing.http"
import { StockLive } from "./http/stock.http"
import { SystemLive } from "./http/system.http"
import { WarehousesLive } from "./http/warehouses.http"
import { WoodTypesLive } from "./http/wood-types.http"
import { makeLiveHub } from "./live/hub"
import { makeCheckpointWaiter } from "./read-your-writes/checkpoint-waiter"
import { makeReadYourWrites } from "./read-your-writes/read-your-writes"

/** How long a read waits for the projections to reach the position the client asks for. */
export const READ_YOUR_WRITES_TIMEOUT_MS = 2_000

export interface QueryServiceOptions {
  readonly database: Database
  readonly store: EventStore
  readonly jwtSecret: string
  readonly log?: (line: string) => void
  /** READ_YOUR_WRITES_TIMEOUT_MS unless given (the test suites wait longer: see all-in-one's test app). */
  readonly readYourWritesTimeoutMs?: number
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
  // every request reads its user's stream: only the events this process has not seen yet
  const userStreams = withStreamCache(options.store)
  const waitMs = options.readYourWritesTimeoutMs ?? READ_YOUR_WRITES_TIMEOUT_MS
  const currentUser = (userId: string) => findCurrentUserById(db, userStreams, userId, waitMs, waitForChange)
  const context = Layer.succeed(QueryContext, { db, store: options.store, jwtSecret: options.jwtSecret, currentUser })
  const api = HttpApiBuilder.api(ReadApi).pipe(
    Layer.provide([
      HealthLive,
      AuthLive,
      UsersLive,
      RolesLive,
      SettingsLive,
      WoodTypesLive,
      LotsLive,
      CalculationsLive,
      ApprovalsLive,
      NotificationsLive,
      SlicingLive,
      DryingLive,
      WarehousesLive,
      StockLive,
      ReceiptsLive,
      SystemLive
    ]),
    Layer.provide(AuthenticationLive),
    Layer.provide(context)
  )
  const { handler, dispose } = HttpApiBuilder.toWebHandler(Layer.mergeAll(api, HttpServer.layerContext))
  const hub = await makeLiveHub({ database: options.database, jwtSecret: options.jwtSecret, currentUser })
  const log = options.log ?? ((line: string) => console.error(line))
  const checkpoints = await makeCheckpointWaiter(options.database, db)
  const readYourWrites = makeReadYourWrites(checkpoints, waitMs)

  const openApi = JSON.stringify(OpenApi.fromApi(TimberApi), null, 2)

  const answer = async (request: Request): Promise<Response> => {
    try {
      const path = new URL(request.url).pathname
      if (request.method === "GET" && (path === "/api/docs" || path === "/api/docs/openapi.json")) {
        return new Response(openApi, { headers: { "content-type": "application/json; charset=utf-8" } })
      }
      const behind = await readYourWrites.awaitPosition(request)
      const response = await handler(request)
      if (response.status >= 500)
        log(`query-service: ${request.method} ${new URL(request.url).pathname} answered ${response.status}: ${await response.clone().text()}`)
      return readYourWrites.markBehind(await normalizeErrorResponse(response), behind)
    } catch (error) {
      log(`query-service: ${request.method} ${request.url} failed: ${error instanceof Error ? error.stack : String(error)}`)
      return errorResponse(500, "InternalError", "Something went wrong on the server. Try again.")
    }
  }

  return {
    handle: async (request) => withSecurityHeaders(await answer(request)),
    upgrade: hub.upgrade,
    dispose: async () => {
      await hub.close()
      await checkpoints.close()
      await dispose()
    }
  }
}
