import { deleteDrying, type DeleteDryingIntent } from "@timber/domain"
import { Effect } from "effect"
import type { Streams } from "../commands/execute"
import { moveStock } from "../commands/stock"
import { releaseWoodTypeUse } from "../commands/wood-type-use"
import { batchOf, firstBookOf } from "./drying-batch"

/** Deletes a drying batch (domain `deleteDrying`): the deletion, its wood type's use released and the pieces it held given back, in one append. */
export const deleteDryingCommand = (intent: DeleteDryingIntent) => (streams: Streams) =>
  Effect.gen(function* () {
    const batch = batchOf(intent.dryingId)
    const { state } = yield* streams.read(batch)
    const firstBook = yield* firstBookOf(streams, state)
    const decided = yield* deleteDrying({ batch: state, firstBook }, intent)
    yield* streams.record(batch, decided.batch)
    if (decided.releasesWoodType !== null) yield* releaseWoodTypeUse(streams, decided.releasesWoodType, batch.streamId)
    yield* moveStock(streams, decided.stock)
  })
