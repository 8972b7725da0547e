import { completeDrying, type CompleteDryingIntent } from "@timber/domain"
import { Effect } from "effect"
import type { CommandEnvelope, Streams } from "../commands/execute"
import { currentSettings } from "../commands/settings"
import { moveStock } from "../commands/stock"
import { batchOf, firstBookOf } from "./drying-batch"

/** Completes a drying batch (domain `completeDrying`): the completion and the pieces it turns DRIED, in one append. Answers the batch's stream. */
export const completeDryingCommand = (intent: Omit<CompleteDryingIntent, "now" | "targetHumidity">) => (streams: Streams, envelope: CommandEnvelope) =>
  Effect.gen(function* () {
    const batch = batchOf(intent.dryingId)
    const { state } = yield* streams.read(batch)
    const firstBook = yield* firstBookOf(streams, state)
    const { targetWoodHumidity } = yield* currentSettings
    const decided = yield* completeDrying({ batch: state, firstBook }, { ...intent, now: envelope.occurredAt, targetHumidity: targetWoodHumidity })
    yield* streams.record(batch, decided.batch)
    yield* moveStock(streams, decided.stock)
    return batch
  })
