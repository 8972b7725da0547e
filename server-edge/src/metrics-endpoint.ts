import { HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { AuthMessages, bearerOf, Roles } from "@timber/contracts"
import { verifyToken } from "./session-token"
import { Effect } from "effect"
import { createHash, timingSafeEqual } from "node:crypto"
import { houseAnswer } from "./edge"
import type { ProcessMetrics } from "./process-metrics"
import { liveSessionUser, type UserAccessDirectory } from "./user-access"

/** Where Prometheus scrapes a serving process. */
export const METRICS_PATH = "/metrics"

export const MetricsMessages = {
  forbidden: "Metrics are for an ADMIN or the scrape token (METRICS_TOKEN)"
} as const

/** Equal texts in time that does not depend on where they differ (digests: equal lengths whatever was sent). */
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(createHash("sha256").update(given).digest(), createHash("sha256").update(expected).digest())

type Access = "granted" | "missing" | "invalid" | "forbidden"

const accessOf = async (
  bearer: string,
  options: { readonly jwtSecret: string; readonly users: Pick<UserAccessDirectory, "get">; readonly metricsToken?: string | undefined }
): Promise<Access> => {
  if (bearer === "") return "missing"
  if (options.metricsToken && sameSecret(bearer, options.metricsToken)) return "granted"
  const claims = await verifyToken(options.jwtSecret, bearer)
  if (!claims) return "invalid"
  const user = await liveSessionUser(options.users, claims)
  if (!user) return "invalid"
  return user.role === Roles.admin ? "granted" : "forbidden"
}

/**
 * GET /metrics: the process's metrics for an ADMIN's bearer token or the configured scrape token
 * (METRICS_TOKEN, compared in constant time); 401 without a valid one, 403 for any other user,
 * in the house error shape. Everything else goes on to the service.
 */
export const metricsEndpoint =
  (options: {
    readonly metrics: ProcessMetrics
    readonly jwtSecret: string
    readonly users: Pick<UserAccessDirectory, "get">
    readonly metricsToken?: string | undefined
  }) =>
  <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E, R> =>
    Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
      if (request.method !== "GET" || request.url.split("?")[0] !== METRICS_PATH) return app
      return Effect.promise(async () => {
        const access = await accessOf(bearerOf(request.headers["authorization"]), options).catch((): Access => "invalid")
        switch (access) {
          case "missing":
            return houseAnswer({ status: 401, body: { error: "Unauthorized", message: AuthMessages.missingToken }, headers: {} })
          case "invalid":
            return houseAnswer({ status: 401, body: { error: "Unauthorized", message: AuthMessages.expiredToken }, headers: {} })
          case "forbidden":
            return houseAnswer({ status: 403, body: { error: "Forbidden", message: MetricsMessages.forbidden }, headers: {} })
          case "granted": {
            const { text, contentType } = await options.metrics.scrape()
            return HttpServerResponse.text(text, { contentType, headers: { "cache-control": "no-store" } })
          }
        }
      })
    })
