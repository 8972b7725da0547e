import { HttpApiBuilder, HttpServer } from "@effect/platform"
import { errorResponse, guardRequestBody, normalizeErrorResponse, withSecurityHeaders, WriteApi } from "@timber/contracts"
import { withStreamCache, type Database, type EventStore } from "@timber/eventstore"
import { userStream } from "@timber/domain"
import { Layer } from "effect"
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from "./auth/sign-in-limits"
import { makeSignInThrottle, SignInThrottleContext } from "./auth/sign-in-throttle"
import { CommandContext } from "./commands/context"
import { ApprovalCommandsLive } from "./http/approvals.http"
import { AuthCommandsLive } from "./http/auth.http"
import { CalculationCommandsLive } from "./http/calculations.http"
import { AuthenticationLive } from "./http/authentication"
import { HealthLive } from "./http/health.http"
import { withIdempotency } from "./http/idempotency"
import { LotCommandsLive } from "./http/lots.http"
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

export interface CommandServiceOptions {
  readonly database: Database
  readonly store: EventStore
  readonly jwtSecret: string
  readonly now?: () => Date
  readonly log?: (line: string) => void
  /** Run the process managers here (default true); several instances may, their reactions are idempotent. */
  readonly processes?: boolean
  /** Failed sign-in limits (auth/sign-in-limits.ts); tests that fail on purpose many times raise them. */
  readonly signInLimits?: Partial<SignInLimits>
  /** Behind the edge: take the client address from the X-Forwarded-For entry the edge appended. */
  readonly trustForwardedFor?: boolean
  /**
   * The projection runner's own knowledge of which projections stopped, when it runs in this
   * process (the all-in-one): a write's warning then costs no statement. Without it every
   * write that appended asks the checkpoint table.
   */
  readonly stoppedReaders?: (types: ReadonlyArray<string>) => ReadonlyArray<string>
}

export interface CommandService {
  /** A web-standard handler: the node server, the all-in-one router and tests call it alike. */
  readonly handle: (request: Request) => Promise<Response>
  readonly dispose: () => Promise<void>
  /** Resolves when the process managers have reacted to everything appended so far (tests). */
  readonly processesSettled: () => Promise<void>
}

export const makeCommandService = async (options: CommandServiceOptions): Promise<CommandService> => {
  await migrateCommandTables(options.database.db)
  // commands read the same streams over and over (a wood type every LOT uses): only their new events;
  // the signed-in user's, read by every request, not at all while no append to it is announced
  const store = withStreamCache(options.store, { watched: (streamId) => streamId.startsWith(userStream("")) })
  const context = Layer.succeed(CommandContext, {
    store,
    database: options.database,
    config: { jwtSecret: options.jwtSecret },
    now: options.now ?? (() => new Date()),
    stoppedReaders: options.stoppedReaders
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
      NotificationCommandsLive
    ]),
    Layer.provide(AuthenticationLive),
    Layer.provide(context)
  )
  const { handler, dispose } = HttpApiBuilder.toWebHandler(Layer.mergeAll(api, HttpServer.layerContext))
  const log = options.log ?? ((line: string) => console.error(line))

  const guarded = async (request: Request) => {
    const checked = await guardRequestBody(request)
    if (checked instanceof Response) return checked
    const response = await handler(checked)
    if (response.status >= 500)
      log(`command-service: ${request.method} ${new URL(request.url).pathname} answered ${response.status}: ${await response.clone().text()}`)
    return normalizeErrorResponse(response)
  }
  const idempotent = withIdempotency(options.database, options.jwtSecret, guarded)
  const processes: ProcessRunner | null =
    options.processes === false
      ? null
      : startProcessManagers({ database: options.database, store, managers: ALL_PROCESSES, now: options.now ?? (() => new Date()), log })

  return {
    handle: async (request) => {
      try {
        return withSecurityHeaders(await idempotent(request))
      } catch (error) {
        log(`command-service: ${request.method} ${request.url} failed: ${error instanceof Error ? error.stack : String(error)}`)
        return withSecurityHeaders(errorResponse(500, "InternalError", "Something went wrong on the server; nothing was changed. Try again."))
      }
    },
    dispose: async () => {
      await processes?.stop()
      await dispose()
    },
    processesSettled: async () => {
      await processes?.settled()
    }
  }
}
