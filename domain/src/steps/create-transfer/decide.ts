import {
  TransferMessages,
  ValidationError,
  type CreateTransfer,
  type StockRowKey,
  type TransferActor,
  type TransferId,
  type TransferItemFields,
  type UserId,
  type WarehouseId
} from "@timber/contracts"
import { Effect } from "effect"
import { takenM3 } from "../../stock-row/volumes"
import { TransferDecider } from "../../transfer/decider"
import { transferRecipient } from "../../transfer/recipient"
import { itemRow, transferSendable } from "../../transfer/transfer-stock"
import { UserDecider, type UserState } from "../../user/decider"
import type { WarehouseState } from "../../warehouse/decider"
import { stockKeepingWarehouse } from "../../warehouse/stock-keeping"
import type { WoodTypeState } from "../../wood-type/decider"
import { decideInTurn } from "../decide-in-turn"
import type { Step } from "../step"
import type { TransferDecision, TransferStepGiven } from "../transfer-step"

/** An item as the form asks for it, its row named as the command found it (a legacy thickness followed to where its stock went). */
export type TransferItemAsked = Omit<TransferItemFields, "woodTypeName" | "m3">

/** The create form's intent: where from and to, the items, whom to tell; the number claimed and the time taken by the command. */
export interface CreateTransferIntent {
  readonly transferId: TransferId
  readonly transferNumber: string
  readonly fromWarehouseId: WarehouseId
  readonly toWarehouseId: WarehouseId
  readonly transferDate: string
  readonly notes: string | null
  readonly items: ReadonlyArray<TransferItemAsked>
  readonly notifyUserId: UserId | null
  readonly at: string
  readonly actor: TransferActor
}

/** What creating a transfer is given, besides the transfer and its items' source rows: both warehouses, each item's wood type, the user to tell. */
export interface CreateTransferGiven extends TransferStepGiven {
  readonly from: WarehouseState
  readonly to: WarehouseState
  /** Each item's wood type as read, in the items' order. */
  readonly woodTypes: ReadonlyArray<WoodTypeState>
  /** The user the form names to be told, as read; null when it names none. */
  readonly recipient: UserState | null
}

/** The stock rows creating a transfer reads: each item's row at the source. */
export const createTransferRows = (intent: Pick<CreateTransferIntent, "fromWarehouseId" | "items">): ReadonlyArray<StockRowKey> =>
  intent.items.map((item) => itemRow(intent.fromWarehouseId, item))

/**
 * Creates a transfer, PENDING until a manager approves it: only the transfer changes, nothing moves
 * before the approval. Refused, in this order: the same warehouse at both ends, a warehouse that keeps
 * no stock, an item without a wood type, a user to tell who is not an active user. Each item records
 * the m³ shown beside its pieces: their share of the source row's m³ as it is now (the approval moves
 * the share then). The form's limit (at most what the source row holds in the item's status) is
 * checked on the rows as they are now; the approval checks again, on the rows it appends to.
 */
export const createTransfer: Step<CreateTransferGiven, CreateTransferIntent, TransferDecision> = (given, intent) =>
  Effect.gen(function* () {
    if (intent.fromWarehouseId === intent.toWarehouseId) return yield* new ValidationError({ message: TransferMessages.sameWarehouse })
    const from = yield* stockKeepingWarehouse(given.from)
    const to = yield* stockKeepingWarehouse(given.to)
    const items = yield* Effect.forEach(intent.items, (item, i) => {
      const woodType = given.woodTypes[i]
      if (woodType?._tag !== "Existing") return Effect.fail(new ValidationError({ message: TransferMessages.woodTypeRequired }))
      const { state: held } = given.stock(itemRow(intent.fromWarehouseId, item))
      const { itemId, woodTypeId, quantity, woodStatus, remarks, ...size } = item
      const m3 = takenM3(held.quantities[woodStatus], held.volumes[woodStatus], quantity)
      return Effect.succeed<TransferItemFields>({ itemId, woodTypeId, woodTypeName: woodType.name, ...size, quantity, m3, woodStatus, remarks })
    })
    if (intent.notifyUserId !== null) yield* transferRecipient(given.recipient ?? UserDecider.initialState)
    const command: CreateTransfer = {
      _tag: "CreateTransfer",
      transferId: intent.transferId,
      transferNumber: intent.transferNumber,
      fromWarehouse: { id: intent.fromWarehouseId, name: from.name, code: from.code },
      toWarehouse: { id: intent.toWarehouseId, name: to.name, code: to.code },
      transferDate: intent.transferDate,
      notes: intent.notes,
      items,
      notifyUserId: intent.notifyUserId,
      at: intent.at,
      actor: intent.actor
    }
    const created = yield* decideInTurn(TransferDecider, given.transfer, [command])
    if (created.state.transfer !== null) yield* transferSendable(created.state.transfer, given.stock)
    return { transfer: created.events }
  })
