import { TransferMessages, type TransferId } from "@timber/contracts"
import { transferStream } from "@timber/domain"
import { claimNumberOfYear, type NumberedByYear } from "../commands/numbers-by-year"
import type { Streams } from "../commands/execute"
import { UniqueValues } from "../commands/unique-values"

/** Transfers' numbers (commands/numbers-by-year.ts). */
const TRANSFER_NUMBERS: NumberedByYear = {
  prefix: "TR",
  scope: UniqueValues.transferNumber.scope,
  key: UniqueValues.transferNumber.key,
  ownerStream: (holder: string) => transferStream(holder),
  takenMessage: TransferMessages.createFailed
}

/** The transfer's number, TR-2026-0001 (the year it was created, its place among that year's transfers), claimed in the create's own append. */
export const claimTransferNumber = (streams: Streams, year: number, transferId: TransferId) => claimNumberOfYear(streams, TRANSFER_NUMBERS, year, transferId)
