import type { LotDto } from "./dto"
import type { LotFields, WorkTrail } from "./lot"

/** What the receiving side confirms later (the actual count); nothing records it yet. */
export interface ReceiptConfirmation {
  readonly actualVolumeM3: number | null
  readonly actualPieces: number | null
  readonly receiptConfirmedAt: string | null
}

const UNCONFIRMED: ReceiptConfirmation = { actualVolumeM3: null, actualPieces: null, receiptConfirmedAt: null }

/**
 * The one answer for a LOT: a write answers with it from the aggregate's state, a read from
 * its row, so both show the same fields the same way. `woodTypeName` is the wood type's name
 * now (a rename shows on every LOT of that type), or null when unknown.
 */
export const toLot = (
  lot: Omit<LotFields, "woodTypeName">,
  woodTypeName: string | null,
  trail: WorkTrail,
  /** Its stream's revision after its last event (contracts shared/record-version.ts). */
  version: string,
  confirmation: ReceiptConfirmation = UNCONFIRMED
): LotDto => ({
  id: lot.lotId,
  lotNumber: lot.lotNumber,
  woodTypeId: lot.woodTypeId,
  woodType: woodTypeName === null ? null : { id: lot.woodTypeId, name: woodTypeName },
  supplier: lot.supplier,
  receiptDate: lot.receiptDate,
  purchaseOrder: lot.purchaseOrder,
  woodFormat: lot.woodFormat,
  status: lot.status,
  notes: lot.notes,
  estimatedVolumeM3: lot.estimatedVolumeM3,
  estimatedPieces: lot.estimatedPieces,
  estimatedAmount: lot.estimatedAmount,
  ...confirmation,
  ...trail,
  version
})
