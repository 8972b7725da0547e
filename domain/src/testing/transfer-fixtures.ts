import {
  TransferId,
  UserId,
  WarehouseId,
  WoodTypeId,
  type ApproveTransfer,
  type CompleteTransfer,
  type CreateTransfer,
  type StockRowKey,
  type TransferActor,
  type TransferCommand,
  type TransferItemFields
} from "@timber/contracts"
import { Effect } from "effect"
import { PermissionTemplates } from "../permissions/templates"
import { decideInTurn } from "../steps/decide-in-turn"
import { TransferDecider, type TransferState } from "../transfer/decider"

/** A transfer of mvule planks from the yard to the shop, and who works on it: the transfer specs' shared world. */
export const T1 = TransferId.make("t1")
export const yard = { id: WarehouseId.make("yard"), name: "Main yard", code: "YRD" }
export const shop = { id: WarehouseId.make("shop"), name: "Town shop", code: "SHP" }
const mvule = WoodTypeId.make("mvule")

const manager = (id: string, name: string): TransferActor => ({ userId: UserId.make(id), name, role: "MANAGER", permissions: PermissionTemplates.MANAGER })
/** Creates (sends) the transfer. */
export const clerk = manager("clerk", "Clerk")
/** Approves it. */
export const boss = manager("boss", "Boss")
/** Receives it at the shop. */
export const receiver = manager("receiver", "Receiver")

/** The items' row at the yard (1" × 4" planks) and at the shop. */
export const yardRow: StockRowKey = { warehouseId: yard.id, woodTypeId: mvule, product: "PLANK", thickness: '1"', width: '4"' }
export const shopRow: StockRowKey = { ...yardRow, warehouseId: shop.id }

export const planks = (quantity: number, woodStatus: TransferItemFields["woodStatus"] = "NOT_DRIED"): TransferItemFields => ({
  itemId: `i-${quantity}`,
  woodTypeId: mvule,
  woodTypeName: "Mvule",
  thickness: '1"',
  product: "PLANK",
  width: '4"',
  quantity,
  woodStatus,
  remarks: null
})

/** An item created before nominal sizes: its row is named by thickness alone. */
export const legacyPlanks = (quantity: number): TransferItemFields => {
  const { product: _product, width: _width, ...item } = planks(quantity)
  return item
}

export const create = (items: ReadonlyArray<TransferItemFields>): CreateTransfer => ({
  _tag: "CreateTransfer",
  transferId: T1,
  transferNumber: "TR-2026-0001",
  fromWarehouse: yard,
  toWarehouse: shop,
  transferDate: "2026-11-28T00:00:00.000Z",
  notes: null,
  items,
  notifyUserId: null,
  at: "2026-11-28T08:00:00.000Z",
  actor: clerk
})

export const approve: ApproveTransfer = { _tag: "ApproveTransfer", transferId: T1, at: "2026-11-28T09:00:00.000Z", actor: boss }

export const complete = (notifyUserId: UserId | null = null): CompleteTransfer => ({
  _tag: "CompleteTransfer",
  transferId: T1,
  notifyUserId,
  at: "2026-11-29T10:00:00.000Z",
  actor: receiver
})

/** The transfer once these commands were decided on it, in turn. */
export const transferAfter = (commands: ReadonlyArray<TransferCommand>): TransferState =>
  Effect.runSync(decideInTurn(TransferDecider, TransferDecider.initialState, commands)).state
