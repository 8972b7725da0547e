import { HttpApiBuilder } from "@effect/platform"
import {
  CurrentUser,
  EditedRecords,
  TransferId,
  TransferMessages,
  ValidationError,
  WriteApi,
  type DomainError,
  type Transfer,
  type TransferActor,
  type TransferCommand,
  WarehouseId,
  UserId
} from "@timber/contracts"
import {
  StockMovements,
  stockRowStream,
  TransferDecider,
  transferDocument,
  transferLines,
  transferShortfall,
  transferStream,
  UserDecider,
  userStream
} from "@timber/domain"
import { Effect } from "effect"
import { actorName } from "../commands/actor-name"
import { CommandContext } from "../commands/context"
import { streamOf, type CommandEnvelope, type EditedRecord, type Streams } from "../commands/execute"
import { currentStockRow, moveStock, requireStockWarehouse } from "../commands/stock"
import { requireWoodType } from "../commands/wood-type-use"
import { claimTransferNumber } from "./transfer-number"
import { command } from "./command"
import { requirePermission } from "./request-context"

const PAGE = "wood-transfer" as const

export const transferOf = (transferId: TransferId) => streamOf(TransferDecider, transferStream(transferId))

/** Who acts, as the transfer's rules read them: id, name staff know them by, role and permissions. */
const transferActor = Effect.gen(function* () {
  const user = yield* CurrentUser
  const name = yield* actorName
  return { userId: user.userId, name, role: user.role, permissions: user.permissions } satisfies TransferActor
})

/** A user to be told (the form's notifyUserId, the Notify dialog's user): an active user, else refused in words. */
const requireRecipient = (streams: Streams, userId: string | null | undefined) =>
  Effect.gen(function* () {
    const id = userId?.trim() ? UserId.make(userId.trim()) : null
    if (id === null) return null
    const { state } = yield* streams.read(streamOf(UserDecider, userStream(id)))
    if (state._tag !== "Registered" || !state.isActive) return yield* new ValidationError({ message: TransferMessages.recipientUnknown })
    return id
  })

/**
 * The pieces an approval or a completion moves, decided on the stock rows in the transfer's own
 * command. The approval first checks the source rows as this command read them, so a short row
 * is refused in words that name the wood, the warehouse and what it holds; the rows are then
 * appended at the revisions read, so two approvals racing for one row never overdraw it.
 */
const approvalStock = (streams: Streams, transfer: Transfer) =>
  Effect.gen(function* () {
    yield* refuseShortfall(streams, transfer)
    yield* moveStock(streams, StockMovements.approveTransfer(transferDocument(transfer), transferLines(transfer)))
  })

/** Refused in words when a source row, as this command reads it, holds fewer pieces than the transfer takes. */
const refuseShortfall = (streams: Streams, transfer: Transfer) =>
  Effect.gen(function* () {
    const held = new Map<string, Readonly<Record<string, number>>>()
    for (const line of transferLines(transfer)) held.set(stockRowStream(line.from), (yield* currentStockRow(streams, line.from)).state.quantities)
    const short = transferShortfall(transfer, (row, status) => held.get(stockRowStream(row))?.[status] ?? 0)
    if (short) return yield* short
  })

/** A command on one transfer (and the stock it moves), answered with the transfer as it left it; an edit names the transfer it was made on. */
const runOn = (
  transferId: TransferId,
  decide: (streams: Streams, envelope: CommandEnvelope) => Effect.Effect<unknown, DomainError>,
  edited?: EditedRecord<TransferState> & { readonly bodyVersion?: string | undefined }
) =>
  Effect.flatMap(command(decide, edited), (outcome) => {
    const { state, version } = outcome.executed(transferOf(transferId))
    return answer(state.transfer, version)
  })

const answer = (transfer: Transfer | null, version: string | null) =>
  transfer === null || version === null
    ? Effect.die(new Error("a transfer has nothing to show after a write"))
    : Effect.succeed({ ...transfer, version } satisfies Transfer)

type TransferState = typeof TransferDecider.initialState

/** A transfer an administrator's edit was made on: a stale one is refused with the transfer as the list shows it now. */
const editedTransfer = (transferId: TransferId, bodyVersion?: string): EditedRecord<TransferState> & { readonly bodyVersion?: string | undefined } => ({
  ref: transferOf(transferId),
  subject: EditedRecords.transfer,
  bodyVersion,
  current: ({ state, version }) => Effect.succeed(state.transfer === null ? null : { ...state.transfer, version })
})

/** A step on an existing transfer by a holder of the page's edit: who acts and when, and one command over its streams. */
const stepOn = (
  id: string,
  step: (streams: Streams, on: { readonly transferId: TransferId; readonly at: string; readonly actor: TransferActor }) => Effect.Effect<unknown, DomainError>,
  edit?: { readonly bodyVersion?: string | undefined }
) =>
  Effect.gen(function* () {
    yield* requirePermission(PAGE, "edit")
    const actor = yield* transferActor
    const { now } = yield* CommandContext
    const transferId = TransferId.make(id)
    return yield* runOn(
      transferId,
      (streams) => step(streams, { transferId, at: now().toISOString(), actor }),
      edit ? editedTransfer(transferId, edit.bodyVersion) : undefined
    )
  })

