import { HttpApiBuilder, HttpServerRequest, HttpServerResponse, OpenApi } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { BackupShelf, ConsistencyHeaders, ReadApi, TimberApi, type BackupShelfShape } from "@timber/contracts"
import {
  displayTokenScope,
  makeUserAccessDirectory,
  operatorLogFromEnv,
  processMetricsLoggedTo,
  serveApp,
  serviceEdge,
  type ServiceEdgeOptions
} from "@timber/server-edge"
import { eventStoreSize, FileStoreContext, fileStoreFromEnv, type Database, type EventStore, type FileStore } from "@timber/eventstore"
import { activeDisplayTokenIds, migrateReadModels, projectionLags, type ReadDb } from "@timber/projections"
import { Effect, Layer, Runtime, type Tracer } from "effect"
import type { IncomingMessage, ServerResponse } from "node:http"
import type { Duplex } from "node:stream"
import { AuthenticationLive } from "./http/authentication"
import { QueryContext } from "./http/context"
import { RolesLive, SettingsLive, UsersLive } from "./http/administration.http"
import { ApprovalsLive } from "./http/approvals.http"
import { AuthLive } from "./http/auth.http"
import { CalculationsLive } from "./http/calculations.http"
import { DryingLive } from "./http/drying.http"
import { TransfersLive } from "./http/transfers.http"
import { HealthLive } from "./http/health.http"
import { LotsLive } from "./http/lots.http"
import { NotificationsLive } from "./http/notifications.http"
import { ReceiptsLive } from "./http/receipts.http"
import { SlicingLive } from "./http/slicing.http"
import { StockLive } from "./http/stock.http"
import { SystemLive } from "./http/system.http"
import { WarehousesLive } from "./http/warehouses.http"
import { AssetsLive } from "./http/assets.http"
import { AssetImagesLive } from "./http/asset-images.http"
import { WebsiteFileContentLive, WebsiteFilesLive } from "./http/website-files.http"
import { AuditLive } from "./http/audit.http"
import { BackupsLive } from "./http/backups.http"
import { StocktakesLive } from "./http/stocktakes.http"
import { WoodTypesLive } from "./http/wood-types.http"
import { DisplayTokensLive } from "./http/display-tokens.http"
import { NewsletterLive } from "./http/newsletter.http"
import { DisplayAuthenticationLive, findDisplay } from "./http/display-authentication"
import { WallLive } from "./http/wall.http"
import { PublicWebsiteLive, WebsitePagesLive } from "./http/website-pages.http"
import { makeLiveHub } from "./live/hub"
import { makeCheckpointWaiter } from "./read-your-writes/checkpoint-waiter"
import { makeReadYourWrites } from "./read-your-writes/read-your-writes"

/** How long a read waits for the projections to reach the position the client asks for. */
export const READ_YOUR_WRITES_TIMEOUT_MS = 2_000

/** The edge's parts (ServiceEdgeOptions: the log, the metrics, the users' access) are made here when not given. */
export interface QueryServiceOptions extends ServiceEdgeOptions {
  readonly database: Database
  readonly store: EventStore
  readonly jwtSecret: string
  /** READ_YOUR_WRITES_TIMEOUT_MS unless given (the test suites wait longer: see all-in-one's test app). */
  readonly readYourWritesTimeoutMs?: number
  /** Where uploaded website files' bytes are read from (eventstore/src/files): the environment's choice unless given. */
  readonly fileStore?: FileStore
  /** The tracer of exported traces (server-edge traces.ts): requests and live pushes in spans. None: traces off. */
  readonly tracer?: Tracer.Tracer
  /** The backups of the process that owns the data directory (the all-in-one's); without it the Backups reads answer 503 in words. */
  readonly backups?: BackupShelfShape
}

export interface QueryService {
  /** A web-standard handler over the same HttpApp as `nodeHandler`: the integration tests call it. */
  readonly handle: (request: Request) => Promise<Response>
  /** The HttpApp served by Node's server itself (@effect/platform-node): the all-in-one and main.ts. */
  readonly nodeHandler: (request: IncomingMessage, response: ServerResponse) => void
  readonly upgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => boolean
  readonly dispose: () => Promise<void>
}

