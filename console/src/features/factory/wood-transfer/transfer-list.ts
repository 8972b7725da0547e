import type { Transfer, TransferStatus, User } from "@timber/contracts"
import {
  mayAdministerCompletedTransfer,
  mayReceiveTransfer,
  transferDecisionRefusal,
  transferReceiptRefusal
} from "@timber/domain/permissions/transfer-decisions"
import type { TransferFilters } from "../../../api/queries/transfers"
import { permits } from "../../../lib/write-actions"

/** The filter chips (factory spec section 2.5), in the order they show. */
export type TransferFilter = "pending" | "inTransit" | "completed" | "all"
export const TRANSFER_FILTERS: ReadonlyArray<{ readonly key: TransferFilter; readonly label: string }> = [
  { key: "pending", label: "Pending Approval" },
  { key: "inTransit", label: "In Transit" },
  { key: "completed", label: "Completed" },
  { key: "all", label: "All Transfers" }
]

const STATUSES: Readonly<Record<TransferFilter, ReadonlyArray<TransferStatus> | null>> = {
  pending: ["PENDING"],
  inTransit: ["APPROVED", "IN_TRANSIT"],
  completed: ["COMPLETED"],
  all: null
}

/**
 * What a chip asks of the server (GET /transfers `status`): Pending Approval the PENDING, In Transit
 * APPROVED plus IN_TRANSIT, Completed the COMPLETED, All no status. The server filters, counts
 * (`total`) and searches (factory spec section 5: number, warehouses, wood types, notes).
 */
export const filterParams = (filter: TransferFilter): TransferFilters => {
  const statuses = STATUSES[filter]
  return statuses === null ? {} : { status: statuses }
}

export type TransferAction = "approve" | "reject" | "receive" | "edit" | "notify"

/**
 * The row actions a user is offered (factory spec section 2.5), from the same rules the server
 * enforces (domain/src/permissions/transfer-decisions.ts): Approve and Reject on PENDING for a
 * manager or admin who did not create it; Mark Received on APPROVED or IN_TRANSIT for anyone with
 * Wood Transfers edit but its sender; Edit and
 * Notify on COMPLETED for an ADMIN.
 */
export const offeredActions = (transfer: Transfer, user: User | null): ReadonlyArray<TransferAction> => {
  if (user === null) return []
  const holder = { userId: user.id, role: user.role, permissions: user.permissions }
  switch (transfer.status) {
    case "PENDING":
      return transferDecisionRefusal(holder, transfer.createdBy.id) === null ? ["approve", "reject"] : []
    case "APPROVED":
    case "IN_TRANSIT":
      return transferReceiptRefusal(holder, transfer) === null ? ["receive"] : []
    case "COMPLETED":
      return mayAdministerCompletedTransfer(holder) && permits(user, "editTransfer") ? ["edit", "notify"] : []
    case "REJECTED":
      return []
    default: {
      const unknown: never = transfer.status
      return unknown
    }
  }
}

/**
 * Why this user is not offered the step a transfer waits for, or null (the card says so instead of
 * hiding it silently): Approve on a pending one; Mark Received for its sender (a user without Wood
 * Transfers edit is simply not offered it).
 */
export const decisionNote = (transfer: Transfer, user: User | null): string | null => {
  if (user === null) return null
  const holder = { userId: user.id, role: user.role, permissions: user.permissions }
  switch (transfer.status) {
    case "PENDING":
      return transferDecisionRefusal(holder, transfer.createdBy.id)
    case "APPROVED":
    case "IN_TRANSIT":
      return mayReceiveTransfer(holder) ? transferReceiptRefusal(holder, transfer) : null
    case "COMPLETED":
    case "REJECTED":
      return null
    default: {
      const unknown: never = transfer.status
      return unknown
    }
  }
}
