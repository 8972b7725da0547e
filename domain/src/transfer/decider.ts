import {
  Conflict,
  evolveTransferView,
  Forbidden,
  NotFound,
  TransferEvent,
  TransferMessages,
  ValidationError,
  type Transfer,
  type TransferActor,
  type TransferCommand,
  type TransferId
} from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"
import {
  mayAdministerCompletedTransfer,
  mayCreateTransfer,
  mayReceiveTransfer,
  transferDecisionRefusal,
  transferReceiptRefusal
} from "../permissions/transfer-decisions"
import { nextTransferState, type TransferLifecycleEvent, type TransferMachineState } from "./lifecycle.machine"

/** Where the transfer stands and all it shows (null before it is created). */
export interface TransferState {
  readonly status: TransferMachineState
  readonly transfer: Transfer | null
}

export const TRANSFER_STREAM_PREFIX = "Transfer-"
export const transferStream = (id: TransferId | string) => `${TRANSFER_STREAM_PREFIX}${id}`

const person = (actor: TransferActor) => ({ id: actor.userId, name: actor.name })

/** Asks the machine, then says why in words when it refuses. */
const allowed = (state: TransferState, event: TransferLifecycleEvent): Effect.Effect<void, NotFound | Conflict> => {
  if (state.status === "absent" || state.transfer === null) return Effect.fail(new NotFound({ message: TransferMessages.notFound }))
  if (nextTransferState(state.status, event) !== null) return Effect.void
  const status = state.transfer.status
  switch (event.type) {
    case "APPROVE":
    case "REJECT":
      return Effect.fail(new Conflict({ message: TransferMessages.notPending(status) }))
    case "DISPATCH":
    case "COMPLETE":
      return Effect.fail(new Conflict({ message: TransferMessages.notOnTheWay(status) }))
    case "EDIT":
    case "NOTIFY":
    case "CREATE":
      return Effect.fail(new Conflict({ message: TransferMessages.notCompleted }))
    default:
      return absurd(event)
  }
}

/**
 * The states in which a step was already taken: asked again (a double click, a second tab, a retry
 * without its key) it is done, and answers as done with nothing added; the first one's words
 * (approver, reason, receiver) stand. A step that contradicts the one taken (reject after approve)
 * is not in its list and is still refused in words by `allowed`.
 */
const TAKEN_IN: Readonly<Record<"APPROVE" | "REJECT" | "DISPATCH" | "COMPLETE", ReadonlyArray<TransferMachineState>>> = {
  APPROVE: ["approved", "in_transit", "completed"],
  REJECT: ["rejected"],
  DISPATCH: ["in_transit", "completed"],
  COMPLETE: ["completed"]
}
const alreadyPast = (state: TransferState, step: keyof typeof TAKEN_IN) => TAKEN_IN[step].includes(state.status)

const refuseUnless = (ok: boolean, message: string): Effect.Effect<void, Forbidden> => (ok ? Effect.void : Effect.fail(new Forbidden({ message })))

/** Approve and reject: a MANAGER or ADMIN with Wood Transfers edit, never the creator (the shared permission rule). */
const mayDecide = (state: TransferState, actor: TransferActor): Effect.Effect<void, Forbidden> => {
  const refusal = state.transfer === null ? null : transferDecisionRefusal(actor, state.transfer.createdBy.id)
  return refusal === null ? Effect.void : Effect.fail(new Forbidden({ message: refusal }))
}

/** Mark received: Wood Transfers edit, never the sender (the shared permission rule). */
const mayReceive = (state: TransferState, actor: TransferActor): Effect.Effect<void, Forbidden> => {
  const refusal = state.transfer === null ? null : transferReceiptRefusal(actor, state.transfer)
  return refusal === null ? Effect.void : Effect.fail(new Forbidden({ message: refusal }))
}

