import type { LotStatus } from "@timber/contracts"
import { nextLotState } from "@timber/domain/lot/lifecycle.machine"

/**
 * Which row actions a LOT shows (Edit, Lock, Reopen, Delete): the lifecycle machine the server consults decides,
 * and lock/reopen are for admins only (spec section 2 "LOT Management").
 */
export const lotActions = (status: LotStatus, admin: boolean) => ({
  edit: nextLotState(status, { type: "UPDATE" }) !== null,
  lock: admin && nextLotState(status, { type: "LOCK" }) !== null,
  reopen: admin && nextLotState(status, { type: "REOPEN" }) !== null,
  delete: nextLotState(status, { type: "DELETE" }) !== null
})
