import type { HttpApi, HttpApp } from "@effect/platform"
import { houseErrors, securityHeaders } from "./edge"
import { METRICS_PATH, metricsEndpoint } from "./metrics-endpoint"
import type { OperatorLog } from "./operator-log"
import { makeProcessMetrics, type ProcessMetrics } from "./process-metrics"
import { observedRequests } from "./request-observation"
import { routePatternsOf, type Route } from "./route-patterns"
import type { UserAccessDirectory } from "./user-access"

/** What a service's caller may hand it for its edge: each is made by the service when not given. */
export interface ServiceEdgeOptions {
  /** The operator's log (a line per request, per failure): LOG_LEVEL to standard output unless given (operator-log.ts). */
  readonly logger?: OperatorLog
  /** The process's metrics, served at /metrics; the all-in-one shares one between both services. */
  readonly metrics?: ProcessMetrics
  /** The scrape token that opens /metrics besides an ADMIN's (METRICS_TOKEN). */
  readonly metricsToken?: string
  /** The signed-in users' access, kept in memory from their events (user-access.ts); the all-in-one shares one between both services. */
  readonly userAccess?: UserAccessDirectory
}

/** The process's metrics; a reading that fails is the operator's to see (its gauges stay empty, the scrape answers). */
export const processMetricsLoggedTo = (logger: OperatorLog): ProcessMetrics =>
  makeProcessMetrics({ onReadingFailed: (key, error) => logger.failure(`metrics: reading ${key} failed`, error) })

/**
 * The edge rules a service wraps its HttpApp in, outermost first: each request counted and logged under
 * its declared route, the security headers, GET /metrics, every error in the house shape. The command and
 * the query service take this one wrapping, so that they answer alike; what only one of them needs (the
 * socket's address, a write's body read once, the API document) wraps around or inside it.
 */
export const serviceEdge = (options: {
  /** The name a logged failure carries: `command-service`, `query-service`. */
  readonly service: string
  readonly api: HttpApi.HttpApi.Any
  /** What the service serves besides its API and /metrics, so that it is counted under its own route. */
  readonly otherRoutes?: ReadonlyArray<Route>
  readonly logger: OperatorLog
  readonly metrics: ProcessMetrics
  readonly jwtSecret: string
  readonly users: UserAccessDirectory
  /** The scrape token that opens /metrics besides an ADMIN's (METRICS_TOKEN). */
  readonly metricsToken?: string | undefined
}) => {
  const { logger, metrics } = options
  const routes = routePatternsOf([options.api], [{ method: "GET", path: METRICS_PATH }, ...(options.otherRoutes ?? [])])
  return <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<never, R> =>
    observedRequests({ log: logger, metrics, routes })(
      securityHeaders(
        metricsEndpoint({ metrics, jwtSecret: options.jwtSecret, users: options.users, metricsToken: options.metricsToken })(
          houseErrors((message, failure) => logger.write("error", message, failure), options.service)(app)
        )
      )
    )
}
