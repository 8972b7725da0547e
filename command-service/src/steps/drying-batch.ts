import { DryingBatchId } from "@timber/contracts"
import { DryingDecider, dryingStream, ledgerToProbe, type DryingState } from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type Streams } from "../commands/execute"
import { stockRowBookOf } from "../commands/stock"

/** A drying batch's stream. */
export const batchOf = (dryingId: DryingBatchId) => streamOf(DryingDecider, dryingStream(dryingId))

/** The first book of the row a batch named, read only when the batch does not say whether its start took stock (domain `ledgerToProbe`). */
export const firstBookOf = (streams: Streams, batch: DryingState) => {
  const row = ledgerToProbe(batch)
  return row === null ? Effect.succeed(null) : Effect.map(streams.read(stockRowBookOf(row, 0)), ({ state }) => state)
}
