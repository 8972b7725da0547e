import { LotMessages, type CreateWoodReceiptPayload, type WoodReceipt } from "@timber/contracts"

/** The LOT dialog's fields as typed; numbers stay text until sent. */
export interface LotFormValues {
  readonly woodTypeId: string
  readonly supplier: string
  readonly receiptDate: string
  readonly purchaseOrder: string
  readonly lotNumber: string
  readonly estimatedVolume: string
  readonly estimatedPieces: string
  readonly notes: string
}

export const emptyLotForm: LotFormValues = {
  woodTypeId: "",
  supplier: "",
  receiptDate: "",
  purchaseOrder: "",
  lotNumber: "",
  estimatedVolume: "",
  estimatedPieces: "",
  notes: ""
}

export const lotFormFrom = (receipt: WoodReceipt): LotFormValues => ({
  woodTypeId: receipt.woodTypeId,
  supplier: receipt.supplier,
  receiptDate: receipt.receiptDate.slice(0, 10),
  purchaseOrder: receipt.purchaseOrder,
  lotNumber: receipt.lotNumber,
  estimatedVolume: receipt.estimatedVolumeM3 === null ? "" : String(receipt.estimatedVolumeM3),
  estimatedPieces: receipt.estimatedPieces === null ? "" : String(receipt.estimatedPieces),
  notes: receipt.notes ?? ""
})

type Field = keyof LotFormValues

/** Required fields and their messages (spec section 5 "Create LOT"); edit needs all but the LOT number. */
const REQUIRED: ReadonlyArray<readonly [Field, string]> = [
  ["woodTypeId", LotMessages.woodTypeRequired],
  ["supplier", LotMessages.supplierRequired],
  ["receiptDate", LotMessages.purchaseDateRequired],
  ["purchaseOrder", LotMessages.purchaseOrderRequired],
  ["lotNumber", LotMessages.lotNumberRequired]
]

export const missingFields = (values: LotFormValues, mode: "create" | "edit"): Partial<Record<Field, string>> =>
  Object.fromEntries(REQUIRED.filter(([f]) => (mode === "create" || f !== "lotNumber") && values[f].trim() === "").map(([f, m]) => [f, m]))

export const canSubmit = (values: LotFormValues, mode: "create" | "edit") => Object.keys(missingFields(values, mode)).length === 0

/** Empty numbers are sent as null. */
const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text))

export const toPayload = (values: LotFormValues): CreateWoodReceiptPayload => ({
  wood_type_id: values.woodTypeId,
  supplier: values.supplier.trim(),
  receipt_date: values.receiptDate,
  lot_number: values.lotNumber.trim(),
  purchase_order: values.purchaseOrder.trim(),
  status: "PENDING",
  notes: values.notes.trim() === "" ? null : values.notes.trim(),
  total_amount: 0,
  total_volume_m3: numberOrNull(values.estimatedVolume),
  total_pieces: numberOrNull(values.estimatedPieces)
})