export const TransferDecider: Decider<TransferCommand, TransferEvent, TransferState> = {
  events: TransferEvent,
  initialState: { status: "absent", transfer: null },
  evolve: (state, event) => {
    const transfer = evolveTransferView(state.transfer, event)
    switch (event._tag) {
      case "TransferCreated":
        return { status: "pending", transfer }
      case "TransferApproved":
        return { status: "approved", transfer }
      case "TransferRejected":
        return { status: "rejected", transfer }
      case "TransferDispatched":
        return { status: "in_transit", transfer }
      case "TransferCompleted":
        return { status: "completed", transfer }
      case "TransferEdited":
      case "TransferRecipientNotified":
        return { ...state, transfer }
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "CreateTransfer": {
        // created once: the same create decided again (a retry under its Idempotency-Key) adds nothing
        if (state.status !== "absent") return Effect.succeed([])
        if (!mayCreateTransfer(command.actor)) return Effect.fail(new Forbidden({ message: TransferMessages.createFailed }))
        if (command.fromWarehouse.id === command.toWarehouse.id) return Effect.fail(new ValidationError({ message: TransferMessages.sameWarehouse }))
        if (command.items.length === 0) return Effect.fail(new ValidationError({ message: TransferMessages.itemsRequired }))
        if (command.items.some((item) => !Number.isInteger(item.quantity) || item.quantity < 1)) {
          return Effect.fail(new ValidationError({ message: TransferMessages.quantityInvalid }))
        }
        const { _tag, actor, at, ...fields } = command
        return Effect.succeed([{ _tag: "TransferCreated" as const, ...fields, createdBy: person(actor), createdAt: at }])
      }
      case "ApproveTransfer":
        if (alreadyPast(state, "APPROVE")) return Effect.as(mayDecide(state, command.actor), [])
        return Effect.as(Effect.zipRight(allowed(state, { type: "APPROVE" }), mayDecide(state, command.actor)), [
          { _tag: "TransferApproved" as const, transferId: command.transferId, approvedBy: person(command.actor), approvedAt: command.at }
        ])
      case "RejectTransfer": {
        const reason = command.rejectionReason.trim()
        if (!reason) return Effect.fail(new ValidationError({ message: TransferMessages.reasonRequired }))
        if (alreadyPast(state, "REJECT")) return Effect.as(mayDecide(state, command.actor), [])
        return Effect.as(Effect.zipRight(allowed(state, { type: "REJECT" }), mayDecide(state, command.actor)), [
          {
            _tag: "TransferRejected" as const,
            transferId: command.transferId,
            rejectedBy: person(command.actor),
            rejectedAt: command.at,
            rejectionReason: reason
          }
        ])
      }
      case "DispatchTransfer":
        if (alreadyPast(state, "DISPATCH")) return Effect.as(refuseUnless(mayReceiveTransfer(command.actor), TransferMessages.updateFailed), [])
        return Effect.as(
          Effect.zipRight(allowed(state, { type: "DISPATCH" }), refuseUnless(mayReceiveTransfer(command.actor), TransferMessages.updateFailed)),
          [{ _tag: "TransferDispatched" as const, transferId: command.transferId, dispatchedBy: person(command.actor), dispatchedAt: command.at }]
        )
      case "CompleteTransfer":
        // received again (a double click without its key, a second tab): done already, nothing new, but still only by who may receive it
        if (alreadyPast(state, "COMPLETE")) return Effect.as(mayReceive(state, command.actor), [])
        return Effect.as(Effect.zipRight(allowed(state, { type: "COMPLETE" }), mayReceive(state, command.actor)), [
          {
            _tag: "TransferCompleted" as const,
            transferId: command.transferId,
            completedBy: person(command.actor),
            completedAt: command.at,
            notifyUserId: command.notifyUserId
          }
        ])
      case "EditCompletedTransfer":
        return Effect.flatMap(
          Effect.zipRight(allowed(state, { type: "EDIT" }), refuseUnless(mayAdministerCompletedTransfer(command.actor), TransferMessages.adminOnly)),
          () => {
            const from = { transferDate: state.transfer!.transferDate, notes: state.transfer!.notes }
            const to = { transferDate: command.changes.transferDate, notes: command.changes.notes?.trim() ? command.changes.notes.trim() : null }
            if (from.transferDate === to.transferDate && from.notes === to.notes) return Effect.succeed([])
            return Effect.succeed([
              { _tag: "TransferEdited" as const, transferId: command.transferId, editedBy: person(command.actor), editedAt: command.at, from, to }
            ])
          }
        )
      case "NotifyAboutTransfer":
        return Effect.as(
          Effect.zipRight(allowed(state, { type: "NOTIFY" }), refuseUnless(mayAdministerCompletedTransfer(command.actor), TransferMessages.adminOnly)),
          [
            {
              _tag: "TransferRecipientNotified" as const,
              transferId: command.transferId,
              userId: command.userId,
              sentBy: person(command.actor),
              sentAt: command.at
            }
          ]
        )
      default:
        return absurd(command)
    }
  }
}
