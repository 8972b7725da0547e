import { UserId } from "@timber/contracts"
import { AssetDecider, assetStream, assignAsset, assigneeNamed, UserDecider, userStream, type AssignAssetIntent } from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type Streams } from "../commands/execute"

/** Assigns an asset (domain `assignAsset`): reads it and the user it goes to, and records the assignment. */
export const assignAssetCommand = (intent: AssignAssetIntent) => (streams: Streams) =>
  Effect.gen(function* () {
    const asset = streamOf(AssetDecider, assetStream(intent.assetId))
    const userId = assigneeNamed(intent)
    const assignee = userId === null ? null : (yield* streams.read(streamOf(UserDecider, userStream(UserId.make(userId))))).state
    const { state } = yield* streams.read(asset)
    const decided = yield* assignAsset({ asset: state, assignee }, intent)
    yield* streams.record(asset, decided.asset)
  })
