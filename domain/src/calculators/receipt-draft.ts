import type { ReceiptDraft, SleeperMeasurement } from "@timber/contracts"
import { sleeperVolumeM3FromCm } from "./sleeper-volume"

/** A LOT's draft as its aggregate holds it, with when and by whom it was last saved (null: never). */
export interface ReceiptDraftFields {
  readonly lotId: string
  readonly lotNumber: string
  readonly measurements: ReadonlyArray<SleeperMeasurement>
  readonly saved: { readonly at: string; readonly by: string | null } | null
}

/**
 * The one answer for a receipt's draft: a save answers with it from the LOT's state, the
 * drafts read from its row. It lives beside `sleeperVolumeM3FromCm`, which it applies to each sleeper.
 */
export const toReceiptDraft = (draft: ReceiptDraftFields): ReceiptDraft => ({
  id: draft.lotId,
  receipt_id: draft.lotId,
  lot_number: draft.lotNumber,
  measurements: draft.measurements.map((m) => ({ ...m, m3: sleeperVolumeM3FromCm(m) })),
  updated_at: draft.saved?.at ?? new Date(0).toISOString(),
  updated_by: draft.saved?.by ?? null
})
