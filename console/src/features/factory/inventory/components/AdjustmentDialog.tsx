import { MenuItem, TextField } from "@mui/material"
import { StockAdjustmentPayload, WOOD_STATUS_LABELS, WOOD_STATUSES, type WoodStatus } from "@timber/contracts"
import { typedNumber, type FieldMap } from "../../../../lib/form-validation"
import { useDialogForm } from "../../../../lib/use-contract-form"
import { FormDialog } from "../../../../ui/FormDialog"
import { EMPTY_ROW_FORM, StockRowFields, stockRowBody, type StockRowForm } from "./StockRowFields"
import type { StockRowDialogProps } from "./stock-row-dialog"
import { NumberField } from "../../../../ui/NumberField"

interface AdjustmentForm extends StockRowForm {
  readonly woodStatus: WoodStatus
  readonly quantity: string
  readonly reason: string
  readonly notes: string
}

const body = (f: AdjustmentForm) => ({
  ...stockRowBody(f),
  woodStatus: f.woodStatus,
  quantity: typedNumber(f.quantity),
  reason: f.reason,
  notes: f.notes.trim() ? f.notes : null
})

const FIELDS: FieldMap<keyof AdjustmentForm> = {
  warehouseId: "warehouseId",
  woodTypeId: "woodTypeId",
  thickness: "thickness",
  product: "product",
  width: "width",
  woodStatus: "woodStatus",
  quantity: "quantity",
  reason: "reason",
  notes: "notes"
}

/** A stock adjustment (ADMIN, MANAGER): set one status of a row to the counted quantity, with a required reason. */
export const AdjustmentDialog = ({
  open,
  warehouses,
  woodTypes,
  defaultWarehouseId,
  busy,
  serverError,
  onClose,
  onSubmit
}: StockRowDialogProps<StockAdjustmentPayload>) => {
  const initial = (): AdjustmentForm => ({
    ...EMPTY_ROW_FORM,
    warehouseId: defaultWarehouseId ?? "",
    woodStatus: "NOT_DRIED",
    quantity: "",
    reason: "",
    notes: ""
  })
  const { form, set, validation } = useDialogForm({ open, initial, schema: StockAdjustmentPayload, toBody: body, fields: FIELDS, serverError })
  const save = () => {
    const b = body(form)
    if (b.quantity !== undefined) onSubmit({ ...b, quantity: b.quantity })
  }
  return (
    <FormDialog
      open={open}
      title="New Stock Adjustment"
      hintId="adjustment-problem"
      validation={validation}
      busy={busy}
      submitLabel="Save Adjustment"
      onClose={onClose}
      onSubmit={save}
    >
      <StockRowFields
        form={form}
        warehouses={warehouses}
        woodTypes={woodTypes}
        figure={{ status: form.woodStatus }}
        fieldProps={validation.fieldProps}
        onChange={set}
      />
      <TextField
        select
        label="Wood Status"
        required
        value={form.woodStatus}
        onChange={(e) => set({ woodStatus: e.target.value as WoodStatus })}
        {...validation.fieldProps("woodStatus")}
      >
        {WOOD_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {WOOD_STATUS_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
      <NumberField
        label="Counted Quantity"
        required
        step={1}
        value={form.quantity}
        onChange={(quantity) => set({ quantity })}
        {...validation.fieldProps("quantity", "Pieces counted; the difference is recorded")}
      />
      <TextField label="Reason" required value={form.reason} onChange={(e) => set({ reason: e.target.value })} {...validation.fieldProps("reason")} />
      <TextField label="Notes" multiline minRows={2} value={form.notes} onChange={(e) => set({ notes: e.target.value })} {...validation.fieldProps("notes")} />
    </FormDialog>
  )
}
