import type { NotifyAboutTransfer } from "@timber/contracts"
import { transferRecipient, UserDecider } from "@timber/domain"
import { Effect } from "effect"
import type { Streams } from "../commands/execute"
import { recipientRead } from "./create-transfer"
import { transferOf } from "./stream-refs"

/** Tells a user about a completed transfer (the Notify dialog): an active user (domain `transferRecipient`), recorded on the transfer. Answers its stream. */
export const notifyAboutTransferCommand = (intent: NotifyAboutTransfer) => (streams: Streams) =>
  Effect.gen(function* () {
    const transfer = transferOf(intent.transferId)
    yield* transferRecipient((yield* recipientRead(streams, intent.userId)) ?? UserDecider.initialState)
    yield* streams.decide(transfer, intent)
    return transfer
  })
