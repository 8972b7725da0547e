import { DryingBatchId, DryingMessages } from "@timber/contracts"
import { dryingStockAsked, dryingStream, startDrying, woodTypeRequired, type StartDryingIntent } from "@timber/domain"
import { Effect } from "effect"
import type { CommandEnvelope, Streams } from "../commands/execute"
import { claimNumberOfYear, type NumberedByYear } from "../commands/numbers-by-year"
import { moveStock, namedStockRow, warehouseOf } from "../commands/stock"
import { UniqueValues } from "../commands/unique-values"
import { countWoodTypeUse, woodTypeOf } from "../commands/wood-type-use"
import { batchOf } from "./drying-batch"

/**
 * Drying batches' numbers, DB-2026-0001 (the year the batch started, its place among that year's
 * batches), claimed in the start's own append (commands/numbers-by-year.ts). Batches started
 * before keep the number their events recorded (UD- and the millisecond in base 36).
 */
const BATCH_NUMBERS: NumberedByYear = {
  prefix: "DB",
  scope: UniqueValues.dryingBatchNumber.scope,
  key: UniqueValues.dryingBatchNumber.key,
  ownerStream: (holder: string) => dryingStream(DryingBatchId.make(holder)),
  takenMessage: DryingMessages.numberTaken
}

/**
 * Starts a drying batch (domain `startDrying`): reads the wood type, the row the stock comes from
 * and its warehouse, claims the batch's number, and records the batch, its wood type's use and the
 * pieces it takes in the command's one append. Answers the batch's stream.
 */
export const startDryingCommand = (intent: Omit<StartDryingIntent, "dryingId" | "batchNumber" | "now">) => (streams: Streams, envelope: CommandEnvelope) =>
  Effect.gen(function* () {
    const asked = yield* dryingStockAsked(intent.stock, intent.setup.woodTypeId)
    const dryingId = DryingBatchId.make(envelope.ids.next("drying"))
    const batch = batchOf(dryingId)
    const batchNumber = yield* claimNumberOfYear(streams, BATCH_NUMBERS, new Date(envelope.occurredAt).getUTCFullYear(), dryingId)
    const { state: woodType } = yield* streams.read(woodTypeOf(intent.setup.woodTypeId))
    // a start naming no product takes from the row a legacy row of its thickness went to (domain rowNamedByThickness)
    const row = asked.row === null ? null : yield* namedStockRow(streams, asked.row)
    const stock = row === null ? null : { row, warehouse: (yield* streams.read(warehouseOf(row.warehouseId))).state }
    // read, not assumed new, when the start takes stock: a start stored by a try that died before answering is
    // stored again as nothing by the store (the same event ids), but its row's book may have turned over since
    const { state } = yield* streams.read(batch, { assumeNew: row === null })
    const decided = yield* startDrying({ batch: state, woodType, stock }, { ...intent, dryingId, batchNumber, now: envelope.occurredAt })
    yield* streams.record(batch, decided.batch)
    yield* countWoodTypeUse(streams, decided.usesWoodType, batch.streamId, woodTypeRequired)
    yield* moveStock(streams, decided.stock)
    return batch
  })
