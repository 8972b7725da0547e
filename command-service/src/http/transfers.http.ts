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
import { TransferDecider, transferRecipient, itemRow, takenM3, UserDecider, userStream } from "@timber/domain"
import { Effect } from "effect"
import { actorName } from "../commands/actor-name"
import { CommandContext } from "../commands/context"
import { streamOf, type CommandEnvelope, type EditedRecord, type Streams } from "../commands/execute"
import { namedStockRow, requireStockWarehouse, stockHeldBy } from "../commands/stock"
import { requireWoodType } from "../commands/wood-type-use"
import { claimTransferNumber } from "./transfer-number"
import { command } from "./command"
import { requirePermission } from "./request-context"
import { approveTransferIn } from "../steps/approve-transfer"
import { createTransferIn } from "../steps/create-transfer"
import { completeTransferIn } from "../steps/complete-transfer"
import { rejectTransferIn } from "../steps/reject-transfer"
import { transferOf } from "../steps/stream-refs"

const PAGE = "wood-transfer" as const

/** Who acts, as the transfer's rules read them: id, name staff know them by, role and permissions. */
const transferActor = Effect.gen(function* () {
  const user = yield* CurrentUser
  const name = yield* actorName
  return { userId: user.userId, name, role: user.role, permissions: user.permissions } satisfies TransferActor
})

/** The user a form names to be told: none when the field is left empty. */
const recipientId = (userId: string | null | undefined) => (userId?.trim() ? UserId.make(userId.trim()) : null)

/** A user to be told (the form's notifyUserId, the Notify dialog's user): an active user (domain `transferRecipient`). */
const requireRecipient = (streams: Streams, userId: string | null | undefined) =>
  Effect.gen(function* () {
    const id = recipientId(userId)
    if (id === null) return null
    yield* transferRecipient((yield* streams.read(streamOf(UserDecider, userStream(id)))).state)
    return id
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
              Effect.gen(function* () {
                const woodType = yield* requireWoodType(
                  streams,
                  item.woodTypeId.trim(),
                  () => new ValidationError({ message: TransferMessages.woodTypeRequired })
                )
                // an item naming no product names the row a legacy row of its thickness went to (domain rowNamedByThickness)
                const named = yield* namedStockRow(
                  streams,
                  itemRow(WarehouseId.make(payload.fromWarehouseId.trim()), {
                    ...item,
                    woodTypeId: woodType.id,
                    ...(item.product === undefined ? {} : { product: item.product, width: item.width?.trim() ? item.width.trim() : null })
                  })
                )
                // a legacy row not yet carried over keeps its thickness only (the carry-over moves it, and what names it, later)
                const size = named.product === undefined ? {} : { product: named.product, width: named.width ?? null }
                // the m³ shown beside the pieces: their share of the source row's m³ as it is now (the approval moves the share then)
                const { state: held } = yield* stockHeldBy(streams, named)
                return {
                  itemId: envelope.ids.next(`transfer-item-${i}`),
                  woodTypeId: woodType.id,
                  woodTypeName: woodType.name,
                  thickness: named.thickness,
                  ...size,
                  quantity: item.quantity,
                  m3: takenM3(held.quantities[item.woodStatus], held.volumes[item.woodStatus], item.quantity),
                  woodStatus: item.woodStatus,
                  remarks: item.remarks?.trim() ? item.remarks.trim() : null
                }
              })
            )
            const notifyUserId = yield* requireRecipient(streams, payload.notifyUserId)
            const transferNumber = yield* claimTransferNumber(streams, at.getUTCFullYear(), transferId)
            return yield* createTransferIn(streams, {
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
            })
          })
        )
        const { state, version } = created.executed(created.value)
        return yield* answer(state.transfer, version)
      })
    )
    // the approval and every stock row it moves: one append, all or nothing
    .handle("approve", ({ path }) =>
      stepOn(path.id, (streams, { transferId, at, actor }) => approveTransferIn(streams, { _tag: "ApproveTransfer", transferId, at, actor }))
    )
    // a pending transfer moved nothing yet: its rejection moves nothing
    .handle("reject", ({ path, payload }) =>
      stepOn(path.id, (streams, { transferId, at, actor }) =>
        rejectTransferIn(streams, { _tag: "RejectTransfer", transferId, rejectionReason: payload.rejectionReason, at, actor })
      )
    )
    // the receipt and the pieces it lands at the destination: one append
    .handle("complete", ({ path, payload }) =>
      stepOn(path.id, (streams, { transferId, at, actor }) =>
        completeTransferIn(streams, { _tag: "CompleteTransfer", transferId, notifyUserId: recipientId(payload.notifyUserId), at, actor })
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
