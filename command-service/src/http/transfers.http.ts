import { HttpApiBuilder } from "@effect/platform"
import { CurrentUser, EditedRecords, TransferId, UserId, WriteApi, type Transfer, type TransferActor } from "@timber/contracts"
import type { TransferState } from "@timber/domain"
import { Effect } from "effect"
import { actorName } from "../commands/actor-name"
import { CommandContext } from "../commands/context"
import type { EditedRecord, Executed } from "../commands/execute"
import { approveTransferCommand } from "../steps/approve-transfer"
import { completeTransferCommand } from "../steps/complete-transfer"
import { createTransferCommand, recipientId } from "../steps/create-transfer"
import { notifyAboutTransferCommand } from "../steps/notify-about-transfer"
import { rejectTransferCommand } from "../steps/reject-transfer"
import { transferOf } from "../steps/stream-refs"
import { command } from "./command"
import { requirePermission } from "./request-context"

const PAGE = "wood-transfer" as const

/** Who acts and when, as the transfer's rules read them: the signed-in user (id, the name staff know them by, role, permissions) and the service's clock. */
const acting = Effect.gen(function* () {
  const user = yield* CurrentUser
  const name = yield* actorName
  const { now } = yield* CommandContext
  const actor: TransferActor = { userId: user.userId, name, role: user.role, permissions: user.permissions }
  return { at: now(), actor }
})

/** The transfer as a write answers it, from the state the command left. */
const answer = ({ state, version }: Pick<Executed<TransferState>, "state" | "version">) =>
  state.transfer === null || version === null
    ? Effect.die(new Error("a transfer has nothing to show after a write"))
    : Effect.succeed({ ...state.transfer, version } satisfies Transfer)

/** A transfer an administrator's edit was made on: a stale one is refused with the transfer as the list shows it now. */
const editedTransfer = (transferId: TransferId, bodyVersion?: string): EditedRecord<TransferState> & { readonly bodyVersion?: string | undefined } => ({
  ref: transferOf(transferId),
  subject: EditedRecords.transfer,
  bodyVersion,
  current: ({ state, version }) => Effect.succeed(state.transfer === null ? null : { ...state.transfer, version })
})

export const TransferCommandsLive = HttpApiBuilder.group(WriteApi, "transferCommands", (handlers) =>
  handlers
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const created = yield* command(createTransferCommand(payload, yield* acting))
        return yield* answer(created.executed(created.value))
      })
    )
    // the approval and every stock row it moves: one append, all or nothing
    .handle("approve", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const { at, actor } = yield* acting
        const approved = yield* command(approveTransferCommand({ _tag: "ApproveTransfer", transferId: TransferId.make(path.id), at: at.toISOString(), actor }))
        return yield* answer(approved.executed(approved.value))
      })
    )
    // a pending transfer moved nothing yet: its rejection moves nothing
    .handle("reject", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const { at, actor } = yield* acting
        const transferId = TransferId.make(path.id)
        const rejected = yield* command(
          rejectTransferCommand({ _tag: "RejectTransfer", transferId, rejectionReason: payload.rejectionReason, at: at.toISOString(), actor })
        )
        return yield* answer(rejected.executed(rejected.value))
      })
    )
    // the receipt and the pieces it lands at the destination: one append
    .handle("complete", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const { at, actor } = yield* acting
        const transferId = TransferId.make(path.id)
        const notifyUserId = recipientId(payload.notifyUserId)
        const completed = yield* command(completeTransferCommand({ _tag: "CompleteTransfer", transferId, notifyUserId, at: at.toISOString(), actor }))
        return yield* answer(completed.executed(completed.value))
      })
    )
    .handle("adminEdit", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const { at, actor } = yield* acting
        const transferId = TransferId.make(path.id)
        const changes = { transferDate: new Date(payload.transferDate).toISOString(), notes: payload.notes ?? null }
        const edited = yield* command(
          (streams) => streams.decide(transferOf(transferId), { _tag: "EditCompletedTransfer", transferId, changes, at: at.toISOString(), actor }),
          editedTransfer(transferId, payload.version)
        )
        return yield* answer(edited.executed(transferOf(transferId)))
      })
    )
    .handle("notify", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const { at, actor } = yield* acting
        const transferId = TransferId.make(path.id)
        const userId = UserId.make(payload.userId.trim())
        const notified = yield* command(notifyAboutTransferCommand({ _tag: "NotifyAboutTransfer", transferId, userId, at: at.toISOString(), actor }))
        return yield* answer(notified.executed(notified.value))
      })
    )
)
