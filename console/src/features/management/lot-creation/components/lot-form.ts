import { CreateLotPayload, UpdateLotPayload, type WoodFormat, type LotDto } from "@timber/contracts"
import { typedNumber, type FieldMap } from "../../../../lib/form-validation"

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
  /** SLEEPERS need the slicing stage, PLANKS skip it (platform spec section 4) */
  readonly woodFormat: WoodFormat
}

export const emptyLotForm: LotFormValues = {
  woodTypeId: "",
  supplier: "",
  receiptDate: "",
  purchaseOrder: "",
  lotNumber: "",
  estimatedVolume: "",
  estimatedPieces: "",
  notes: "",
  woodFormat: "SLEEPERS"
}

export const lotFormFrom = (receipt: LotDto): LotFormValues => ({
  woodTypeId: receipt.woodTypeId,
  supplier: receipt.supplier,
  receiptDate: receipt.receiptDate.slice(0, 10),
  purchaseOrder: receipt.purchaseOrder,
  lotNumber: receipt.lotNumber,
  estimatedVolume: receipt.estimatedVolumeM3 === null ? "" : String(receipt.estimatedVolumeM3),
  estimatedPieces: receipt.estimatedPieces === null ? "" : String(receipt.estimatedPieces),
  notes: receipt.notes ?? "",
  woodFormat: receipt.woodFormat
})

/** Which form field each wire field of the LOT body feeds: the contract's messages land there. */
export const LOT_FORM_FIELDS: FieldMap<keyof LotFormValues> = {
  wood_type_id: "woodTypeId",
  supplier: "supplier",
  receipt_date: "receiptDate",
  purchase_order: "purchaseOrder",
  lot_number: "lotNumber",
  total_volume_m3: "estimatedVolume",
  total_pieces: "estimatedPieces",
  notes: "notes",
  wood_format: "woodFormat"
}

/** The schema the server decodes each mode's body with. */
export const lotFormSchema = (mode: "create" | "edit") => (mode === "create" ? CreateLotPayload : UpdateLotPayload)

/** Each mode's body (an edit never sends the status or an amount). */
export const lotFormBody = (mode: "create" | "edit") => (mode === "create" ? toPayload : toUpdatePayload)

/** Empty numbers are sent as null; unreadable text becomes NaN, which the contract refuses with its message. */
const numberOrNull = (text: string) => typedNumber(text) ?? null

export const toPayload = (values: LotFormValues): CreateLotPayload => ({
  wood_type_id: values.woodTypeId,
  supplier: values.supplier.trim(),
  receipt_date: values.receiptDate,
  lot_number: values.lotNumber.trim(),
  purchase_order: values.purchaseOrder.trim(),
  status: "PENDING",
  notes: values.notes.trim() === "" ? null : values.notes.trim(),
  total_amount: 0,
  total_volume_m3: numberOrNull(values.estimatedVolume),
  total_pieces: numberOrNull(values.estimatedPieces),
  wood_format: values.woodFormat
})

/** PUT body: the status is the workflow's and the amount is not on the form, so neither is sent. */
export const toUpdatePayload = (values: LotFormValues): UpdateLotPayload => {
  const { status: _status, total_amount: _amount, ...body } = toPayload(values)
  return body
}
