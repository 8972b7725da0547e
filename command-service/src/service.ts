import { Headers, HttpApiBuilder, HttpServerRequest } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { BackupShelf, WriteApi, USER_STREAM_PREFIX, type BackupShelfShape } from "@timber/contracts"
import {
  bodyOnce,
  displayTokenScope,
  makeUserAccessDirectory,
  operatorLogFromEnv,
  processMetricsLoggedTo,
  serveApp,
  serviceEdge,
  type ServiceEdgeOptions
} from "@timber/server-edge"
import { eventStoreSize, FileStoreContext, fileStoreFromEnv, withStreamCache, type Database, type EventStore, type FileStore } from "@timber/eventstore"
import { Effect, Layer, Option, Runtime, type Tracer } from "effect"
import type { IncomingMessage, ServerResponse } from "node:http"
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from "./auth/sign-in-limits"
import { makeSignInThrottle, SignInThrottleContext } from "./auth/sign-in-throttle"
import { CommandContext } from "./commands/context"
import { ApprovalCommandsLive } from "./http/approvals.http"
import { AuthCommandsLive } from "./http/auth.http"
import { BackupCommandsLive } from "./http/backups.http"
import { CalculationCommandsLive } from "./http/calculations.http"
import { AuthenticationLive, UserAccessContext } from "./http/authentication"
import { withSocketAddress } from "./http/client-address"
import { HealthLive } from "./http/health.http"
import { withIdempotency } from "./http/idempotency"
import { LotCommandsLive } from "./http/lots.http"
import { TransferCommandsLive } from "./http/transfers.http"
import { AssetCommandsLive } from "./http/assets.http"
import { AssetFormCommandsLive, AssetFormServices } from "./http/asset-form.http"
import { productSearchFromEnv, type ProductSearchProvider } from "./storage/product-search"
import { fetchRemoteImage } from "./storage/remote-image"
import { DisplayTokenCommandsLive } from "./http/display-tokens.http"
import { ProjectionOperationsLive } from "./http/projection-operations.http"
import { StocktakeCommandsLive } from "./http/stocktakes.http"
import { NewsletterCommandsLive, NewsletterPublicLive } from "./http/newsletter.http"
import { DEFAULT_SIGN_UP_LIMITS, type SignUpLimits } from "./newsletter/sign-up-limits"
import { makeSignUpThrottle, SignUpThrottleContext } from "./newsletter/sign-up-throttle"
import { WebsiteFilesCommandsLive } from "./http/website-files.http"
import { WebsitePageCommandsLive } from "./http/website-pages.http"
import { DryingCommandsLive } from "./http/drying.http"
import { StockCommandsLive } from "./http/stock.http"
import { WarehouseCommandsLive } from "./http/warehouses.http"
import { ReceiptCommandsLive } from "./http/receipts.http"
import { SlicingCommandsLive } from "./http/slicing.http"
import { UserCommandsLive } from "./http/users.http"
import { RoleCommandsLive } from "./http/roles.http"
import { SettingsCommandsLive } from "./http/settings.http"
import { WoodTypeCommandsLive } from "./http/wood-types.http"
import { NotificationCommandsLive } from "./http/notifications.http"
import { ALL_PROCESSES } from "./processes/all-processes"
import { startProcessManagers, type ProcessRunner } from "./processes/runner"
import { migrateCommandTables } from "./storage/migrate"
import { processManagerLags } from "./processes/lag"

