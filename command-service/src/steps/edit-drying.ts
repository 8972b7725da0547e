import { editDrying, woodTypeRequired, type EditDryingIntent } from "@timber/domain"
import { Effect } from "effect"
import type { CommandEnvelope, Streams } from "../commands/execute"
import { moveStock } from "../commands/stock"
import { moveWoodTypeUse, woodTypeOf } from "../commands/wood-type-use"
import { batchOf, firstBookOf } from "./drying-batch"

/** Edits a drying batch's initial data (domain `editDrying`): the edit, the stock its piece count moves and its wood type's use, in one append. Answers the batch's stream. */
export const editDryingCommand = (intent: Omit<EditDryingIntent, "now">) => (streams: Streams, envelope: CommandEnvelope) =>
  Effect.gen(function* () {
    const batch = batchOf(intent.dryingId)
    const { state } = yield* streams.read(batch)
    const { state: woodType } = yield* streams.read(woodTypeOf(intent.setup.woodTypeId))
    const firstBook = yield* firstBookOf(streams, state)
    const decided = yield* editDrying({ batch: state, woodType, firstBook }, { ...intent, now: envelope.occurredAt })
    yield* streams.record(batch, decided.batch)
    yield* moveWoodTypeUse(streams, decided.woodTypeUse.from, decided.woodTypeUse.to, batch.streamId, woodTypeRequired)
    yield* moveStock(streams, decided.stock)
    return batch
  })
