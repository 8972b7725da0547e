import type { LotStatus, User } from "@timber/contracts"
import { nextLotState } from "@timber/domain/lot/lifecycle.machine"
import { permits } from "../../../lib/write-actions"

/**
 * Which row actions a LOT shows (Edit, Lock, Reopen, Delete): those the user's permissions allow
 * (the server's rule, `lib/write-actions.ts`; lock and reopen are for admins only) and the
 * lifecycle machine the server consults allows from the LOT's status.
 */
export const lotActions = (status: LotStatus, user: User | null) => ({
  edit: permits(user, "editLot") && nextLotState(status, { type: "UPDATE" }) !== null,
  lock: permits(user, "lockLot") && nextLotState(status, { type: "LOCK" }) !== null,
  reopen: permits(user, "reopenLot") && nextLotState(status, { type: "REOPEN" }) !== null,
  delete: permits(user, "deleteLot") && nextLotState(status, { type: "DELETE" }) !== null
})
