import { HttpApiBuilder } from "@effect/platform"
import { AssetId, StocktakeId, WriteApi } from "@timber/contracts"
import type { StocktakeState } from "@timber/domain"
import { Effect } from "effect"
import { actorName } from "../commands/actor-name"
import type { Executed } from "../commands/execute"
import { finishStocktakeCommand, stocktakeOf } from "../steps/finish-stocktake"
import { command } from "./command"
import { commandEnvelope, requirePermission } from "./request-context"

/**
 * Stocktakes belong to the Assets page: running one (start, finish, cancel) needs its edit,
 * since a finish records on every asset found; reading them needs its read (query service).
 */
const PAGE = "assets-items" as const

/** The stocktake as a write answers it, from the state the command left. */
const answer = ({ state }: Pick<Executed<StocktakeState>, "state">) =>
  state.view === null ? Effect.die(new Error("a stocktake has nothing to show after a write")) : Effect.succeed(state.view)

export const StocktakeCommandsLive = HttpApiBuilder.group(WriteApi, "stocktakeCommands", (handlers) =>
  handlers
    .handle("start", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const by = yield* actorName
        const envelope = yield* commandEnvelope
        const stocktakeId = StocktakeId.make(envelope.ids.next("stocktake"))
        const started = yield* command((streams) =>
          streams.decide(
            stocktakeOf(stocktakeId),
            { _tag: "StartStocktake", stocktakeId, location: payload.location, at: envelope.occurredAt, by },
            { assumeNew: true }
          )
        )
        return yield* answer(started.executed(stocktakeOf(stocktakeId)))
      })
    )
    .handle("finish", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const by = yield* actorName
        const { occurredAt: at } = yield* commandEnvelope
        const stocktakeId = StocktakeId.make(path.id)
        const finished = yield* command(
          finishStocktakeCommand({
            stocktakeId,
            foundAssetIds: payload.foundAssetIds.map((id) => AssetId.make(id)),
            missingAssetIds: payload.missingAssetIds.map((id) => AssetId.make(id)),
            unknownTags: payload.unknownTags,
            at,
            by
          })
        )
        return yield* answer(finished.executed(finished.value))
      })
    )
    .handle("cancel", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const by = yield* actorName
        const { occurredAt: at } = yield* commandEnvelope
        const stocktakeId = StocktakeId.make(path.id)
        const cancelled = yield* command((streams) => streams.decide(stocktakeOf(stocktakeId), { _tag: "CancelStocktake", stocktakeId, at, by }))
        return yield* answer(cancelled.executed(stocktakeOf(stocktakeId)))
      })
    )
)
