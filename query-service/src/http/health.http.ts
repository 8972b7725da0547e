import { HttpApiBuilder } from "@effect/platform"
import { NotReady, ReadApi, type ReadinessCheck } from "@timber/contracts"
import { projectionReadiness, READY_LAG_SECONDS } from "@timber/projections"
import { Effect } from "effect"
import { QueryContext } from "./context"

const SERVICE = "query-service"

/** The store answers a head read within a couple of seconds. */
const storeCheck = Effect.flatMap(QueryContext, ({ store }) =>
  store.headPosition().pipe(
    Effect.timeout("2 seconds"),
    Effect.match({
      onSuccess: (head): ReadinessCheck => ({ name: "store", ok: true, detail: `The event store answers (head at ${head})` }),
      onFailure: (): ReadinessCheck => ({ name: "store", ok: false, detail: "The event store does not answer" })
    })
  )
)

/** The read models: every migration ran, no projection stopped, none a minute behind. */
const readModelChecks = Effect.flatMap(QueryContext, ({ db, store }) =>
  Effect.tryPromise(() => projectionReadiness(db, store, new Date())).pipe(
    Effect.match({
      onFailure: (): ReadonlyArray<ReadinessCheck> => [{ name: "migrations", ok: false, detail: "The read models could not be read" }],
      onSuccess: ({ pendingMigrations, stopped, behind }): ReadonlyArray<ReadinessCheck> => [
        pendingMigrations.length === 0
          ? { name: "migrations", ok: true, detail: "Every read-model migration has run" }
          : { name: "migrations", ok: false, detail: `Read-model migrations not run yet: ${pendingMigrations.join(", ")}` },
        stopped.length > 0
          ? { name: "projections", ok: false, detail: `Stopped on an event: ${stopped.join(", ")}` }
          : behind.length > 0
            ? { name: "projections", ok: false, detail: `More than ${READY_LAG_SECONDS} s behind the log: ${behind.join(", ")}` }
            : { name: "projections", ok: true, detail: "Every projection is running and caught up" }
      ]
    })
  )
)

export const HealthLive = HttpApiBuilder.group(ReadApi, "health", (h) =>
  h
    .handle("health", () => Effect.sync(() => ({ status: "ok" as const, service: SERVICE, time: new Date().toISOString() })))
    .handle("ready", () =>
      Effect.gen(function* () {
        const checks = [yield* storeCheck, ...(yield* readModelChecks)]
        const failed = checks.filter((check) => !check.ok)
        if (failed.length > 0) return yield* new NotReady({ message: failed.map((check) => check.detail).join("; "), details: { checks } })
        return { status: "ready" as const, service: SERVICE, time: new Date().toISOString(), checks }
      })
    )
)
