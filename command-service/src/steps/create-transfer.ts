import { TransferId, UserId, WarehouseId, WoodTypeId, type NewTransferPayload, type TransferActor } from "@timber/contracts"
import { createTransfer, createTransferRows, itemRow, UserDecider, userStream, type TransferItemAsked, type WoodTypeState } from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type CommandEnvelope, type Streams } from "../commands/execute"
import { namedStockRow, warehouseOf } from "../commands/stock"
import { woodTypeOf } from "../commands/wood-type-use"
import { heldStock } from "./held-stock"
import { transferOf } from "./stream-refs"
import { claimTransferNumber } from "./transfer-number"

/** Optional text as the form sends it: blank is none. */
const textOrNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null)

/** The user a form names to be told (the create form's notifyUserId, the Complete dialog's): none when the field is left empty. */
export const recipientId = (userId: string | null | undefined) => (userId?.trim() ? UserId.make(userId.trim()) : null)

/** The user to be told, as stored, when the form names one. */
export const recipientRead = (streams: Streams, userId: UserId | null) =>
  userId === null ? Effect.succeed(null) : Effect.map(streams.read(streamOf(UserDecider, userStream(userId))), ({ state }) => state)

/**
 * Creates a transfer (domain `createTransfer`, where every rule of the form is): reads both
 * warehouses, each item's wood type and source row (an item naming no product names the row a legacy
 * row of its thickness went to, domain `rowNamedByThickness`) and the user to tell, claims the
 * transfer's number, and joins the transfer's events to the command's one append. Answers the transfer's stream.
 */
export const createTransferCommand =
  (form: NewTransferPayload, on: { readonly at: Date; readonly actor: TransferActor }) => (streams: Streams, envelope: CommandEnvelope) =>
    Effect.gen(function* () {
      const transferId = TransferId.make(envelope.ids.next("transfer"))
      const fromWarehouseId = WarehouseId.make(form.fromWarehouseId.trim())
      const toWarehouseId = WarehouseId.make(form.toWarehouseId.trim())
      const { state: from } = yield* streams.read(warehouseOf(fromWarehouseId))
      const { state: to } = yield* streams.read(warehouseOf(toWarehouseId))
      const woodTypes: Array<WoodTypeState> = []
      const items: Array<TransferItemAsked> = []
      for (const [i, item] of form.items.entries()) {
        const woodTypeId = WoodTypeId.make(item.woodTypeId.trim())
        woodTypes.push((yield* streams.read(woodTypeOf(woodTypeId))).state)
        const asked = { ...item, woodTypeId, ...(item.product === undefined ? {} : { product: item.product, width: textOrNull(item.width) }) }
        const named = yield* namedStockRow(streams, itemRow(fromWarehouseId, asked))
        items.push({
          itemId: envelope.ids.next(`transfer-item-${i}`),
          woodTypeId,
          thickness: named.thickness,
          // a legacy row not yet carried over keeps its thickness only (the carry-over moves it, and what names it, later)
          ...(named.product === undefined ? {} : { product: named.product, width: named.width ?? null }),
          quantity: item.quantity,
          woodStatus: item.woodStatus,
          remarks: textOrNull(item.remarks)
        })
      }
      const notifyUserId = recipientId(form.notifyUserId)
      const recipient = yield* recipientRead(streams, notifyUserId)
      const transferNumber = yield* claimTransferNumber(streams, on.at.getUTCFullYear(), transferId)
      const intent = {
        transferId,
        transferNumber,
        fromWarehouseId,
        toWarehouseId,
        transferDate: new Date(form.transferDate).toISOString(),
        notes: textOrNull(form.notes),
        items,
        notifyUserId,
        at: on.at.toISOString(),
        actor: on.actor
      }
      const transfer = transferOf(transferId)
      // a transfer id just drawn: taken to be new on the first try, the append's no-stream check guards it
      const { state } = yield* streams.read(transfer, { assumeNew: true })
      const stock = yield* heldStock(streams, createTransferRows(intent))
      const decision = yield* createTransfer({ transfer: state, stock, from, to, woodTypes, recipient }, intent)
      yield* streams.record(transfer, decision.transfer)
      return transfer
    })
