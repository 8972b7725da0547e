import { Roles, TransferMessages, type PageKey } from "@timber/contracts"
import { can, type PermissionHolder } from "./can"
import { isAdmin } from "./roles"

const PAGE: PageKey = "wood-transfer"

/** The signed-in user as the server and the console know them. */
export interface TransferUser extends PermissionHolder {
  readonly userId: string
}

/**
 * Why `user` may not approve or reject a pending transfer created by `createdById`, or null when
 * they may. One rule for the server (the transfer decider refuses with it) and the Wood Transfers
 * screen (which offers Approve and Reject only when it is null). The spec leaves it open
 * (factory spec section 6); the decision (command-service/README.md "Transfers"):
 * - a MANAGER or ADMIN holding Wood Transfers edit decides; a USER never does;
 * - nobody decides a transfer they created (segregation of duties, as with approvals).
 */
export const transferDecisionRefusal = (user: TransferUser, createdById: string): string | null => {
  if (!(user.role === Roles.admin || user.role === Roles.manager) || !can(user, PAGE, "edit")) return TransferMessages.approverOnly
  if (user.userId === createdById) return TransferMessages.ownTransfer
  return null
}

/** Who may create a transfer: Wood Transfers create. */
export const mayCreateTransfer = (user: PermissionHolder) => can(user, PAGE, "create")

/** Who may dispatch (and, with the rule below, receive) a transfer: Wood Transfers edit. */
export const mayReceiveTransfer = (user: PermissionHolder) => can(user, PAGE, "edit")

/**
 * Why `user` may not mark an approved or in-transit transfer received, or null when they may.
 * Receiving is the destination's word that the wood arrived, so the sender (the transfer's creator)
 * never gives it, whatever their role (the sender marked their own transfer received at
 * the other warehouse). One rule for the server and the Wood Transfers screen.
 */
export const transferReceiptRefusal = (
  user: TransferUser,
  transfer: { readonly createdBy: { readonly id: string }; readonly toWarehouse: { readonly name: string } }
): string | null => {
  if (!mayReceiveTransfer(user)) return TransferMessages.completeFailed
  if (user.userId === transfer.createdBy.id) return TransferMessages.ownDelivery(transfer.toWarehouse.name)
  return null
}

/** Edit and Notify on a completed transfer are ADMIN's (factory spec sections 2.5 and 6). */
export const mayAdministerCompletedTransfer = (user: PermissionHolder) => isAdmin(user)
