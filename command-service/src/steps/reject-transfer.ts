import type { RejectTransfer } from "@timber/contracts"
import { rejectTransfer } from "@timber/domain"
import { Effect } from "effect"
import type { Streams } from "../commands/execute"
import { transferOf } from "./stream-refs"

/** Rejects a transfer (domain `rejectTransfer`): a pending transfer moved nothing yet, so only its own stream changes. Answers its stream. */
export const rejectTransferCommand = (intent: RejectTransfer) => (streams: Streams) =>
  Effect.gen(function* () {
    const transfer = transferOf(intent.transferId)
    const { state } = yield* streams.read(transfer)
    const decision = yield* rejectTransfer({ transfer: state }, intent)
    yield* streams.record(transfer, decision.transfer)
    return transfer
  })
