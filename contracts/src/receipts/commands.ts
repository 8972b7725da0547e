import type { Role } from "../users/role"
import type { ApprovalRequestId, LotId, UserId, WarehouseId } from "../shared/ids"
import type { ReceiptItem, SleeperMeasurement } from "./events"

/** Saves the receipt's single draft: creates it, or replaces its measurements. */
export interface SaveReceiptDraft {
  readonly _tag: "SaveReceiptDraft"
  readonly lotId: LotId
  readonly measurements: ReadonlyArray<SleeperMeasurement>
  readonly savedByName: string
}
export interface DeleteReceiptDraft {
  readonly _tag: "DeleteReceiptDraft"
  readonly lotId: LotId
}
/** Submits the measurement as the receipt's items; the actor's role decides COMPLETED or PENDING_APPROVAL. */
export interface SubmitReceipt {
  readonly _tag: "SubmitReceipt"
  readonly lotId: LotId
  readonly items: ReadonlyArray<ReceiptItem>
  /** the warehouse the sleepers go into as NOT_DRIED when the receipt completes */
  readonly warehouseId: WarehouseId
  /** who submits: an ADMIN's submission completes the receipt */
  readonly actor: { readonly userId: UserId; readonly email: string; readonly role: Role }
  readonly submittedByName: string
  readonly at: string
}
/** An approver's decision on a submission (the approvals process carries it here). */
export interface DecideReceiptApproval {
  readonly _tag: "DecideReceiptApproval"
  readonly lotId: LotId
  readonly requestId: ApprovalRequestId
  readonly decision: "approved" | "rejected"
  readonly at: string
}
export type ReceiptCommand = SaveReceiptDraft | DeleteReceiptDraft | SubmitReceipt | DecideReceiptApproval
