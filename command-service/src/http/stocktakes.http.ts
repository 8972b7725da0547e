import { HttpApiBuilder } from "@effect/platform"
import { AssetId, StocktakeId, WriteApi, type DomainError } from "@timber/contracts"
import { Effect } from "effect"
import { actorName } from "../commands/actor-name"
import type { CommandEnvelope, Streams } from "../commands/execute"
import { finishStocktakeCommand, stocktakeOf } from "../steps/finish-stocktake"
import { command } from "./command"
import { commandEnvelope, requirePermission } from "./request-context"

/**
 * Stocktakes belong to the Assets page: running one (start, finish, cancel) needs its edit,
 * since a finish records on every asset found; reading them needs its read (query service).
 */
const PAGE = "assets-items" as const

/** One command on a stocktake (and, on finish, the assets it found), answered with the stocktake as it left it. */
const runOn = (stocktakeId: StocktakeId, decide: (streams: Streams, envelope: CommandEnvelope) => Effect.Effect<unknown, DomainError>) =>
  Effect.flatMap(command(decide), (outcome) => {
    const view = outcome.executed(stocktakeOf(stocktakeId)).state.view
    return view === null ? Effect.die(new Error(`stocktake ${stocktakeId} has nothing to show after a write`)) : Effect.succeed(view)
  })

export const StocktakeCommandsLive = HttpApiBuilder.group(WriteApi, "stocktakeCommands", (handlers) =>
  handlers
    .handle("start", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const by = yield* actorName
        const envelope = yield* commandEnvelope
        const stocktakeId = StocktakeId.make(envelope.ids.next("stocktake"))
        return yield* runOn(stocktakeId, (streams) =>
          streams.decide(
            stocktakeOf(stocktakeId),
            { _tag: "StartStocktake", stocktakeId, location: payload.location, at: envelope.occurredAt, by },
            { assumeNew: true }
          )
        )
      })
    )
    .handle("finish", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const by = yield* actorName
        const { occurredAt: at } = yield* commandEnvelope
        const stocktakeId = StocktakeId.make(path.id)
        return yield* runOn(
          stocktakeId,
          finishStocktakeCommand({
            stocktakeId,
            foundAssetIds: payload.foundAssetIds.map((id) => AssetId.make(id)),
            missingAssetIds: payload.missingAssetIds.map((id) => AssetId.make(id)),
            unknownTags: payload.unknownTags,
            at,
            by
          })
        )
      })
    )
    .handle("cancel", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const by = yield* actorName
        const { occurredAt: at } = yield* commandEnvelope
        const stocktakeId = StocktakeId.make(path.id)
        return yield* runOn(stocktakeId, (streams) => streams.decide(stocktakeOf(stocktakeId), { _tag: "CancelStocktake", stocktakeId, at, by }))
      })
    )
)
