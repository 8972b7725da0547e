import { HttpApiBuilder } from "@effect/platform"
import { NotReady, WriteApi, type ReadinessCheck } from "@timber/contracts"
import { Effect } from "effect"
import { CommandContext } from "../commands/context"
import { commandTablesMigrated } from "../storage/migrate"

const SERVICE = "command-service"

/** The store answers a head read within a couple of seconds, and the write side's tables are migrated. */
const checks = Effect.flatMap(CommandContext, ({ store, database }) =>
  Effect.all([
    store.headPosition().pipe(
      Effect.timeout("2 seconds"),
      Effect.match({
        onSuccess: (head): ReadinessCheck => ({ name: "store", ok: true, detail: `The event store answers (head at ${head})` }),
        onFailure: (): ReadinessCheck => ({ name: "store", ok: false, detail: "The event store does not answer" })
      })
    ),
    Effect.tryPromise(() => commandTablesMigrated(database.db)).pipe(
      Effect.match({
        onSuccess: (migrated): ReadinessCheck =>
          migrated
            ? { name: "migrations", ok: true, detail: "The write side's tables are migrated" }
            : { name: "migrations", ok: false, detail: "The write side's tables are not migrated yet" },
        onFailure: (): ReadinessCheck => ({ name: "migrations", ok: false, detail: "The write side's tables could not be read" })
      })
    )
  ])
)

export const HealthLive = HttpApiBuilder.group(WriteApi, "health", (handlers) =>
  handlers
    .handle("health", () => Effect.sync(() => ({ status: "ok" as const, service: SERVICE, time: new Date().toISOString() })))
    .handle("ready", () =>
      Effect.gen(function* () {
        const all = yield* checks
        const failed = all.filter((check) => !check.ok)
        if (failed.length > 0) return yield* new NotReady({ message: failed.map((check) => check.detail).join("; "), details: { checks: all } })
        return { status: "ready" as const, service: SERVICE, time: new Date().toISOString(), checks: all }
      })
    )
)