export const makeQueryService = async (options: QueryServiceOptions): Promise<QueryService> => {
  await migrateReadModels(options.database.db)
  const db = options.database.db as ReadDb
  const waitMs = options.readYourWritesTimeoutMs ?? READ_YOUR_WRITES_TIMEOUT_MS
  // the signed-in user as their own events say, from memory: no request reads the log or a read model for it
  // on a PostgreSQL server other services may share the log: each request confirms the user (server-edge's user-access)
  const userAccess = options.userAccess ?? makeUserAccessDirectory(options.store, { sharedLog: options.database.kind === "postgres" })
  const currentUser = userAccess.get
  const checkpoints = await makeCheckpointWaiter(options.database, db)
  const readYourWrites = makeReadYourWrites(checkpoints, waitMs)
  const context = Layer.succeed(QueryContext, { db, store: options.store, jwtSecret: options.jwtSecret, currentUser, readYourWrites: readYourWrites.awaitMin })
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
      TransfersLive,
      WarehousesLive,
      AssetsLive,
      AssetImagesLive,
      AuditLive,
      StocktakesLive,
      StockLive,
      ReceiptsLive,
      SystemLive,
      DisplayTokensLive,
      NewsletterLive,
      WallLive,
      WebsiteFilesLive,
      WebsiteFileContentLive,
      WebsitePagesLive,
      PublicWebsiteLive,
      BackupsLive
    ]),
    Layer.provide([AuthenticationLive, DisplayAuthenticationLive]),
    Layer.provide(Layer.succeed(FileStoreContext, options.fileStore ?? fileStoreFromEnv(process.env))),
    Layer.provide(Layer.succeed(BackupShelf, options.backups ?? null)),
    Layer.provide(context)
  )
  const hub = await makeLiveHub({
    tracer: options.tracer,
    database: options.database,
    jwtSecret: options.jwtSecret,
    users: userAccess,
    displays: { find: (token) => findDisplay(db, token), active: (ids) => activeDisplayTokenIds(db, ids) }
  })
  const logger = options.logger ?? operatorLogFromEnv()
  const metrics = options.metrics ?? processMetricsLoggedTo(logger)
  const edge = serviceEdge({
    service: "query-service",
    api: ReadApi,
    otherRoutes: [
      { method: "GET", path: "/api/docs" },
      { method: "GET", path: "/api/docs/openapi.json" }
    ],
    logger,
    metrics,
    jwtSecret: options.jwtSecret,
    users: userAccess,
    metricsToken: options.metricsToken
  })
  const openApi = HttpServerResponse.text(JSON.stringify(OpenApi.fromApi(TimberApi), null, 2), { contentType: "application/json; charset=utf-8" })

  /** The API document; read-your-writes waits inside each read, after its permission check (http/context.ts `query`). */
  const reads = <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
    Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
      const path = request.url.split("?")[0]
      if (request.method === "GET" && (path === "/api/docs" || path === "/api/docs/openapi.json")) return Effect.succeed(openApi)
      return app
    })

  const served = await serveApp(
    Layer.mergeAll(api, NodeHttpServer.layerContext, HttpApiBuilder.Router.Live, HttpApiBuilder.Middleware.layer),
    Effect.map(HttpApiBuilder.httpApp, (app) => edge(displayTokenScope(reads(app)))),
    options.tracer
  )
  const nodeHandler = Runtime.runSync(served.runtime)(NodeHttpServer.makeHandler(served.app))
  metrics.reading("projections", async () => ({ projections: await projectionLags(db, options.store, new Date()) }))
  metrics.reading("live-sockets", async () => ({ liveSockets: hub.clientCount() }))
  metrics.reading("event-store", async () => ({ eventStore: await eventStoreSize(options.database, options.store) }))

  return {
    handle: served.handle,
    nodeHandler,
    upgrade: hub.upgrade,
    dispose: async () => {
      await hub.close()
      await checkpoints.close()
      if (!options.userAccess) userAccess.close()
      await served.dispose()
    }
  }
}