/** The edge's parts (ServiceEdgeOptions: the log, the metrics, the users' access) are made here when not given. */
export interface CommandServiceOptions extends ServiceEdgeOptions {
  readonly database: Database
  readonly store: EventStore
  readonly jwtSecret: string
  readonly now?: () => Date
  /**
   * The time the process managers' periodic checks see (a maintenance falling due); `now` unless
   * given. Only that: sessions and tokens keep the real clock, so a test that moves this one a day
   * ahead is still signed in.
   */
  readonly processClock?: () => Date
  /** Lines an operator should notice (a process stopped, a search that failed): warnings in `logger` unless given. */
  readonly log?: (line: string) => void
  /** Run the process managers here (default true); several instances may, their reactions are idempotent. */
  readonly processes?: boolean
  /** Failed sign-in limits (auth/sign-in-limits.ts); tests that fail on purpose many times raise them. */
  readonly signInLimits?: Partial<SignInLimits>
  /** The public newsletter sign-up's limits (newsletter/sign-up-limits.ts); tests lower them to meet the 429. */
  readonly signUpLimits?: Partial<SignUpLimits>
  /** Behind the edge: take the client address from the X-Forwarded-For entry the edge appended (and X-Forwarded-Proto for the cookie's Secure). */
  readonly trustForwardedFor?: boolean
  /** How long a session lasts from its sign-in (SESSION_HOURS); 12 unless given. */
  readonly sessionHours?: number
  /**
   * The projection runner's own knowledge of which projections stopped, when it runs in this
   * process (the all-in-one): a write's warning then costs no statement. Without it every
   * write that appended asks the checkpoint table.
   */
  readonly stoppedReaders?: (types: ReadonlyArray<string>) => ReadonlyArray<string>
  /**
   * The asset form's picture fetch (default: storage/remote-image.ts with the public-addresses-only
   * policy) and product search (default: ASSET_SEARCH_PROVIDER, storage/product-search.ts).
   */
  readonly assetForm?: {
    readonly fetchImage?: (address: string) => Promise<Uint8Array>
    readonly productSearch?: ProductSearchProvider
  }
  /** Where uploaded website files' bytes go (eventstore/src/files): the environment's choice (DATA_DIR/files, or S3) unless given. */
  readonly fileStore?: FileStore
  /** The tracer of exported traces (server-edge traces.ts): requests, commands, decisions and appends in spans. None: traces off. */
  readonly tracer?: Tracer.Tracer
  /** The backups of the process that owns the data directory (the all-in-one's); without it "Back up now" answers 503 in words. */
  readonly backups?: BackupShelfShape
}

/** SESSION_HOURS as the services take it: a positive number of hours (fractions too), else the default. */
export const sessionHoursFromEnv = (value: string | undefined): number | undefined => (Number(value) > 0 ? Number(value) : undefined)

/** Node's own request handler for a service's HttpApp (no web Request/Response on the way). */
export type NodeHandler = (request: IncomingMessage, response: ServerResponse) => void

export interface CommandService {
  /** A web-standard handler over the same HttpApp as `nodeHandler`: the integration tests call it. */
  readonly handle: (request: Request) => Promise<Response>
  /** The HttpApp served by Node's server itself (@effect/platform-node): the all-in-one and main.ts. */
  readonly nodeHandler: NodeHandler
  readonly dispose: () => Promise<void>
  /** Resolves when the process managers have reacted to everything appended so far (tests). */
  readonly processesSettled: () => Promise<void>
  /** Asks the process managers what their clock calls for now, as the minute's tick does (tests that moved `processClock`). */
  readonly processesTick: () => Promise<void>
}

