import { HttpApiBuilder } from "@effect/platform"
import { WriteApi } from "@timber/contracts"
import { Effect } from "effect"

export const HealthLive = HttpApiBuilder.group(WriteApi, "health", (handlers) =>
  handlers.handle("health", () => Effect.sync(() => ({ status: "ok" as const, service: "command-service", time: new Date().toISOString() })))
)
