import { HttpApiBuilder } from "@effect/platform"
import { ReadApi } from "@timber/contracts"
import { Effect } from "effect"

export const HealthLive = HttpApiBuilder.group(ReadApi, "health", (h) =>
  h.handle("health", () => Effect.sync(() => ({ status: "ok" as const, service: "query-service", time: new Date().toISOString() })))
)