/** Decides a command on the transfer; its events join the command's one append. */
const decideOn = (streams: Streams, transferId: TransferId, decision: TransferCommand) => streams.decide(transferOf(transferId), decision)

export const TransferCommandsLive = HttpApiBuilder.group(WriteApi, "transferCommands", (handlers) =>
  handlers
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const actor = yield* transferActor
        const { now } = yield* CommandContext
        const at = now()
        if (payload.fromWarehouseId.trim() === payload.toWarehouseId.trim()) return yield* new ValidationError({ message: TransferMessages.sameWarehouse })
        const created = yield* command((streams, envelope) =>
          Effect.gen(function* () {
            const transferId = TransferId.make(envelope.ids.next("transfer"))
            const from = yield* requireStockWarehouse(streams, payload.fromWarehouseId.trim())
            const to = yield* requireStockWarehouse(streams, payload.toWarehouseId.trim())
            const items = yield* Effect.forEach(payload.items, (item, i) =>
              Effect.map(
                requireWoodType(streams, item.woodTypeId.trim(), () => new ValidationError({ message: TransferMessages.woodTypeRequired })),
                (woodType) => ({
                  itemId: envelope.ids.next(`transfer-item-${i}`),
                  woodTypeId: woodType.id,
                  woodTypeName: woodType.name,
                  thickness: item.thickness,
                  quantity: item.quantity,
                  woodStatus: item.woodStatus,
                  remarks: item.remarks?.trim() ? item.remarks.trim() : null
                })
              )
            )
            const notifyUserId = yield* requireRecipient(streams, payload.notifyUserId)
            const transferNumber = yield* claimTransferNumber(streams, at.getUTCFullYear(), transferId)
            const ref = transferOf(transferId)
            yield* streams.decide(
              ref,
              {
                _tag: "CreateTransfer",
                transferId,
                transferNumber,
                fromWarehouse: { id: WarehouseId.make(payload.fromWarehouseId.trim()), name: from.name, code: from.code },
                toWarehouse: { id: WarehouseId.make(payload.toWarehouseId.trim()), name: to.name, code: to.code },
                transferDate: new Date(payload.transferDate).toISOString(),
                notes: payload.notes?.trim() ? payload.notes.trim() : null,
                items,
                notifyUserId,
                at: at.toISOString(),
                actor
              },
              { assumeNew: true }
            )
            // the form's limit (at most what the source row holds in that status), checked as the rows are now;
            // the approval checks again, on the rows it appends to
            yield* refuseShortfall(streams, (yield* streams.read(ref)).state.transfer!)
            return ref
          })
        )
        const { state, version } = created.executed(created.value)
        return yield* answer(state.transfer, version)
      })
    )
    // the approval and every stock row it moves: one append, all or nothing
    .handle("approve", ({ path }) =>
      stepOn(path.id, (streams, { transferId, at, actor }) =>
        Effect.gen(function* () {
          const before = (yield* streams.read(transferOf(transferId))).state.status
          const approved = yield* decideOn(streams, transferId, { _tag: "ApproveTransfer", transferId, at, actor })
          // approved already (a double click): the pieces moved with the first approval, never twice
          if (approved.status !== before) yield* approvalStock(streams, approved.transfer!)
        })
      )
    )
    // a pending transfer moved nothing yet: its rejection moves nothing
    .handle("reject", ({ path, payload }) =>
      stepOn(path.id, (streams, { transferId, at, actor }) =>
        decideOn(streams, transferId, { _tag: "RejectTransfer", transferId, rejectionReason: payload.rejectionReason, at, actor })
      )
    )
    // the receipt and the pieces it lands at the destination: one append
    .handle("complete", ({ path, payload }) =>
      stepOn(path.id, (streams, { transferId, at, actor }) =>
        Effect.gen(function* () {
          const notifyUserId = yield* requireRecipient(streams, payload.notifyUserId)
          const before = (yield* streams.read(transferOf(transferId))).state.status
          const completed = yield* decideOn(streams, transferId, { _tag: "CompleteTransfer", transferId, notifyUserId, at, actor })
          // received already (a double click): the pieces landed with the first receipt, never twice
          if (completed.status !== before) {
            yield* moveStock(streams, StockMovements.completeTransfer(transferDocument(completed.transfer!), transferLines(completed.transfer!)))
          }
        })
      )
    )
    .handle("adminEdit", ({ path, payload }) =>
      stepOn(
        path.id,
        (streams, { transferId, at, actor }) =>
          decideOn(streams, transferId, {
            _tag: "EditCompletedTransfer",
            transferId,
            changes: { transferDate: new Date(payload.transferDate).toISOString(), notes: payload.notes ?? null },
            at,
            actor
          }),
        { bodyVersion: payload.version }
      )
    )
    .handle("notify", ({ path, payload }) =>
      stepOn(path.id, (streams, { transferId, at, actor }) =>
        Effect.gen(function* () {
          const userId = yield* requireRecipient(streams, payload.userId)
          yield* decideOn(streams, transferId, { _tag: "NotifyAboutTransfer", transferId, userId: userId!, at, actor })
        })
      )
    )
)
