import { ApprovalMessages, raisedByDecider, RECEIPT_APPROVAL_TYPE, SELF_DECISION_MESSAGE, type Role } from "@timber/contracts"
import { can, type PermissionHolder } from "./can"
import { isAdmin } from "./roles"

/** Who decides: the signed-in user as the server and the console know them. */
export interface RequestDecider {
  readonly userId: string
  readonly role: Role
}

/** What of a request says who may decide it: its kind and who raised it. */
export interface DecidableRequest {
  readonly type: string
  readonly requestorId: string | null
}

export type DecisionRefusal = { readonly _tag: "OwnRequest"; readonly message: string } | { readonly _tag: "AdminOnly"; readonly message: string }

/**
 * Why `decider` may not decide `request`, or null when they may (beyond the `approvals` edit
 * permission every decision needs). One rule for the server, which refuses with it
 * (approval-request/who-decides.ts), and the Approvals screen, which offers no Approve/Reject on
 * such a request and shows the sentence instead:
 * - nobody decides a request their own action raised, whatever its kind (segregation of duties);
 * - a receipt submission waits for an admin (factory spec sections 4 and 6: a non-admin's
 *   submission "goes to admin approval").
 * Slicing and calculation requests are decided by anyone holding approvals edit (ADMIN, MANAGER):
 * the rule's approver is the one asked and notified, not the only one who may answer.
 */
export const decisionRefusal = (request: DecidableRequest, decider: RequestDecider): DecisionRefusal | null => {
  if (raisedByDecider(request.requestorId, decider.userId)) return { _tag: "OwnRequest", message: SELF_DECISION_MESSAGE }
  if (request.type === RECEIPT_APPROVAL_TYPE && !isAdmin(decider)) return { _tag: "AdminOnly", message: ApprovalMessages.receiptsForAdmins }
  return null
}

/**
 * Who may decide approval requests at all: Approvals edit (ADMIN and MANAGER by their templates,
 * a user's own map otherwise), as the decide call requires. A rule's approver must be such a user,
 * else the request they are asked about lands them on Unauthorized: the picker offers
 * only them (`may_approve` of the profiles) and the rule's create refuses anyone else.
 */
export const mayDecideApprovals = (user: PermissionHolder) => can(user, "approvals", "edit")
