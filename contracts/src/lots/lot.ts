import { Schema } from "effect"
import { LotId, WoodTypeId } from "../shared/ids"
import { LotStatus, WoodFormat } from "./status"

/**
 * What the receiving clerk records on a LOT (wood receipt), defined once: the commands
 * carry it, the LotCreated and LotUpdated events store it, the LOT aggregate holds it,
 * and `toLot` shows it on both the write and the read side.
 */
export const ReceiptFields = Schema.Struct({
  lotId: LotId,
  woodTypeId: WoodTypeId,
  woodTypeName: Schema.String,
  supplier: Schema.String,
  receiptDate: Schema.String,
  purchaseOrder: Schema.String,
  notes: Schema.NullOr(Schema.String),
  estimatedVolumeM3: Schema.NullOr(Schema.Number),
  estimatedPieces: Schema.NullOr(Schema.Number),
  estimatedAmount: Schema.Number,
  woodFormat: WoodFormat
})
export type ReceiptFields = typeof ReceiptFields.Type

/** A LOT as it stands: its receipt, its number (fixed at creation) and its lifecycle status. */
export const LotFields = Schema.Struct({ ...ReceiptFields.fields, lotNumber: Schema.String, status: LotStatus })
export type LotFields = typeof LotFields.Type

/** When a record was created and last worked on, and by whom: event metadata on the write side, columns on the read side. */
export interface WorkTrail {
  readonly createdAt: string
  readonly updatedAt: string
  readonly lastWorkedBy: string | null
  readonly lastWorkedAt: string | null
}