export const makeCommandService = async (options: CommandServiceOptions): Promise<CommandService> => {
  await migrateCommandTables(options.database.db)
  const logger = options.logger ?? operatorLogFromEnv()
  const metrics = options.metrics ?? processMetricsLoggedTo(logger)
  // commands read the same streams over and over (a wood type every LOT uses): only their new events;
  // the signed-in user's, read by every request, not at all while no append to it is announced
  const store = withStreamCache(options.store, { watched: (streamId) => streamId.startsWith(USER_STREAM_PREFIX) })
  const context = Layer.succeed(CommandContext, {
    store,
    database: options.database,
    config: { jwtSecret: options.jwtSecret, sessionHours: options.sessionHours },
    now: options.now ?? (() => new Date()),
    stoppedReaders: options.stoppedReaders,
    metrics
  })
  const signIn = Layer.succeed(
    SignInThrottleContext,
    makeSignInThrottle({
      db: options.database.db,
      limits: { ...DEFAULT_SIGN_IN_LIMITS, ...options.signInLimits },
      trustForwardedFor: options.trustForwardedFor ?? false,
      now: options.now ?? (() => new Date())
    })
  )
  const signUp = Layer.succeed(
    SignUpThrottleContext,
    makeSignUpThrottle({
      limits: { ...DEFAULT_SIGN_UP_LIMITS, ...options.signUpLimits },
      trustForwardedFor: options.trustForwardedFor ?? false,
      now: options.now ?? (() => new Date())
    })
  )
  // on a PostgreSQL server other services may share the log: each request confirms the user (server-edge's user-access)
  const userAccess = options.userAccess ?? makeUserAccessDirectory(options.store, { sharedLog: options.database.kind === "postgres" })
  const log = options.log ?? logger.lines("warn")
  const assetForm = Layer.succeed(AssetFormServices, {
    fetchImage: options.assetForm?.fetchImage ?? ((address: string) => fetchRemoteImage(address)),
    productSearch: options.assetForm?.productSearch ?? productSearchFromEnv(process.env, options.database.db),
    log
  })
  const api = HttpApiBuilder.api(WriteApi).pipe(
    Layer.provide([
      HealthLive,
      Layer.provide(AuthCommandsLive, signIn),
      UserCommandsLive,
      RoleCommandsLive,
      SettingsCommandsLive,
      WoodTypeCommandsLive,
      LotCommandsLive,
      CalculationCommandsLive,
      ApprovalCommandsLive,
      SlicingCommandsLive,
      DryingCommandsLive,
      WarehouseCommandsLive,
      StockCommandsLive,
      ReceiptCommandsLive,
      NotificationCommandsLive,
      TransferCommandsLive,
      AssetCommandsLive,
      AssetFormCommandsLive,
      DisplayTokenCommandsLive,
      StocktakeCommandsLive,
      Layer.provide(NewsletterPublicLive, signUp),
      NewsletterCommandsLive,
      WebsiteFilesCommandsLive,
      ProjectionOperationsLive,
      WebsitePageCommandsLive,
      BackupCommandsLive
    ]),
    Layer.provide(AuthenticationLive),
    Layer.provide(Layer.succeed(UserAccessContext, userAccess)),
    Layer.provide(assetForm),
    Layer.provide(Layer.succeed(FileStoreContext, options.fileStore ?? fileStoreFromEnv(process.env))),
    Layer.provide(Layer.succeed(BackupShelf, options.backups ?? null)),
    Layer.provide(context)
  )
  const edge = serviceEdge({
    service: "command-service",
    api: WriteApi,
    logger,
    metrics,
    jwtSecret: options.jwtSecret,
    users: userAccess,
    metricsToken: options.metricsToken
  })
  // the service's edge (server-edge service-edge.ts) around the HttpApi; inside it, a body read and parsed once and the
  // first answer for a repeated Idempotency-Key; outside, the socket's address for the per-address sign-in limit
  // (Node's server only: a web request has none)
  const served = await serveApp(
    Layer.mergeAll(api, NodeHttpServer.layerContext, HttpApiBuilder.Router.Live, HttpApiBuilder.Middleware.layer),
    Effect.map(HttpApiBuilder.httpApp, (app) =>
      clientAddressFromSocket(edge(displayTokenScope(withIdempotency(options.database, options.jwtSecret)(bodyOnce(app)))))
    ),
    options.tracer
  )
  const nodeHandler = Runtime.runSync(served.runtime)(NodeHttpServer.makeHandler(served.app))
  metrics.reading("event-store", async () => ({ eventStore: await eventStoreSize(options.database, options.store) }))
  if (options.processes !== false) {
    metrics.reading("process-managers", async () => ({ processManagers: await processManagerLags(options.database, options.store, new Date()) }))
  }
  const processes: ProcessRunner | null =
    options.processes === false
      ? null
      : startProcessManagers({
          database: options.database,
          store,
          managers: ALL_PROCESSES,
          now: options.processClock ?? options.now ?? (() => new Date()),
          log,
          meter: metrics,
          tracer: options.tracer
        })

  return {
    handle: served.handle,
    nodeHandler,
    dispose: async () => {
      await processes?.stop()
      if (!options.userAccess) userAccess.close()
      await served.dispose()
    },
    processesSettled: async () => {
      await processes?.settled()
    },
    processesTick: async () => {
      await processes?.tick()
    }
  }
}

/** The socket's address in the request's headers, replacing any copy the client sent (client-address.ts). */
const clientAddressFromSocket = <E, R>(app: Effect.Effect<E, never, R | HttpServerRequest.HttpServerRequest>) =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
    Option.match(request.remoteAddress, {
      onNone: () => app,
      onSome: (address) =>
        Effect.provideService(
          app,
          HttpServerRequest.HttpServerRequest,
          request.modify({ headers: Headers.fromInput(withSocketAddress(request.headers, address)) })
        )
    })
  )
