import type { RejectTransfer } from "@timber/contracts"
import { Effect } from "effect"
import { TransferDecider } from "../../transfer/decider"
import type { Step } from "../step"
import type { TransferDecision, TransferStepGiven } from "../transfer-step"

/**
 * Rejects a pending transfer with the reason the approver gave: only the transfer changes, as a
 * transfer is rejected while it waits for approval, before any of its pieces moved. A rejection made
 * before changes nothing again.
 */
export const rejectTransfer: Step<Pick<TransferStepGiven, "transfer">, RejectTransfer, TransferDecision> = (given, intent) =>
  Effect.map(TransferDecider.decide(intent, given.transfer), (transfer) => ({ transfer }))
